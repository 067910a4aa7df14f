import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CRITERIA, evaluationText, type TCriterion, type TEvaluationRead } from '@tt/contracts/evaluation';
import { kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import {
  deadlineFarEnoughToPublish,
  deadlineTooSoonMessage,
  republishDeadlineTooSoonMessage,
} from '@tt/contracts/tender-rules';
import type { TTender } from '@tt/contracts/tenders';
import { tenderDocumentsUploadUrl } from '../../../components/documents/document-api';
import { usePendingUploads } from '../../../components/documents/use-pending-uploads';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { useCan, useSession } from '../../../lib/use-session';
import { useCreateTender } from '../api/create-tender';
import { usePublishLead } from '../api/get-tender-rules';
import { usePublishTender } from '../api/publish-tender';
import { useUpdateTender } from '../api/update-tender';
import {
  EDITABLE_WHEN_PUBLISHED,
  EMPTY_TENDER_FORM,
  formFieldOfPath,
  formValuesToPayload,
  tenderFormFields,
  tenderToFormValues,
  validateTenderForm,
  type EvaluationFormValues,
  type TenderFormField,
  type TenderFormValues,
} from './tender-form-values';
import { useLotImport } from './use-lot-import';
import { useTenderLots } from './use-tender-lots';
import '../../../i18n/uk-tenders';

type SubmitKind = 'save' | 'publish';

/** The evaluation the form holds differs from the one the tender states (a weight not typed yet counts as changed). */
function evaluationChanged(values: EvaluationFormValues, stated: TEvaluationRead): boolean {
  if (values.method !== stated.method) return true;
  return (
    values.method === 'weighted' && CRITERIA.some((c) => String(values.weights[c]) !== String(stated.weights?.[c]))
  );
}

/** Where the card sends someone to change the deadline (the publish dialog's «Змінити термін»). */
export interface TenderFormLocationState {
  focus?: 'offers_deadline';
}

/** The draft was saved, but some files chosen in the form did not reach the server. */
export interface FilesFailure {
  id: number;
  number: string;
  /** Publication was asked for and has not happened. */
  publishing: boolean;
}

/**
 * What the tender form does: save (create or update), send the files chosen in a new tender's
 * form once it exists, save and publish after a confirmation, check the publishing lead the
 * server configures before asking it, explain a refusal, and which fields a published tender
 * still lets change. A published tender's new evaluation is a new publication (ADR 0038): the
 * deadline may move with it, the lead applies again, and it is saved only after a confirmation.
 */
export function useTenderFormFlow(tender: TTender | undefined) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { bankUser } = useSession();
  const canPublishNew = useCan('tender.publish');
  const canAddDocuments = useCan('tender.edit');
  const descriptionLabelId = useId();

  // The tender as last saved here: after "create" succeeds but "publish" fails, further saves edit it.
  const [saved, setSaved] = useState<TTender | undefined>(tender);
  const [failure, setFailure] = useState<{ message: string | null; conflict: boolean; publishing?: boolean } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState<SubmitKind | null>(null);
  const [filesFailure, setFilesFailure] = useState<FilesFailure | null>(null);
  // «Опублікувати тендер?» is open, for the deadline the form holds.
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  // «Опублікувати тендер повторно?» is open, for the evaluation and deadline the form holds.
  const [confirmingRepublish, setConfirmingRepublish] = useState(false);

  const create = useCreateTender();
  const update = useUpdateTender();
  const publish = usePublishTender();
  // A new tender's files wait here until it is saved; an existing one's go up at once (DocumentPanel).
  const uploads = usePendingUploads();
  const withPendingDocuments = !tender && canAddDocuments;

  const published = saved?.status === 'published';
  const withBudget = bankUser;
  const form = useForm<TenderFormValues>({
    initialValues: tender ? tenderToFormValues(tender) : EMPTY_TENDER_FORM,
    validate: (values) => validateTenderForm(values, withBudget),
  });
  /** Saving these values republishes the tender: its evaluation changes after publication. */
  const republishes = (values: TenderFormValues) =>
    published && saved !== undefined && evaluationChanged(values.evaluation, saved.evaluation);
  const republishing = republishes(form.values);
  // The deadline of a published tender moves by extension, where no lead applies, or with a
  // new evaluation, where it does.
  const lead = usePublishLead(!published || republishing);

  // The deadline opens with a new evaluation, and stays open while it differs, so it can be put back.
  const deadlineMoved =
    published && Date.parse(kyivWallTimeToIso(form.values.offers_deadline) ?? '') !== Date.parse(saved.offers_deadline);
  const locked = (field: TenderFormField) =>
    published &&
    !EDITABLE_WHEN_PUBLISHED.includes(field) &&
    !(field === 'offers_deadline' && (republishing || deadlineMoved));
  const leave = useLeaveGuard(() => form.isDirty() || uploads.hasUnsent);
  const lots = useTenderLots(form);
  const lotImport = useLotImport({
    filled: lots.filled,
    count: lots.count,
    replace: lots.replace,
    append: lots.append,
  });

  // Sent here by the card to change a deadline too near to publish: the deadline field, at once.
  const focusDeadline = (location.state as TenderFormLocationState | null)?.focus === 'offers_deadline';
  useEffect(() => {
    if (!focusDeadline) return;
    const frame = requestAnimationFrame(() => {
      const field = form.getInputNode('offers_deadline');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The deadline is closer than the server's publishing lead, by this browser's clock (false while the lead is unknown: the server decides). */
  const tooNearToPublish = (values: TenderFormValues): boolean => {
    const deadline = kyivWallTimeToIso(values.offers_deadline);
    return lead !== undefined && deadline !== null && !deadlineFarEnoughToPublish(deadline, lead, Date.now());
  };

  /** A shown "connection before the deadline" message goes as soon as a new deadline fixes it. */
  const changeDeadline = (value: string | null) => {
    form.setFieldValue('offers_deadline', value);
    for (const field of Object.keys(form.errors).filter((f) => /^(lots\.\d+\.)?connection_date$/.test(f))) {
      form.validateField(field);
    }
  };

  const showFirstError = (errors: Record<string, unknown>) =>
    focusFirstError(tenderFormFields(form.getValues()), errors, descriptionLabelId);

  const showServerError = (error: unknown) => {
    const fields = tenderFormFields(form.getValues());
    // The server names a lot's field `lots.3.bandwidth_mbps`, the evaluation as a whole `evaluation`.
    const parsed = serverFormError(error, [...fields, 'evaluation', 'evaluation.weights']);
    parsed.fields = Object.fromEntries(
      Object.entries(parsed.fields).map(([path, message]) => [formFieldOfPath(path) ?? path, message]),
    );
    if (parsed.code === 'version_conflict') {
      setFailure({ message: null, conflict: true });
      // The explanation is above the form; the person is at its buttons, at the bottom.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    form.setErrors(parsed.fields);
    setFailure({ message: parsed.message, conflict: false });
    if (Object.keys(parsed.fields).length) showFirstError(parsed.fields);
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const save = async (values: TenderFormValues): Promise<TTender> => {
    const body = formValuesToPayload(values, withBudget);
    if (saved) return update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } });
    return create.mutateAsync(body);
  };

  /**
   * Sends the files chosen before the tender existed; false when some did not arrive, which
   * keeps the person on the form with the failed files to retry (the draft is saved either way).
   */
  const sendPendingFiles = async (stored: TTender, kind: SubmitKind): Promise<boolean> => {
    if (!uploads.hasUnsent) return true;
    const allSent = await uploads.uploadAll(tenderDocumentsUploadUrl(stored.id));
    void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(stored.id) });
    void queryClient.invalidateQueries({ queryKey: tenderKeys.history(stored.id) });
    if (allSent) return true;
    setFilesFailure({ id: stored.id, number: stored.number, publishing: kind === 'publish' });
    // The draft exists now, whatever happened to the files (the notice at the files says what did).
    if (!saved) {
      showToast({
        severity: 'success',
        summary: t('tenders.form.created'),
        detail: t('tenders.form.createdText', { number: stored.number }),
      });
    }
    return false;
  };

  const run = async (kind: SubmitKind, values: TenderFormValues, { republish = false } = {}) => {
    setSubmitting(kind);
    setFailure(null);
    setFilesFailure(null);
    let stored: TTender;
    try {
      stored = await save(values);
      setSaved(stored);
    } catch (error) {
      showServerError(error);
      setSubmitting(null);
      return;
    }
    if (!(await sendPendingFiles(stored, kind))) {
      setSubmitting(null);
      return;
    }
    if (kind === 'publish') {
      try {
        stored = await publish.mutateAsync({ id: stored.id, version: stored.version, inlineErrors: true });
      } catch (error) {
        showServerError(error);
        const draftNumber = stored.number;
        setFailure((f) => {
          if (!f || f.conflict) return f;
          const note = tender ? null : t('tenders.form.publishedAfterSave', { number: draftNumber });
          return { ...f, publishing: true, message: [note, f.message].filter(Boolean).join('\n') || null };
        });
        setSubmitting(null);
        return;
      }
      showToast({
        severity: 'success',
        summary: t('tenders.publishConfirm.done'),
        detail: t('tenders.publishConfirm.doneText', { number: stored.number }),
      });
    } else if (republish) {
      showToast({
        severity: 'success',
        summary: t('tenders.evaluation.done'),
        detail: t('tenders.evaluation.doneText', { number: stored.number }),
      });
    } else {
      showToast({
        severity: 'success',
        summary: tender ? t('tenders.form.saved') : t('tenders.form.created'),
        detail: tender
          ? t('tenders.form.savedText', { number: stored.number })
          : t('tenders.form.createdText', { number: stored.number }),
      });
    }
    setSubmitting(null);
    leave.leaveSaved(`/tenders/${stored.id}`);
  };

  /** «Зберегти»: at once, or — for a new evaluation of a published tender — after the lead is checked and the person confirms. */
  const saveOrAskRepublish = (values: TenderFormValues) => {
    if (!republishes(values)) return void run('save', values);
    // Said at the field before anything is asked: the server would refuse it.
    if (tooNearToPublish(values)) {
      const errors = { offers_deadline: republishDeadlineTooSoonMessage(lead!) };
      form.setErrors(errors);
      showFirstError(errors);
      return;
    }
    setConfirmingRepublish(true);
  };

  // Built when the form is sent, so nothing of it (the clock) runs while rendering.
  const submitSave = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(saveOrAskRepublish, showFirstError)(event);

  const askPublish = () => {
    const result = form.validate();
    if (result.hasErrors) {
      showFirstError(result.errors);
      return;
    }
    // Said at the field before anything is asked: the server would refuse it.
    if (!published && tooNearToPublish(form.getValues())) {
      const errors = { offers_deadline: deadlineTooSoonMessage(lead!) };
      form.setErrors(errors);
      showFirstError(errors);
      return;
    }
    setConfirmingPublish(true);
  };

  /** The publish dialog of the form (TenderFormActions renders it). */
  const publishDialog = {
    opened: confirmingPublish,
    deadline: kyivWallTimeToIso(form.values.offers_deadline),
    close: () => setConfirmingPublish(false),
    confirm: () => void run('publish', form.getValues()),
  };

  /** The form's «Опублікувати тендер повторно?» (TenderEvaluationSection renders it): the old and new method in words. */
  const { method, weights } = form.values.evaluation;
  const republishDialog = {
    opened: confirmingRepublish,
    from: saved ? evaluationText(saved.evaluation) : '',
    to: evaluationText({
      method,
      weights:
        method === 'weighted'
          ? (Object.fromEntries(CRITERIA.map((c) => [c, Number(weights[c])])) as Record<TCriterion, number>)
          : null,
    }),
    deadline: kyivWallTimeToIso(form.values.offers_deadline),
    close: () => setConfirmingRepublish(false),
    confirm: () => {
      setConfirmingRepublish(false);
      void run('save', form.getValues(), { republish: true });
    },
  };

  // A saved tender carries the server's answer; a new one may be published by whoever may publish.
  const showPublish = saved ? saved.abilities.publish : canPublishNew;
  return {
    form,
    /** Asks before what was typed or chosen here and not saved is lost (render it). */
    leaveDialog: leave.dialog,
    saved,
    failure,
    submitting,
    published,
    republishing,
    withBudget,
    locked,
    lots,
    lotImport,
    lead,
    uploads,
    withPendingDocuments,
    filesFailure,
    changeDeadline,
    descriptionLabelId,
    submitSave,
    askPublish,
    publishDialog,
    republishDialog,
    showPublish,
    cancelTo: saved ? `/tenders/${saved.id}` : '/tenders',
  };
}
