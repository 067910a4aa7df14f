import { useId, useState } from 'react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import type { TTender } from '@tt/contracts/tenders';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCan, useSession } from '../../../lib/use-session';
import { useCreateTender } from '../api/create-tender';
import { usePublishTender } from '../api/publish-tender';
import { useUpdateTender } from '../api/update-tender';
import {
  EDITABLE_WHEN_PUBLISHED,
  EMPTY_TENDER_FORM,
  TENDER_FORM_FIELDS,
  formValuesToPayload,
  tenderToFormValues,
  validateTenderForm,
  type TenderFormField,
  type TenderFormValues,
} from './tender-form-values';

type SubmitKind = 'save' | 'publish';

/**
 * What the tender form does: save (create or update), save and publish after a confirmation,
 * explain a refusal, and which fields a published tender still lets change.
 */
export function useTenderFormFlow(tender: TTender | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bankUser } = useSession();
  const canPublishNew = useCan('tender.publish');
  const descriptionLabelId = useId();

  // The tender as last saved here: after "create" succeeds but "publish" fails, further saves edit it.
  const [saved, setSaved] = useState<TTender | undefined>(tender);
  const [failure, setFailure] = useState<{ message: string | null; conflict: boolean; publishing?: boolean } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState<SubmitKind | null>(null);

  const create = useCreateTender();
  const update = useUpdateTender();
  const publish = usePublishTender();

  const published = saved?.status === 'published';
  const withBudget = bankUser;
  const form = useForm<TenderFormValues>({
    initialValues: tender ? tenderToFormValues(tender) : EMPTY_TENDER_FORM,
    validate: (values) => validateTenderForm(values, withBudget),
  });

  const locked = (field: TenderFormField) => published && !EDITABLE_WHEN_PUBLISHED.includes(field);

  /** A shown "connection before the deadline" message goes as soon as a new deadline fixes it. */
  const changeDeadline = (value: string | null) => {
    form.setFieldValue('offers_deadline', value);
    if (form.errors.connection_date) form.validateField('connection_date');
  };

  const showFirstError = (errors: Record<string, unknown>) =>
    focusFirstError(TENDER_FORM_FIELDS, errors, descriptionLabelId);

  const showServerError = (error: unknown) => {
    const parsed = serverFormError(error, TENDER_FORM_FIELDS);
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

  const run = async (kind: SubmitKind, values: TenderFormValues) => {
    setSubmitting(kind);
    setFailure(null);
    let stored: TTender;
    try {
      stored = await save(values);
      setSaved(stored);
    } catch (error) {
      showServerError(error);
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
    void navigate(`/tenders/${stored.id}`);
  };

  const submitSave = form.onSubmit((values) => void run('save', values), showFirstError);

  const askPublish = () => {
    const result = form.validate();
    if (result.hasErrors) {
      showFirstError(result.errors);
      return;
    }
    const deadline = kyivWallTimeToIso(form.getValues().offers_deadline);
    modals.openConfirmModal({
      title: t('tenders.publishConfirm.title'),
      children: (
        <Text size="sm">
          {deadline
            ? t('tenders.publishConfirm.text', { deadline: formatDateTime(deadline) })
            : t('tenders.publishConfirm.textNoDeadline')}
        </Text>
      ),
      labels: { confirm: t('tenders.publishConfirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () => void run('publish', form.getValues()),
    });
  };

  // A saved tender carries the server's answer; a new one may be published by whoever may publish.
  const showPublish = saved ? saved.abilities.publish : canPublishNew;
  return {
    form,
    saved,
    failure,
    submitting,
    published,
    withBudget,
    locked,
    changeDeadline,
    descriptionLabelId,
    submitSave,
    askPublish,
    showPublish,
    cancelTo: saved ? `/tenders/${saved.id}` : '/tenders',
  };
}
