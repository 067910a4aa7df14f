import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle, IconMessageQuestion, IconPencil, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZAnswerQuestionRequest, ZAskQuestionRequest, type TQuestion } from '@tt/contracts/questions';
import type { TTender } from '@tt/contracts/tenders';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorMessage } from '../../../lib/api-client';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCan, useSession } from '../../../lib/use-session';
import { useAnswerQuestion } from '../api/answer-question';
import { useAskQuestion } from '../api/ask-question';
import { useQuestions } from '../api/list-questions';
import { CardSection } from '../../../components/ui/card-section';
import { IconNote } from '../../../components/ui/icon-note';
import '../../../i18n/uk-questions';

const answerRules = contractValidate<{ answer: string }>(ZAnswerQuestionRequest);
const questionRules = contractValidate<{ question: string }>(ZAskQuestionRequest);

/**
 * Questions & answers of a tender. Providers with question.ask ask while the tender takes
 * offers; managers with question.answer answer and correct in place during the same time.
 */
export function TenderQuestions({ tender }: { tender: Pick<TTender, 'id' | 'status' | 'abilities'> }) {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  const questions = useQuestions(tender.id);
  const { ask: canAsk, answer: canAnswer } = tender.abilities;
  const asker = useCan('question.ask');
  const answerer = useCan('question.answer');
  const takesPart = asker || answerer;
  const unanswered = questions.data?.filter((q) => q.answer === null).length ?? 0;

  return (
    <CardSection
      title={t('questions.title')}
      extra={
        bankUser && unanswered > 0 ? (
          <Badge color="orange" variant="light" tt="none">
            {t('questions.unansweredCount', { count: unanswered })}
          </Badge>
        ) : null
      }
    >
      <Stack gap="md">
        {questions.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('questions.loading')} />
          </Center>
        ) : questions.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('questions.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(questions.error)}</Text>
              <Button size="xs" variant="default" onClick={() => void questions.refetch()}>
                {t('questions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : questions.data.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('questions.list')} style={{ listStyle: 'none' }}>
            {questions.data.map((q) => (
              <QuestionItem
                key={q.id}
                question={q}
                tenderId={tender.id}
                showOrganization={bankUser}
                canAnswer={canAnswer}
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {canAsk ? t('questions.emptyCanAsk') : t('questions.empty')}
          </Text>
        )}

        {canAsk ? <AskQuestionForm tenderId={tender.id} /> : null}
        {/* Said to those whose role asks or answers, while the offers are evaluated; later the outcome says enough. */}
        {tender.status === 'evaluation' && takesPart ? (
          <IconNote icon={IconInfoCircle}>{t('questions.closed')}</IconNote>
        ) : null}
      </Stack>
    </CardSection>
  );
}

function QuestionItem({
  question,
  tenderId,
  showOrganization,
  canAnswer,
}: {
  question: TQuestion;
  tenderId: number;
  showOrganization: boolean;
  canAnswer: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const waiting = question.answer === null;
  const meta = [
    t('questions.askedAt', { value: formatDateTime(question.asked_at) }),
    showOrganization && question.organization ? t('questions.from', { name: question.organization.name }) : null,
  ].filter(Boolean);

  return (
    <Paper component="li" withBorder radius="md" p="md" bg={waiting ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMessageQuestion
            size={20}
            style={{ flex: 'none', marginTop: 2 }}
            color="var(--mantine-color-blue-6)"
            aria-hidden
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.question}
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {meta.join(' · ')}
              </Text>
              {question.is_own ? (
                <Badge size="sm" variant="light" color="blue" tt="none">
                  {t('questions.own')}
                </Badge>
              ) : null}
              {waiting ? (
                <Badge size="sm" variant="light" color="orange" tt="none">
                  {t('questions.awaiting')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>

        {!waiting && !editing ? (
          <Box pl="md" ml={9} style={{ borderLeft: '3px solid var(--mantine-color-teal-4)' }}>
            <Text size="xs" fw={600} c="teal.8" mb={2}>
              {t('questions.answer')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.answer}
            </Text>
            <Group gap="xs" mt={4}>
              {question.answered_at ? (
                <Text size="xs" c="dimmed">
                  {t('questions.answeredAt', { value: formatDateTime(question.answered_at) })}
                </Text>
              ) : null}
              {canAnswer ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconPencil size={12} />}
                  onClick={() => setEditing(true)}
                >
                  {t('questions.reply.correct')}
                </Button>
              ) : null}
            </Group>
          </Box>
        ) : null}

        {canAnswer && (waiting || editing) ? (
          <AnswerForm
            question={question}
            tenderId={tenderId}
            onDone={() => setEditing(false)}
            onCancel={editing ? () => setEditing(false) : undefined}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function AnswerForm({
  question,
  tenderId,
  onDone,
  onCancel,
}: {
  question: TQuestion;
  tenderId: number;
  onDone: () => void;
  /** Only a correction can be abandoned; an unanswered question keeps its form. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerQuestion();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { answer: question.answer ?? '' },
    validate: answerRules,
  });

  const submit = form.onSubmit((values) => {
    setMessage(null);
    answer.mutate(
      { questionId: question.id, tenderId, body: { answer: values.answer.trim() } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t('questions.reply.done'), detail: t('questions.reply.doneText') });
          form.reset();
          onDone();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['answer']);
          form.setErrors(parsed.fields);
          setMessage(parsed.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" pl={{ base: 0, sm: 'xl' }}>
        <FormErrorAlert message={message} />
        <Textarea
          label={t('questions.reply.label')}
          aria-label={t('questions.reply.labelFor', { id: question.id })}
          placeholder={t('questions.reply.placeholder')}
          autosize
          minRows={2}
          maxLength={8000}
          {...form.getInputProps('answer')}
        />
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel} disabled={answer.isPending}>
              {t('questions.reply.cancel')}
            </Button>
          ) : null}
          <Button size="xs" type="submit" loading={answer.isPending}>
            {onCancel ? t('questions.reply.save') : t('questions.reply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AskQuestionForm({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const ask = useAskQuestion();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { question: '' },
    validate: questionRules,
  });

  const submit = form.onSubmit((values) => {
    setMessage(null);
    ask.mutate(
      { tenderId, body: { question: values.question.trim() } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t('questions.ask.done'), detail: t('questions.ask.doneText') });
          form.reset();
          // The button was disabled while sending, which drops the focus to the page: back to the field.
          form.getInputNode('question')?.focus();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['question']);
          form.setErrors(parsed.fields);
          setMessage(parsed.message);
          form.getInputNode('question')?.focus();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormErrorAlert message={message} />
        <Textarea
          label={t('questions.ask.label')}
          description={t('questions.ask.hint')}
          placeholder={t('questions.ask.placeholder')}
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('question')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={ask.isPending} leftSection={<IconSend size={16} />}>
            {t('questions.ask.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
