import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DataList, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_LABELS, type TProposal } from '@tt/contracts/offers';
import { awardReasonError, type TTender } from '@tt/contracts/tenders';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DataField } from '../../../components/ui/data-field';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useAwardTender } from '../api/award-tender';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { isVersionConflict } from './offer-errors';
import '../../../i18n/uk-offers';

const REASON_MAX = 2000;

interface AwardModalProps {
  tender: TTender;
  /** The offer to award; the modal is closed while null. */
  proposal: TProposal | null;
  /**
   * The best total cost among the compliant offers (the comparison's `best.total_cost`): choosing
   * another compliant offer deserves a reason.
   */
  bestTotalIds: readonly number[];
  onClose: () => void;
}

/**
 * «Обрати переможцем»: names the provider and the cost, warns when the offer is not the best
 * compliant one or misses requirements (then a reason is required, as the server requires it),
 * then awards.
 */
export function AwardModal({ tender, proposal, bestTotalIds, onClose }: AwardModalProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={proposal !== null} onClose={onClose} title={t('offers.award.title')}>
      {/* Rebuilt on every opening, so a previous reason or error does not linger. */}
      {proposal ? (
        <AwardForm
          tender={tender}
          proposal={proposal}
          // A compliant offer that another compliant one beats on total cost.
          notCheapest={proposal.compliant && bestTotalIds.length > 0 && !bestTotalIds.includes(proposal.id)}
          onClose={onClose}
        />
      ) : null}
    </AppDialog>
  );
}

interface AwardFormProps {
  tender: TTender;
  proposal: TProposal;
  notCheapest: boolean;
  onClose: () => void;
}

function AwardForm({ tender, proposal, notCheapest, onClose }: AwardFormProps) {
  const { t } = useTranslation();
  const award = useAwardTender();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // As the server judged it in the comparison; the server checks it again on award.
  const unmet = proposal.unmet_requirements;
  const missed = unmet.map((key) => REQUIREMENT_LABELS[key].toLowerCase());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const missing = awardReasonError(reason, unmet);
    setReasonError(missing);
    if (missing) {
      reasonRef.current?.focus();
      return;
    }
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
          setMessage(parsed.message);
          if (parsed.fields.reason) {
            setReasonError(parsed.fields.reason);
            reasonRef.current?.focus();
          }
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
        {missed.length ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('offers.award.missedTitle')}
            role="note"
          >
            <Stack gap={4}>
              <Text size="sm">{t('offers.award.missed', { requirements: missed.join(', ') })}</Text>
              <Text size="sm">{t('offers.award.missedReason')}</Text>
            </Stack>
          </Alert>
        ) : notCheapest ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
            <Text size="sm">{t('offers.award.notCheapest')}</Text>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('offers.award.consequences')}
        </Text>
        <Textarea
          ref={reasonRef}
          label={t('offers.award.reason')}
          description={missed.length ? t('offers.award.reasonRequiredHint') : t('offers.award.reasonHint')}
          required={missed.length > 0}
          error={reasonError}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (reasonError) setReasonError(null);
          }}
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
