import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZMailTest, type TMailTest, type TMailTestResult } from '@tt/contracts/settings';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { useSendTestLetter } from '../api/mail-account';
import '../../../i18n/uk-settings';

const FIELDS = ['to'] as const;
const rules = contractValidate<TMailTest>(ZMailTest);

/** «Надіслати тестовий лист» to an address of the admin's choice, and what the SMTP server said. */
export function TestLetter({ defaultTo }: { defaultTo: string }) {
  const { t } = useTranslation();
  const test = useSendTestLetter();
  const form = useForm<TMailTest>({ initialValues: { to: defaultTo }, validate: rules });
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const failure = test.error ? serverFormError(test.error, FIELDS) : null;

  const submit = form.onSubmit(
    (values) =>
      test.mutate(values, {
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      }),
    showErrors,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.mail.testHint')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('settings.mail.testTo')}
            type="email"
            required
            autoComplete="email"
            style={{ flex: '1 1 260px' }}
            {...form.getInputProps('to')}
          />
          <Button type="submit" loading={test.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('settings.mail.testSend')}
          </Button>
        </Group>
        <FormErrorAlert title={t('settings.mail.testFailed')} message={failure?.message ?? null} />
        {test.data && !test.isPending ? <TestAnswer result={test.data} /> : null}
      </Stack>
    </form>
  );
}

function TestAnswer({ result }: { result: TMailTestResult }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={result.ok ? 'green' : 'red'}
      variant="light"
      icon={result.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      title={result.ok ? t('settings.mail.testOk') : t('settings.mail.testFailed')}
      role={result.ok ? 'status' : 'alert'}
    >
      <Stack gap={6}>
        {result.message ? <Text size="sm">{result.message}</Text> : null}
        {result.response ? (
          <div>
            <Text size="sm" fw={500}>
              {t('settings.mail.testAnswer')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {result.response}
            </Code>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
