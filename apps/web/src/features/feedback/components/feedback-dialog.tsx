import { useId, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  DataList,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  useMatches,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_STATUS_LABELS, type TEmailStatus } from '@tt/contracts/emails';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TOPIC_LABELS,
  ZFeedbackReplyRequest,
  type TFeedbackMessage,
  type TFeedbackReply,
  type TFeedbackStatus,
} from '@tt/contracts/feedback';
import { Address } from '../../../components/ui/address';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DataField } from '../../../components/ui/data-field';
import { DialogClose } from '../../../components/ui/dialog-actions';
import { DialogLoadState } from '../../../components/ui/load-failed-alert';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorMessage } from '../../../lib/api-client';
import { contractValidate } from '../../../lib/contract-form';
import { formatDateTime } from '../../../lib/format';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useCan } from '../../../lib/use-session';
import { useFeedbackMessage, useReplyToFeedback, useSetFeedbackStatus } from '../api/feedback-admin';
import '../../../i18n/uk-feedback';

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABELS[s] }));
const breakable = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/** One message: who wrote and what, its state, the replies sent (with their letters' delivery) and a reply form. */
export function FeedbackDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The last message shown stays while the dialog fades out.
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);
  const query = useFeedbackMessage(shown);
  const data = query.data;
  return (
    <AppDialog
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={data ? t('feedback.admin.details.title', { name: data.name }) : t('feedback.admin.details.loading')}
    >
      {data ? (
        <Stack gap="lg">
          <MessageFacts message={data} />
          <Replies message={data} />
          <ReplyForm key={data.id} message={data} />
          <DialogClose onClose={onClose} />
        </Stack>
      ) : (
        <DialogLoadState
          query={query}
          loading={t('feedback.admin.details.loading')}
          failed={t('feedback.admin.details.loadFailed')}
        />
      )}
    </AppDialog>
  );
}

function MessageFacts({ message }: { message: TFeedbackMessage }) {
  const { t } = useTranslation();
  const labelWidth = useMatches({ base: 110, sm: 180 });
  const setStatus = useSetFeedbackStatus();
  return (
    <DataList labelWidth={labelWidth} gap="xs">
      <DataField label={t('feedback.admin.details.sender')}>
        <Text size="sm" style={breakable}>
          {message.name},{' '}
          <Anchor href={`mailto:${message.email}`}>
            <Address address={message.email} />
          </Anchor>
        </Text>
      </DataField>
      {message.user ? (
        <DataField label={t('feedback.admin.details.account')}>
          {[message.user.full_name, message.user.org_name].filter(Boolean).join(', ')}
        </DataField>
      ) : null}
      <DataField label={t('feedback.admin.details.sent')}>{formatDateTime(message.created_at)}</DataField>
      <DataField label={t('feedback.admin.details.topic')}>{FEEDBACK_TOPIC_LABELS[message.topic]}</DataField>
      <DataField label={t('feedback.admin.details.message')}>
        <Text size="sm" style={breakable}>
          {message.message}
        </Text>
      </DataField>
      <DataField label={t('feedback.admin.details.status')}>
        <Select
          aria-label={t('feedback.admin.details.status')}
          data={STATUS_OPTIONS}
          value={message.status}
          allowDeselect={false}
          disabled={setStatus.isPending}
          maw={260}
          onChange={(value) => {
            if (!value || value === message.status) return;
            setStatus.mutate(
              { id: message.id, status: value as TFeedbackStatus },
              {
                onSuccess: () =>
                  showToast({ severity: 'success', summary: t('feedback.admin.details.statusSaved'), detail: '' }),
                onError: (error) =>
                  showToast({
                    severity: 'error',
                    summary: t('feedback.admin.details.statusFailed'),
                    detail: errorMessage(error),
                  }),
              },
            );
          }}
        />
      </DataField>
    </DataList>
  );
}

function Replies({ message }: { message: TFeedbackMessage }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {t('feedback.admin.details.replies')}
      </Title>
      {message.replies.length ? (
        <Stack gap="sm">
          {message.replies.map((reply) => (
            <ReplyCard key={reply.id} reply={reply} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('feedback.admin.details.noReplies')}
        </Text>
      )}
    </section>
  );
}

const LETTER_COLORS: Record<TEmailStatus, string> = { queued: 'blue', sending: 'indigo', sent: 'green', failed: 'red' };

function ReplyCard({ reply }: { reply: TFeedbackReply }) {
  const { t } = useTranslation();
  const canReadLetters = useCan('emails.view');
  const status = reply.email_status as TEmailStatus | null;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="dimmed">
          {t('feedback.admin.details.replyBy', { name: reply.author.full_name, at: formatDateTime(reply.created_at) })}
        </Text>
        {status && status in LETTER_COLORS ? (
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('feedback.admin.details.letter')}:
            </Text>
            <Badge color={LETTER_COLORS[status]} variant="light" radius="sm" tt="none">
              {EMAIL_STATUS_LABELS[status]}
            </Badge>
          </Group>
        ) : null}
      </Group>
      <Text size="sm" style={breakable}>
        {reply.body}
      </Text>
      {reply.email_id && canReadLetters ? (
        <Anchor component={Link} to={`/admin/history/emails?letter=${reply.email_id}`} size="xs">
          {t('feedback.admin.details.openLetter')}
        </Anchor>
      ) : null}
    </Paper>
  );
}

const validateReply = contractValidate<{ body: string }>(ZFeedbackReplyRequest);

function ReplyForm({ message }: { message: TFeedbackMessage }) {
  const { t } = useTranslation();
  const reply = useReplyToFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { body: '' }, validate: validateReply });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        reply.mutate(
          { id: message.id, body: values.body },
          {
            onSuccess: () => {
              form.reset();
              showToast({ severity: 'success', summary: t('feedback.admin.details.sent_ok'), detail: '' });
            },
            onError: (error) => {
              const refused = serverFormError(error, ['body']);
              form.setErrors(refused.fields);
              setFailure(refused.message);
            },
          },
        );
      })}
    >
      <Stack gap="sm">
        <FormErrorAlert title={t('feedback.admin.details.replyFailed')} message={failure} />
        <Textarea
          label={t('feedback.admin.details.reply')}
          description={t('feedback.admin.details.replyHint', { email: message.email })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={10_000}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={reply.isPending}>
            {t('feedback.admin.details.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
