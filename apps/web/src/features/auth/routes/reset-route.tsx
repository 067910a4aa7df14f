import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetRequest, type TResetRequest } from '@tt/contracts/session';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { AuthCard } from '../components/auth-card';
import { SubmitAndBack } from '../components/submit-and-back';
import { useRequestReset } from '../api/request-reset';

const FIELDS = ['email'] as const;

/** /reset: ask for a recovery link. The answer never tells whether the address exists. */
export function ResetRoute() {
  const { t } = useTranslation();
  const reset = useRequestReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TResetRequest>({
    initialValues: { email: '' },
    validate: contractValidate<TResetRequest>(ZResetRequest),
  });

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit((values) => {
    // Addresses are case-insensitive (docs/product/api-conventions.md §9); show and send the normal form.
    const email = values.email.trim().toLowerCase();
    reset.mutate(
      { email },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      },
    );
  }, showErrors);

  const failure = reset.error ? serverFormError(reset.error, FIELDS) : null;

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={sentTo ? undefined : t('auth.resetHint')}>
      {sentTo ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} />}
            title={t('auth.resetSentTitle')}
            role="status"
          >
            {t('auth.resetSent', { email: sentTo })}
          </Alert>
          <Button component={Link} to="/login" variant="default" fullWidth>
            {t('auth.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={failure?.message ?? null} />
            <TextInput
              label={t('fields.email')}
              placeholder={t('auth.loginPlaceholder')}
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <SubmitAndBack label={t('auth.resetSubmit')} loading={reset.isPending} />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
