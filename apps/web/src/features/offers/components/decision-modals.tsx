import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLot } from '@tt/contracts/lots';
import { ZLotUnsuccessfulRequest, ZTechnicalScoreRequest, type TTender } from '@tt/contracts/tenders';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { WholeNumberInput } from '../../../components/ui/unit-inputs';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { showToast } from '../../../lib/toasts';
import { useDeclareLotUnsuccessful } from '../api/award-tender';
import { useScoreTechnically } from '../api/score-technically';
import type { TProposal } from './comparison-rows';
import { isVersionConflict } from './offer-errors';
import '../../../i18n/uk-offers';

const TEXT_MAX = 2000;

/**
 * What a refused decision shows: a changed tender is read again and said so above the form; the
 * server's word on a field stands under it, the rest above the form.
 */
function useRefusal<F extends string>(
  tenderId: number,
  fields: readonly F[],
  setErrors: (e: Record<string, string>) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const refused = (error: unknown) => {
    if (isVersionConflict(error)) {
      // Someone decided or scored meanwhile: the comparison is read again before anyone retries.
      void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) });
      setMessage(t('offers.award.conflict'));
      return;
    }
    const parsed = serverFormError(error, fields);
    setErrors(parsed.fields);
    setMessage(parsed.message);
  };
  return { message, clear: () => setMessage(null), refused };
}

interface TechnicalScoreModalProps {
  tender: TTender;
  /** The offer to score; the modal is closed while null. */
  proposal: TProposal | null;
  onClose: () => void;
}

/** «Технічна оцінка»: the bank's whole score of 0–100 for an offer, with a written justification. */
export function TechnicalScoreModal({ tender, proposal, onClose }: TechnicalScoreModalProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={proposal !== null} onClose={onClose} title={t('offers.technical.title')} size="md">
      {proposal ? <TechnicalScoreForm tender={tender} proposal={proposal} onClose={onClose} /> : null}
    </AppDialog>
  );
}

interface ScoreValues {
  score: number | string;
  note: string;
}

function TechnicalScoreForm({
  tender,
  proposal,
  onClose,
}: {
  tender: TTender;
  proposal: TProposal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const score = useScoreTechnically();
  const toBody = (values: ScoreValues) => ({
    score: values.score === '' ? undefined : values.score,
    note: values.note,
    version: tender.version,
  });
  const form = useForm<ScoreValues>({
    // A score already given is changed, not typed again.
    initialValues: { score: proposal.technical_score ?? '', note: proposal.technical_note ?? '' },
    validate: contractValidate(ZTechnicalScoreRequest, toBody),
  });
  const refusal = useRefusal(tender.id, ['score', 'note'] as const, form.setErrors);
  const organization = proposal.organization.name;

  const send = form.onSubmit((values) => {
    refusal.clear();
    const body = ZTechnicalScoreRequest.parse(toBody(values));
    score.mutate(
      { offerId: proposal.id, body },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            summary: t('offers.technical.done'),
            detail: t('offers.technical.doneText', { organization, score: body.score }),
          });
          onClose();
        },
        onError: refusal.refused,
      },
    );
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('offers.technical.failed')} message={refusal.message} />
        <Text size="sm">
          {t('offers.technical.text', { organization, weight: tender.evaluation.weights?.technical ?? 0 })}
        </Text>
        <WholeNumberInput
          label={t('offers.technical.score')}
          description={t('offers.technical.scoreHint')}
          required
          min={0}
          max={100}
          unit={t('offers.technical.scoreUnit')}
          unitWidth={56}
          data-autofocus
          {...form.getInputProps('score')}
        />
        <Textarea
          label={t('offers.technical.note')}
          description={t('offers.technical.noteHint')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TEXT_MAX}
          {...form.getInputProps('note')}
        />
        <DialogActions onCancel={onClose} label={t('offers.technical.confirm')} loading={score.isPending} />
      </Stack>
    </form>
  );
}

interface LotUnsuccessfulModalProps {
  tender: TTender;
  /** The lot to declare; the modal is closed while null. */
  lot: TLot | null;
  onClose: () => void;
}

/** «Визнати лот таким, що не відбувся»: the lot ends without a winner, for a stated reason. */
export function LotUnsuccessfulModal({ tender, lot, onClose }: LotUnsuccessfulModalProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={lot !== null}
      onClose={onClose}
      title={lot ? t('offers.lotUnsuccessful.title', { position: lot.position }) : ''}
      size="md"
    >
      {lot ? <LotUnsuccessfulForm tender={tender} lot={lot} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function LotUnsuccessfulForm({ tender, lot, onClose }: { tender: TTender; lot: TLot; onClose: () => void }) {
  const { t } = useTranslation();
  const declare = useDeclareLotUnsuccessful();
  const toBody = (values: { reason: string }) => ({ reason: values.reason, version: tender.version });
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractValidate(ZLotUnsuccessfulRequest, toBody),
  });
  const refusal = useRefusal(tender.id, ['reason'] as const, form.setErrors);

  const send = form.onSubmit((values) => {
    refusal.clear();
    declare.mutate(
      { tenderId: tender.id, lotId: lot.id, body: ZLotUnsuccessfulRequest.parse(toBody(values)) },
      {
        onSuccess: (updated) => {
          showToast({
            severity: 'success',
            summary: t('offers.lotUnsuccessful.done'),
            detail: t('offers.lotUnsuccessful.doneText', { number: updated.number, position: lot.position }),
          });
          onClose();
        },
        onError: refusal.refused,
      },
    );
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('offers.lotUnsuccessful.failed')} message={refusal.message} />
        <Text size="sm">{t('offers.lotUnsuccessful.text', { position: lot.position, branch: lot.branch_name })}</Text>
        <Textarea
          label={t('offers.lotUnsuccessful.reason')}
          description={t('offers.lotUnsuccessful.reasonHint')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TEXT_MAX}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <DialogActions
          onCancel={onClose}
          label={t('offers.lotUnsuccessful.confirm')}
          color="red"
          loading={declare.isPending}
        />
      </Stack>
    </form>
  );
}
