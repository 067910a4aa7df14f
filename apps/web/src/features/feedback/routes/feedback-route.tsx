import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TOPICS, FEEDBACK_TOPIC_LABELS } from '@tt/contracts/feedback';
import { AltchaWidget } from '../../../components/ui/altcha-widget';
import { useBotCheckedSubmit } from '../../../components/ui/use-bot-checked-submit';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormErrorSummary } from '../../../components/ui/form-error-summary';
import { MAIN_CONTENT_ID } from '../../../components/ui/main-content';
import { serverFormError } from '../../../lib/form-errors';
import { HOME_PATH } from '../../../lib/redirects';
import { useSession } from '../../../lib/use-session';
import { useSendFeedback } from '../api/send-feedback';
import {
  emptyFeedback,
  FEEDBACK_FIELD_ORDER,
  toFeedbackRequest,
  validateFeedback,
  type FeedbackValues,
} from '../components/feedback-form';
import classes from './feedback-route.module.css';
import '../../../i18n/uk-feedback';

const TOPIC_OPTIONS = FEEDBACK_TOPICS.map((value) => ({ value, label: FEEDBACK_TOPIC_LABELS[value] }));

/** /feedback: anyone writes to the bank (docs/decisions/0030 «Feedback»); a light frame of its own. */
export function FeedbackRoute() {
  const { t } = useTranslation();
  const { ready } = useSession();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Text fw={700} c="brand.7">
          {t('app.name')}
        </Text>
        <Group gap="md" component="nav" aria-label={t('feedback.route')}>
          <Anchor component={Link} to="/faq" size="sm">
            {t('feedback.help')}
          </Anchor>
          {ready ? (
            <Anchor component={Link} to={HOME_PATH} size="sm">
              {t('feedback.backToApp')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" size="sm">
              {t('feedback.signIn')}
            </Anchor>
          )}
        </Group>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.card}>
        <FeedbackScreen />
      </main>
    </div>
  );
}

function FeedbackScreen() {
  const { t } = useTranslation();
  const { loginInfo } = useSession();
  const send = useSendFeedback();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState(false);
  const [altchaReset, setAltchaReset] = useState(0);
  const form = useForm<FeedbackValues>({ initialValues: emptyFeedback(), validate: validateFeedback });

  // A signed-in sender need not type who they are; what they typed already stays.
  const prefill = loginInfo ? { name: loginInfo.full_name, email: loginInfo.email } : null;
  useEffect(() => {
    if (!prefill) return;
    if (!form.getValues().name) form.setFieldValue('name', prefill.name);
    if (!form.getValues().email) form.setFieldValue('email', prefill.email);
    // Once per signed-in person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.name, prefill?.email]);

  const showErrors = (errors: Record<string, unknown>) => {
    setSummary(true);
    focusFirstError(FEEDBACK_FIELD_ORDER, errors);
  };

  const { submit, onBotCheck, waiting } = useBotCheckedSubmit(
    form,
    (values) => {
      setFailure(null);
      setSummary(false);
      send.mutate(toFeedbackRequest(values), {
        onSuccess: () => setSentTo(values.email),
        onError: (error) => {
          const refused = serverFormError(error, FEEDBACK_FIELD_ORDER);
          form.setErrors(refused.fields);
          setFailure(refused.message);
          // A solution is accepted once: the next attempt needs a fresh one.
          form.setFieldValue('altcha', '');
          setAltchaReset((n) => n + 1);
          if (Object.keys(refused.fields).length) showErrors(refused.fields);
        },
      });
    },
    showErrors,
  );

  if (sentTo !== null) {
    return (
      <Stack gap="md" align="flex-start" role="status">
        <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={1} size="h2">
          {t('feedback.sentTitle')}
        </Title>
        <Text>{t('feedback.sentText', { email: sentTo })}</Text>
        <Button
          variant="light"
          onClick={() => {
            // The same person may write again: who they are stays, the rest is new.
            const { name, email } = form.getValues();
            form.setValues({ ...emptyFeedback(), name, email });
            form.resetDirty();
            setAltchaReset((n) => n + 1);
            setSentTo(null);
          }}
        >
          {t('feedback.sendAnother')}
        </Button>
      </Stack>
    );
  }

  const length = form.getValues().message.length;
  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('feedback.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feedback.lead')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert title={t('feedback.failed')} message={failure} />
          {summary ? (
            <FormErrorSummary title={t('feedback.errorSummary')} fields={FEEDBACK_FIELD_ORDER} errors={form.errors} />
          ) : null}
          <TextInput
            label={t('feedback.name')}
            required
            autoComplete="name"
            maxLength={200}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('feedback.email')}
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Select
            label={t('feedback.topic')}
            placeholder={t('feedback.topicPlaceholder')}
            required
            data={TOPIC_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('topic')}
          />
          <Textarea
            label={t('feedback.message')}
            placeholder={t('feedback.messagePlaceholder')}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={FEEDBACK_MESSAGE_MAX}
            description={t('feedback.counter', { count: length, max: FEEDBACK_MESSAGE_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('message')}
          />
          <AltchaWidget
            resetKey={altchaReset}
            solving={waiting}
            error={form.errors.altcha as string | undefined}
            onChange={onBotCheck}
          />
          <Group>
            <Button type="submit" size="md" loading={send.isPending || waiting}>
              {t('feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
