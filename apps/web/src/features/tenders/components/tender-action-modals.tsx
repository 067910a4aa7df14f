import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea, type MantineColor } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClock, IconPencil, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { deadlineFarEnoughToPublish, formatLeadMinutes } from '@tt/contracts/tender-rules';
import {
  ZCancelTenderRequest,
  ZCompleteTenderRequest,
  ZUnsuccessfulTenderRequest,
  type TTender,
} from '@tt/contracts/tenders';
import { required } from '@tt/contracts/common';
import { AppDialog } from '../../../components/ui/app-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { isoToKyivWallTime, kyivDate, kyivToday, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import { showToast } from '../../../lib/toasts';
import { useNow } from '../../../lib/use-now';
import { useCancelTender } from '../api/cancel-tender';
import { useCompleteTender } from '../api/complete-tender';
import { useDeclareUnsuccessful } from '../api/declare-unsuccessful';
import { useExtendTender } from '../api/extend-tender';
import { usePublishTender } from '../api/publish-tender';
import { KyivDateTimePicker } from '../../../components/ui/kyiv-date-time-picker';
import type { TenderFormLocationState } from './use-tender-form-flow';
import '../../../i18n/uk-tenders';

interface ActionModalProps {
  tender: TTender;
  opened: boolean;
  onClose: () => void;
}

interface Done {
  summary: string;
  detail: string;
}

interface SendCallbacks {
  onSuccess: (updated: TTender) => void;
  onError: (error: unknown) => void;
}

/** The frame of every tender action: the form is rebuilt on each opening, from the tender as it is now. */
function ActionDialog({
  title,
  opened,
  onClose,
  children,
}: Omit<ActionModalProps, 'tender'> & { title: string; children: ReactNode }) {
  return (
    <AppDialog title={title} opened={opened} onClose={onClose}>
      {opened ? children : null}
    </AppDialog>
  );
}

/**
 * What happens after sending, the same for every action: a success toast and the dialog
 * closes; server messages for the form's fields go next to them, the rest above the form.
 */
function useActionResult(fields: readonly string[], onClose: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const callbacks = (setErrors: (errors: Record<string, string>) => void, done: (updated: TTender) => Done) => {
    setMessage(null);
    return {
      onSuccess: (updated: TTender) => {
        showToast({ severity: 'success', ...done(updated) });
        onClose();
      },
      onError: (error: unknown) => {
        const parsed = serverFormError(error, fields);
        setErrors(parsed.fields);
        setMessage(parsed.message);
      },
    } satisfies SendCallbacks;
  };
  return { message, callbacks };
}

function ActionFooter({
  onClose,
  pending,
  keepLabel,
  submitLabel,
  color,
}: {
  onClose: () => void;
  pending: boolean;
  keepLabel: string;
  submitLabel: string;
  color?: MantineColor;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={pending}>
        {keepLabel}
      </Button>
      <Button type="submit" color={color} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

interface TextActionFormProps {
  tender: TTender;
  onClose: () => void;
  /** The one text field of the action, as the request names it. */
  field: 'reason' | 'note';
  /** The request's schema, so the dialog says what the server would. */
  schema: z.ZodType;
  required: boolean;
  text: string;
  label: string;
  placeholder: string;
  keepLabel: string;
  submitLabel: string;
  color?: MantineColor;
  pending: boolean;
  send: (value: string, callbacks: SendCallbacks) => void;
  done: (updated: TTender) => Done;
}

/** An action that needs one text from the person: a reason (cancel, unsuccessful) or a note (complete). */
function TextActionForm(props: TextActionFormProps) {
  const { tender, onClose, field, schema, label } = props;
  const result = useActionResult([field], onClose);
  const form = useForm({
    initialValues: { value: '' },
    validate: ({ value }) => {
      if (props.required && !value.trim()) return { value: required(label) };
      const errors = contractValidate(schema)({ [field]: value, version: tender.version });
      return errors[field] ? { value: errors[field] } : {};
    },
  });

  const submit = form.onSubmit(({ value }) =>
    props.send(
      value.trim(),
      result.callbacks((errors) => form.setErrors(errors[field] ? { value: errors[field] } : {}), props.done),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={result.message} />
        <Text size="sm">{props.text}</Text>
        <Textarea
          label={label}
          placeholder={props.placeholder}
          required={props.required}
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
          {...form.getInputProps('value')}
        />
        <ActionFooter
          onClose={onClose}
          pending={props.pending}
          keepLabel={props.keepLabel}
          submitLabel={props.submitLabel}
          color={props.color}
        />
      </Stack>
    </form>
  );
}

/** Publishing from the card: a toast with the number; the server's refusals go to the error toast. */
export function usePublishFromCard(tender: TTender) {
  const { t } = useTranslation();
  const publish = usePublishTender();
  const send = () =>
    publish.mutate(
      { id: tender.id, version: tender.version },
      {
        onSuccess: (updated) =>
          showToast({
            severity: 'success',
            summary: t('tenders.publishConfirm.done'),
            detail: t('tenders.publishConfirm.doneText', { number: updated.number }),
          }),
      },
    );
  return { send, pending: publish.isPending };
}

/**
 * «Опублікувати» on the card. It names the deadline providers will have; when that deadline is
 * nearer than the server's publishing lead (`lead`, GET /api/tenders/rules) it does not offer
 * publishing at all but says why and leads to the deadline field of the edit form. Unknown lead:
 * the server decides.
 */
export function PublishTenderModal({
  tender,
  opened,
  onClose,
  lead,
  onPublish,
}: ActionModalProps & { lead: number | undefined; onPublish: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const deadline = formatDateTime(tender.offers_deadline);
  const tooNear = lead !== undefined && !deadlineFarEnoughToPublish(tender.offers_deadline, lead, now);
  if (tooNear) {
    const toDeadline: TenderFormLocationState = { focus: 'offers_deadline' };
    return (
      <ActionDialog title={t('tenders.publishConfirm.tooNearTitle')} opened={opened} onClose={onClose}>
        <Stack gap="md">
          <Text size="sm">{t('tenders.publishConfirm.tooNearText', { deadline, lead: formatLeadMinutes(lead) })}</Text>
          {tender.abilities.edit ? null : <Text size="sm">{t('tenders.publishConfirm.tooNearNoEdit')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {tender.abilities.edit ? (
              <Button
                component={Link}
                to={`/tenders/${tender.id}/edit`}
                state={toDeadline}
                leftSection={<IconPencil size={16} />}
                data-autofocus
              >
                {t('tenders.publishConfirm.changeDeadline')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </ActionDialog>
    );
  }
  return (
    <PublishConfirmDialog opened={opened} onClose={onClose} deadline={tender.offers_deadline} onPublish={onPublish} />
  );
}

/**
 * «Опублікувати тендер?»: what publishing does and until when offers will be taken. The card and
 * the form ask with it; `onPublish` runs after the dialog has closed.
 */
export function PublishConfirmDialog({
  opened,
  onClose,
  deadline,
  onPublish,
}: Omit<ActionModalProps, 'tender'> & { deadline: string | null; onPublish: () => void }) {
  const { t } = useTranslation();
  const confirm = () => {
    onClose();
    onPublish();
  };
  return (
    <ActionDialog title={t('tenders.publishConfirm.title')} opened={opened} onClose={onClose}>
      <Stack gap="md">
        <Text size="sm">
          {deadline
            ? t('tenders.publishConfirm.text', { deadline: formatDateTime(deadline) })
            : t('tenders.publishConfirm.textNoDeadline')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} leftSection={<IconSend size={16} />}>
            {t('tenders.publishConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </ActionDialog>
  );
}

/** A new deadline may not be before the current one's Kyiv day, nor before today. */
function earliestExtension(deadline: string): string {
  const today = kyivToday();
  const current = kyivDate(new Date(deadline));
  return current > today ? current : today;
}

/** «Продовжити термін»: a later deadline (Kyiv time) and an optional reason. */
export function ExtendDeadlineModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog title={t('tenders.extend.title')} opened={opened} onClose={onClose}>
      <ExtendDeadlineForm tender={tender} onClose={onClose} />
    </ActionDialog>
  );
}

function ExtendDeadlineForm({ tender, onClose }: Omit<ActionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const extend = useExtendTender();
  const result = useActionResult(['offers_deadline', 'reason'], onClose);
  const form = useForm({
    initialValues: { offers_deadline: isoToKyivWallTime(tender.offers_deadline), reason: '' },
    validate: {
      offers_deadline: (value) => {
        const iso = kyivWallTimeToIso(value);
        if (!iso) return required(t('tenders.extend.newDeadline'));
        return Date.parse(iso) <= Date.parse(tender.offers_deadline) ? t('tenders.extend.mustBeLater') : null;
      },
      reason: (value) => (value.length > 2000 ? `${t('tenders.extend.reason')}: ≤ 2000` : null),
    },
  });

  const submit = form.onSubmit((values) =>
    extend.mutate(
      {
        id: tender.id,
        body: {
          offers_deadline: kyivWallTimeToIso(values.offers_deadline)!,
          reason: values.reason.trim(),
          version: tender.version,
        },
      },
      result.callbacks(form.setErrors, (updated) => ({
        summary: t('tenders.extend.done'),
        detail: t('tenders.extend.doneText', {
          number: updated.number,
          deadline: formatDateTime(updated.offers_deadline),
        }),
      })),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={result.message} />
        <Text size="sm" c="dimmed">
          {t('tenders.extend.current', { deadline: formatDateTime(tender.offers_deadline) })}
        </Text>
        <KyivDateTimePicker
          label={t('tenders.extend.newDeadline')}
          description={t('tenders.hints.deadline')}
          required
          leftSection={<IconClock size={16} />}
          minDate={earliestExtension(tender.offers_deadline)}
          data-autofocus
          {...form.getInputProps('offers_deadline')}
          value={form.values.offers_deadline}
          onChange={(value) => form.setFieldValue('offers_deadline', value ?? '')}
        />
        <Textarea
          label={t('tenders.extend.reason')}
          placeholder={t('tenders.extend.reasonPlaceholder')}
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('reason')}
        />
        <ActionFooter
          onClose={onClose}
          pending={extend.isPending}
          keepLabel={t('common.cancel')}
          submitLabel={t('tenders.extend.submit')}
        />
      </Stack>
    </form>
  );
}

/** «Скасувати тендер»: the reason is required and is shown on the card afterwards. */
export function CancelTenderModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  const cancel = useCancelTender();
  return (
    <ActionDialog title={t('tenders.cancel.title')} opened={opened} onClose={onClose}>
      <TextActionForm
        tender={tender}
        onClose={onClose}
        field="reason"
        schema={ZCancelTenderRequest}
        required
        text={t('tenders.cancel.text')}
        label={t('tenders.cancel.reason')}
        placeholder={t('tenders.cancel.reasonPlaceholder')}
        keepLabel={t('tenders.cancel.keep')}
        submitLabel={t('tenders.cancel.submit')}
        color="red"
        pending={cancel.isPending}
        send={(reason, callbacks) =>
          cancel.mutate({ id: tender.id, body: { reason, version: tender.version } }, callbacks)
        }
        done={(updated) => ({
          summary: t('tenders.cancel.done'),
          detail: t('tenders.cancel.doneText', { number: updated.number }),
        })}
      />
    </ActionDialog>
  );
}

/** «Визнати таким, що не відбувся»: evaluation ends without a winner; the reason goes to the card and to bidders. */
export function UnsuccessfulTenderModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  const declare = useDeclareUnsuccessful();
  return (
    <ActionDialog title={t('tenders.unsuccessful.title')} opened={opened} onClose={onClose}>
      <TextActionForm
        tender={tender}
        onClose={onClose}
        field="reason"
        schema={ZUnsuccessfulTenderRequest}
        required
        text={t('tenders.unsuccessful.text')}
        label={t('tenders.unsuccessful.reason')}
        placeholder={t('tenders.unsuccessful.reasonPlaceholder')}
        keepLabel={t('common.cancel')}
        submitLabel={t('tenders.unsuccessful.submit')}
        color="grape"
        pending={declare.isPending}
        send={(reason, callbacks) =>
          declare.mutate({ id: tender.id, body: { reason, version: tender.version } }, callbacks)
        }
        done={(updated) => ({
          summary: t('tenders.unsuccessful.done'),
          detail: t('tenders.unsuccessful.doneText', { number: updated.number }),
        })}
      />
    </ActionDialog>
  );
}

/** «Завершити»: the contract is signed or the channel connected; an optional note goes to the history. */
export function CompleteTenderModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  const complete = useCompleteTender();
  return (
    <ActionDialog title={t('tenders.complete.title')} opened={opened} onClose={onClose}>
      <TextActionForm
        tender={tender}
        onClose={onClose}
        field="note"
        schema={ZCompleteTenderRequest}
        required={false}
        text={t('tenders.complete.text')}
        label={t('tenders.complete.note')}
        placeholder={t('tenders.complete.notePlaceholder')}
        keepLabel={t('common.cancel')}
        submitLabel={t('tenders.complete.submit')}
        color="green"
        pending={complete.isPending}
        send={(note, callbacks) =>
          complete.mutate({ id: tender.id, body: { note, version: tender.version } }, callbacks)
        }
        done={(updated) => ({
          summary: t('tenders.complete.done'),
          detail: t('tenders.complete.doneText', { number: updated.number }),
        })}
      />
    </ActionDialog>
  );
}
