import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZCancelTenderRequest, type TTender } from '@tt/contracts/tenders';
import { required } from '@tt/contracts/common';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { isoToKyivWallTime, kyivToday, kyivWallTimeToIso } from '../../../lib/kyiv-time';
import { showToast } from '../../../lib/toasts';
import { useCancelTender } from '../api/cancel-tender';
import { useExtendTender } from '../api/extend-tender';

interface ActionModalProps {
  tender: TTender;
  opened: boolean;
  onClose: () => void;
}

/** «Продовжити термін»: a later deadline (Kyiv time) and an optional reason. */
export function ExtendDeadlineModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tenders.extend.title')} size="lg" centered>
      {/* Rebuilt on every opening, so it starts from the tender's current deadline. */}
      {opened ? <ExtendDeadlineForm tender={tender} onClose={onClose} /> : null}
    </Modal>
  );
}

function ExtendDeadlineForm({ tender, onClose }: Omit<ActionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const extend = useExtendTender();
  const [message, setMessage] = useState<string | null>(null);
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

  const submit = form.onSubmit((values) => {
    setMessage(null);
    extend.mutate(
      {
        id: tender.id,
        body: {
          offers_deadline: kyivWallTimeToIso(values.offers_deadline)!,
          reason: values.reason.trim(),
          version: tender.version,
        },
      },
      {
        onSuccess: (updated) => {
          showToast({
            severity: 'success',
            summary: t('tenders.extend.done'),
            detail: t('tenders.extend.doneText', {
              number: updated.number,
              deadline: formatDateTime(updated.offers_deadline),
            }),
          });
          onClose();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['offers_deadline', 'reason']);
          form.setErrors(parsed.fields);
          setMessage(parsed.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={message} />
        <Text size="sm" c="dimmed">
          {t('tenders.extend.current', { deadline: formatDateTime(tender.offers_deadline) })}
        </Text>
        <DateTimePicker
          label={t('tenders.extend.newDeadline')}
          description={t('tenders.hints.deadline')}
          required
          valueFormat="DD.MM.YYYY HH:mm"
          leftSection={<IconClock size={16} />}
          minDate={kyivToday()}
          submitButtonProps={{ 'aria-label': t('common.confirm') }}
          data-autofocus
          {...form.getInputProps('offers_deadline')}
        />
        <Textarea
          label={t('tenders.extend.reason')}
          placeholder={t('tenders.extend.reasonPlaceholder')}
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={extend.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={extend.isPending}>
            {t('tenders.extend.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** «Скасувати тендер»: the reason is required and is shown on the card afterwards. */
export function CancelTenderModal({ tender, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tenders.cancel.title')} size="lg" centered>
      {opened ? <CancelTenderForm tender={tender} onClose={onClose} /> : null}
    </Modal>
  );
}

function CancelTenderForm({ tender, onClose }: Omit<ActionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const cancel = useCancelTender();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => {
      if (!values.reason.trim()) return { reason: required(t('tenders.cancel.reason')) };
      const result = ZCancelTenderRequest.safeParse({ reason: values.reason, version: tender.version });
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'reason');
      return issue ? { reason: issue.message } : {};
    },
  });

  const submit = form.onSubmit((values) => {
    setMessage(null);
    cancel.mutate(
      { id: tender.id, body: { reason: values.reason.trim(), version: tender.version } },
      {
        onSuccess: (updated) => {
          showToast({
            severity: 'success',
            summary: t('tenders.cancel.done'),
            detail: t('tenders.cancel.doneText', { number: updated.number }),
          });
          onClose();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['reason']);
          form.setErrors(parsed.fields);
          setMessage(parsed.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={message} />
        <Text size="sm">{t('tenders.cancel.text')}</Text>
        <Textarea
          label={t('tenders.cancel.reason')}
          placeholder={t('tenders.cancel.reasonPlaceholder')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('tenders.cancel.keep')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('tenders.cancel.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
