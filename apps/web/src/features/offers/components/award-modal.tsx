import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DataList, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TProposal } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { i18n } from '../../../i18n/i18n';
import { DataField } from '../../../components/ui/data-field';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useAwardTender } from '../api/award-tender';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { isVersionConflict } from './offer-errors';

const REASON_MAX = 2000;

interface AwardModalProps {
  tender: TTender;
  /** The offer to award; the modal is closed while null. */
  proposal: TProposal | null;
  /** Offers with the lowest total cost: choosing another one deserves a reason. */
  cheapestIds: readonly number[];
  onClose: () => void;
}

/** «Обрати переможцем»: names the provider and the cost, takes an optional reason, then awards. */
export function AwardModal({ tender, proposal, cheapestIds, onClose }: AwardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={proposal !== null} onClose={onClose} title={t('offers.award.title')} size="lg" centered>
      {/* Rebuilt on every opening, so a previous reason or error does not linger. */}
      {proposal ? (
        <AwardForm tender={tender} proposal={proposal} cheapest={cheapestIds.includes(proposal.id)} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

/** Which requirements the offer misses, in the words of the comparison's rows. */
function missedRequirements(proposal: TProposal): string[] {
  const m = proposal.matches;
  const missed: [boolean | null, string][] = [
    [m.bandwidth, i18n.t('offers.fields.bandwidth')],
    [m.physics, i18n.t('offers.fields.physics')],
    [m.interface, i18n.t('offers.fields.interface')],
    [m.protocol, i18n.t('offers.fields.protocol')],
    [m.connection_date, i18n.t('offers.fields.connectionDays')],
    [m.contract_months, i18n.t('offers.fields.contractMonths')],
  ];
  return missed.filter(([match]) => match === false).map(([, label]) => label.toLowerCase());
}

interface AwardFormProps {
  tender: TTender;
  proposal: TProposal;
  cheapest: boolean;
  onClose: () => void;
}

function AwardForm({ tender, proposal, cheapest, onClose }: AwardFormProps) {
  const { t } = useTranslation();
  const award = useAwardTender();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const missed = missedRequirements(proposal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    award.mutate(
      { tenderId: tender.id, body: { offer_id: proposal.id, reason: reason.trim(), version: tender.version } },
      {
        onSuccess: (updated) => {
          showToast({
            severity: 'success',
            summary: t('offers.award.done'),
            detail: t('offers.award.doneText', { number: updated.number, organization: proposal.organization.name }),
          });
          onClose();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            // The tender changed meanwhile (e.g. cancelled): load it again before anyone retries.
            void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
            setMessage(t('offers.award.conflict'));
            return;
          }
          const parsed = serverFormError(error, ['reason']);
          setMessage([parsed.message, parsed.fields.reason].filter(Boolean).join('\n') || null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('offers.award.failed')} message={message} />
        <Text size="sm">
          {t('offers.award.text', { number: tender.number, organization: proposal.organization.name })}
        </Text>
        <DataList labelWidth={220}>
          <DataField label={t('offers.list.provider')}>
            <Text fw={600} inherit>
              {proposal.organization.name}
            </Text>
          </DataField>
          <DataField label={t('offers.fields.monthlyPrice')}>{formatMoney(proposal.monthly_price)}</DataField>
          <DataField
            label={t('offers.compare.total', { months: t('offers.values.months', { count: tender.contract_months }) })}
          >
            {formatMoney(proposal.total_cost)}
          </DataField>
        </DataList>
        {!cheapest || missed.length ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
            <Stack gap={4}>
              {!cheapest ? <Text size="sm">{t('offers.award.notCheapest')}</Text> : null}
              {missed.length ? (
                <Text size="sm">{t('offers.award.missed', { requirements: missed.join(', ') })}</Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('offers.award.consequences')}
        </Text>
        <Textarea
          label={t('offers.award.reason')}
          description={t('offers.award.reasonHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={award.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={award.isPending}>
            {t('offers.award.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
