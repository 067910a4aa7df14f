import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENDER_HISTORY_ACTION_LABELS, type TTenderHistoryEntry } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { canVerifyInBrowser, verifyHistoryChain, type ChainVerdict } from './verify-history-chain';
import '../../../i18n/uk-history';

type Outcome = ChainVerdict | { kind: 'error' };

/**
 * The bank's own check of the hash chain, computed in this browser from what the server sent.
 * Shown only when the answer carries proofs (the server sends them to bank readers).
 */
export function HistoryChainCheck({ tenderId, entries }: { tenderId: number; entries: TTenderHistoryEntry[] }) {
  const { t } = useTranslation();
  // The verdict with the entries it was reached on, so a refetched history never shows an old one.
  const [checked, setChecked] = useState<{ entries: TTenderHistoryEntry[]; outcome: Outcome } | null>(null);
  const [running, setRunning] = useState(false);
  if (!entries.some((e) => e.proof)) return null;
  const available = canVerifyInBrowser();
  const outcome = checked?.entries === entries ? checked.outcome : null;

  const run = async () => {
    setRunning(true);
    try {
      setChecked({ entries, outcome: await verifyHistoryChain(tenderId, entries) });
    } catch {
      setChecked({ entries, outcome: { kind: 'error' } });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconShieldCheck size={14} />}
        onClick={() => void run()}
        loading={running}
        disabled={!available}
      >
        {t('history.verify.button')}
      </Button>
      {available ? null : (
        <Text size="sm" c="gray.7">
          {t('history.verify.unavailable')}
        </Text>
      )}
      {/* One polite live region; the verdicts inside are not alerts of their own. */}
      <div role="status" style={{ width: '100%' }}>
        {outcome ? <Verdict outcome={outcome} /> : null}
      </div>
    </Stack>
  );
}

function Verdict({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'whole':
      return (
        <Alert role="none" color="green" icon={<IconShieldCheck size={18} />}>
          {t('history.verify.whole', { count: outcome.checked })}
        </Alert>
      );
    case 'partial':
      return (
        <Alert role="none" color="blue" icon={<IconShieldCheck size={18} />}>
          {t('history.verify.partial', { checked: outcome.checked, total: outcome.total })}
        </Alert>
      );
    case 'broken':
      return (
        <Alert role="none" color="red" icon={<IconShieldX size={18} />}>
          {t('history.verify.broken', {
            action: TENDER_HISTORY_ACTION_LABELS[outcome.entry.action],
            at: formatDateTime(outcome.entry.created_at),
          })}
        </Alert>
      );
    case 'error':
      return (
        <Alert role="none" color="red" icon={<IconShieldX size={18} />}>
          {t('history.verify.failed')}
        </Alert>
      );
  }
}
