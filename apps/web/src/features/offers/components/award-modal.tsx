import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DataList, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_LABELS, type TLotComparison } from '@tt/contracts/offers';
import { awardReasonError, type TTender } from '@tt/contracts/tenders';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DataField } from '../../../components/ui/data-field';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useAwardTender } from '../api/award-tender';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { formatPoints, type TProposal } from './comparison-rows';
import { isVersionConflict } from './offer-errors';
import '../../../i18n/uk-offers';

const REASON_MAX = 2000;

/** The offer to award and the lot it would win (a single-site tender's one lot). */
export interface AwardTarget {
  proposal: TProposal;
  lot: TLotComparison;
}

interface AwardModalProps {
  tender: TTender;
  /** What to award; the modal is closed while null. */
  target: AwardTarget | null;
  onClose: () => void;
}

/**
 * «Обрати переможцем» (of the tender, or of one of its several lots): names the provider, the
 * lot and the cost, says why a reason is required when the offer misses requirements or is not
 * ranked first (the server requires it then too), then awards.
 */
export function AwardModal({ tender, target, onClose }: AwardModalProps) {
  const { t } = useTranslation();
  const several = tender.lots.length > 1;
  return (
    <AppDialog
      opened={target !== null}
      onClose={onClose}
      title={
        several && target ? t('offers.award.lotTitle', { position: target.lot.position }) : t('offers.award.title')
      }
    >
      {/* Rebuilt on every opening, so a previous reason or error does not linger. */}
      {target ? <AwardForm tender={tender} target={target} several={several} onClose={onClose} /> : null}
    </AppDialog>
  );
}

interface AwardFormProps {
  tender: TTender;
  target: AwardTarget;
  several: boolean;
  onClose: () => void;
}

function AwardForm({ tender, target, several, onClose }: AwardFormProps) {
  const { t } = useTranslation();
  const award = useAwardTender();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { proposal, lot } = target;
  const site = tender.lots.find((l) => l.id === lot.lot_id);
  // As the server judged it in the comparison; the server checks it again on award.
  const unmet = proposal.unmet_requirements;
  const missed = unmet.map((key) => REQUIREMENT_LABELS[key].toLowerCase());
  // Why a reason is required, in the contract's words; null when it may stay empty.
  const why = awardReasonError('', unmet, proposal.rank);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const missing = awardReasonError(reason, unmet, proposal.rank);
    setReasonError(missing);
    if (missing) {
      reasonRef.current?.focus();
      return;
    }
    award.mutate(
      {
        tenderId: tender.id,
        lotId: several ? lot.lot_id : undefined,
        body: { offer_id: proposal.id, reason: reason.trim(), version: tender.version },
      },
      {
        onSuccess: (updated) => {
          const organization = proposal.organization.name;
          showToast(
            several
              ? {
                  severity: 'success',
                  summary: t('offers.award.lotDone'),
                  detail: t('offers.award.lotDoneText', {
                    number: updated.number,
                    position: lot.position,
                    organization,
                  }),
                }
              : {
                  severity: 'success',
                  summary: t('offers.award.done'),
                  detail: t('offers.award.doneText', { number: updated.number, organization }),
                },
          );
          onClose();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            // The tender changed meanwhile (e.g. cancelled): load it again before anyone retries.
            void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
            setMessage(t('offers.award.conflict'));
            return;
          }
          // offer_id: e.g. a technical score still missing on the lot; said above the form.
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
          {several
            ? t('offers.award.lotText', {
                number: tender.number,
                position: lot.position,
                branch: site?.branch_name ?? '',
                organization: proposal.organization.name,
              })
            : t('offers.award.text', { number: tender.number, organization: proposal.organization.name })}
        </Text>
        <DataList labelWidth={220}>
          <DataField label={t('offers.list.provider')}>
            <Text fw={600} inherit>
              {proposal.organization.name}
            </Text>
          </DataField>
          {several ? (
            <DataField label={t('offers.award.lot')}>
              {t('offers.lots.heading', { position: lot.position, branch: site?.branch_name ?? '' })}
            </DataField>
          ) : null}
          {several || proposal.rank !== 1 ? (
            <DataField label={t('offers.award.rank')}>
              {proposal.rank === null
                ? t('offers.compare.outOfRanking')
                : t('offers.compare.rank', { rank: proposal.rank })}
            </DataField>
          ) : null}
          {proposal.score !== null ? (
            <DataField label={t('offers.compare.score')}>{formatPoints(proposal.score)}</DataField>
          ) : null}
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
              <Text size="sm">{why}.</Text>
            </Stack>
          </Alert>
        ) : why ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('offers.award.notFirstTitle')}
            role="note"
          >
            <Text size="sm">{why}.</Text>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {several ? t('offers.award.lotConsequences') : t('offers.award.consequences')}
        </Text>
        <Textarea
          ref={reasonRef}
          label={t('offers.award.reason')}
          description={
            missed.length
              ? t('offers.award.reasonRequiredHint')
              : why
                ? t('offers.award.reasonNotFirstHint')
                : t('offers.award.reasonHint')
          }
          required={why !== null}
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
