import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { canVerifyInBrowser, verifyHistoryChain, type ChainVerdict } from './verify-history-chain';

/** The bank's own check of the hash chain, computed in this browser from what the server sent. */
export function HistoryChainCheck({ tenderId, entries }: { tenderId: number; entries: TTenderHistoryEntry[] }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<ChainVerdict | null>(null);
  const [running, setRunning] = useState(false);
  const available = canVerifyInBrowser();

  const run = async () => {
    setRunning(true);
    try {
      setVerdict(await verifyHistoryChain(tenderId, entries));
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
      {!available ? <Alert color="gray">{t('history.verify.unavailable')}</Alert> : null}
      <div role="status" style={{ width: '100%' }}>
        {verdict?.kind === 'whole' ? (
          <Alert color="green" icon={<IconShieldCheck size={18} />}>
            {t('history.verify.whole', { count: verdict.checked })}
          </Alert>
        ) : verdict?.kind === 'partial' ? (
          <Alert color="blue" icon={<IconShieldCheck size={18} />}>
            {t('history.verify.partial', { checked: verdict.checked, total: verdict.total })}
          </Alert>
        ) : verdict?.kind === 'broken' ? (
          <Alert color="red" icon={<IconShieldX size={18} />}>
            {t('history.verify.broken', { at: formatDateTime(verdict.entry.created_at) })}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
