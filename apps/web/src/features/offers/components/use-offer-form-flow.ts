import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZOfferWrite, type TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { offerDocumentsUploadUrl } from '../../../components/documents/document-api';
import { usePendingUploads } from '../../../components/documents/use-pending-uploads';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { useDeadlinePhase } from '../../../lib/use-deadline-phase';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCreateOffer } from '../api/create-offer';
import { offerKeys } from '../api/offer-keys';
import { useSubmitOffer } from '../api/submit-offer';
import { useUpdateOffer } from '../api/update-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import type { SubmitTerms } from './confirm-submit';
import { closedReasonOf, existingOfferId, isVersionConflict, type OfferClosedReason } from './offer-errors';
import { fromKopiyky, kopiykyOf } from '@tt/contracts/money';
import {
  chosenLotIndexes,
  formFieldOf,
  formFieldOrder,
  formValuesToPayload,
  hasSeveralLots,
  newOfferValues,
  offerToFormValues,
  serverFieldNames,
  validateOfferForm,
  type OfferFormValues,
} from './offer-form-values';
import '../../../i18n/uk-offers';

type Busy = 'save' | 'submit' | 'withdraw';

/** Where the documents section is, to bring a file that failed to upload into view. */
export const OFFER_DOCUMENTS_ID = 'offer-documents';

/** Why the last save, submission or withdrawal failed, as the form shows it. */
export interface OfferFormFailure {
  message: string | null;
  conflict: boolean;
  title: string;
  /** The organisation's offer a colleague has just made (409 conflict). */
  existingId?: number | null;
}

interface OfferFormFlowOptions {
  tender: TTender;
  /** The offer being edited; absent when creating. */
  offer?: TOffer;
  /** The draft this form has just created (before it goes on to submit it). */
  onCreated?: (offer: TOffer) => void;
  /** The server no longer takes this offer: its deadline passed while the form was open. */
  closedByServer?: boolean;
}

/**
 * What the offer form does: save (create or update), upload the files chosen in the form to the
 * saved offer, save and submit after a confirmation, withdraw, and explain a refusal — a closed
 * tender, a version conflict, the server's field messages, a file that did not upload.
 */
export function useOfferFormFlow({ tender, offer, onCreated, closedByServer = false }: OfferFormFlowOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Files chosen in the form: held until the offer is saved, then sent to it.
  const uploads = usePendingUploads();
  // The offer as last saved here: after "create" succeeds but "submit" fails, further saves edit it.
  const [saved, setSaved] = useState<TOffer | undefined>(offer);
  const [failure, setFailure] = useState<OfferFormFailure | null>(null);
  const [refusedAs, setRefusedAs] = useState<OfferClosedReason | null>(null);
  // The deadline closes the form where it stands: what was typed stays in sight, read-only.
  const phase = useDeadlinePhase(tender.offers_deadline);
  const closed = refusedAs ?? (phase === 'passed' || closedByServer ? 'deadline' : null);
  const [busy, setBusy] = useState<Busy | null>(null);
  // The confirmation asked for: submitting these values (restated as terms), or withdrawing.
  const [confirming, setConfirming] = useState<'submit' | 'withdraw' | null>(null);
  const [toSubmit, setToSubmit] = useState<{ values: OfferFormValues; terms: SubmitTerms } | null>(null);

  const create = useCreateOffer();
  const update = useUpdateOffer();
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();

  const form = useForm<OfferFormValues>({
    initialValues: offer ? offerToFormValues(offer, tender) : newOfferValues(tender),
    validate: validateOfferForm,
  });
  const leave = useLeaveGuard(() => closed === null && (form.isDirty() || uploads.hasUnsent));
  const several = hasSeveralLots(tender);

  const status = saved?.status ?? 'draft';
  // A saved offer carries the server's answer; a new one is a draft the tender lets this user make.
  const may = saved?.abilities ?? { submit: true, withdraw: false, documents: true };

  const showFirstError = (errors: Record<string, unknown>) => focusFirstError(formFieldOrder(form.getValues()), errors);

  /**
   * `sent`: the form's index of each lot in the body the server refused (it names a lot by its
   * place there); the lots chosen now unless told.
   */
  const showServerError = (error: unknown, title: string, sent = chosenLotIndexes(form.getValues())) => {
    const reason = closedReasonOf(error);
    if (reason) {
      setRefusedAs(reason);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (isVersionConflict(error)) {
      setFailure({ message: null, conflict: true, title });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    const parsed = serverFormError(error, serverFieldNames(sent, several));
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(parsed.fields)) {
      const field = formFieldOf(name, sent, several);
      if (field && !fields[field]) fields[field] = message;
    }
    form.setErrors(fields);
    setFailure({ message: parsed.message, conflict: false, title, existingId: existingOfferId(error) });
    if (Object.keys(fields).length) showFirstError(fields);
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const store = async (values: OfferFormValues): Promise<TOffer> => {
    // What the contract makes of the typed values («99,9» → «99.900», trimmed comment): the server reads the same.
    const payload = formValuesToPayload(values);
    const parsed = ZOfferWrite.safeParse(payload);
    const body = parsed.success ? parsed.data : payload;
    if (saved) return update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } });
    return create.mutateAsync({ tenderId: tender.id, body });
  };

  const finish = (result: TOffer, summary: string, detail: string) => {
    showToast({ severity: 'success', summary, detail });
    // Saved (or withdrawn on purpose): leaving for the offer's card asks nothing.
    leave.leaveSaved(`/tenders/offers/${result.id}`);
  };

  /**
   * Sends the files waiting in the form to the offer just saved. False when one did not go: the
   * offer stays saved (not submitted), the file stays listed with the reason and a retry button.
   */
  const sendFiles = async (stored: TOffer): Promise<boolean> => {
    if (!uploads.items.length) return true;
    const sent = stored.abilities.documents ? await uploads.uploadAll(offerDocumentsUploadUrl(stored.id)) : false;
    // The documents come with the offer: its card and the lists that count them are stale now.
    void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    if (sent) return true;
    setFailure({ message: t('offers.form.filesFailedText'), conflict: false, title: t('offers.form.filesFailed') });
    requestAnimationFrame(() =>
      document.getElementById(OFFER_DOCUMENTS_ID)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
    return false;
  };

  const run = async (kind: 'save' | 'submit', values: OfferFormValues) => {
    setBusy(kind);
    setFailure(null);
    let stored: TOffer;
    try {
      const creating = !saved;
      stored = await store(values);
      setSaved(stored);
      if (creating) onCreated?.(stored);
    } catch (error) {
      showServerError(error, t('offers.form.saveFailed'), chosenLotIndexes(values));
      setBusy(null);
      return;
    }
    if (!(await sendFiles(stored))) {
      setBusy(null);
      return;
    }
    if (kind === 'save') {
      setBusy(null);
      if (stored.status === 'submitted') {
        finish(
          stored,
          t('offers.form.updated'),
          t('offers.form.updatedText', { date: formatDateTime(stored.submitted_at) }),
        );
      } else {
        finish(stored, t('offers.form.savedDraft'), t('offers.form.savedDraftText'));
      }
      return;
    }
    try {
      stored = await submit.mutateAsync({ id: stored.id, version: stored.version });
      setSaved(stored);
    } catch (error) {
      showServerError(error, t('offers.form.submitFailed'), chosenLotIndexes(values));
      setBusy(null);
      return;
    }
    setBusy(null);
    finish(
      stored,
      t('offers.submit.done'),
      t('offers.submit.doneText', { deadline: formatDateTime(tender.offers_deadline) }),
    );
  };

  // Built when the form is sent: its handlers reach the ref that tells a saved form's leaving.
  const onSave = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void run('save', values), showFirstError)(event);

  const onSubmitOffer = () => {
    const result = form.validate();
    if (result.hasErrors) {
      showFirstError(result.errors);
      return;
    }
    const values = form.getValues();
    // Valid values read as the contract reads them (money as the API writes it).
    const body = ZOfferWrite.parse(formValuesToPayload(values));
    // Several lots: what the whole offer commits to is the sum over its lots.
    const sum = (field: 'monthly_price' | 'installation_price') =>
      body[field] ?? fromKopiyky((body.lots ?? []).reduce((total, lot) => total + kopiykyOf(lot[field]), 0n));
    setToSubmit({
      values,
      terms: {
        monthly_price: sum('monthly_price'),
        installation_price: sum('installation_price'),
        lots: body.lots?.length,
        vat_included: body.vat_included,
        contract_months: body.contract_months,
        offers_deadline: tender.offers_deadline,
      },
    });
    setConfirming('submit');
  };

  const onConfirmSubmit = () => {
    setConfirming(null);
    if (toSubmit) void run('submit', toSubmit.values);
  };

  const onWithdraw = () => setConfirming('withdraw');

  const onConfirmWithdraw = () => {
    setConfirming(null);
    if (!saved) return;
    setBusy('withdraw');
    setFailure(null);
    withdraw.mutate(
      { id: saved.id, version: saved.version },
      {
        onSuccess: (result) => finish(result, t('offers.withdraw.done'), t('offers.withdraw.doneText')),
        onError: (error) => showServerError(error, t('offers.withdraw.failed')),
        onSettled: () => setBusy(null),
      },
    );
  };

  return {
    form,
    /** Asks before what was typed or chosen here, and could still be saved, is lost (render it). */
    leaveDialog: leave.dialog,
    several,
    uploads,
    saved,
    status,
    may,
    failure,
    closed,
    /** 15 or 5 while the deadline is that many minutes away or less, else null. */
    minutesLeft: phase === 15 || phase === 5 ? phase : null,
    busy,
    onSave,
    onSubmitOffer,
    onWithdraw,
    /** The confirmations: which one is open, what a submission would commit to, and their answers. */
    confirming,
    submitTerms: toSubmit?.terms ?? null,
    onConfirmSubmit,
    onConfirmWithdraw,
    onCancelConfirm: () => setConfirming(null),
    cancelTo: saved ? `/tenders/offers/${saved.id}` : `/tenders/${tender.id}`,
  };
}
