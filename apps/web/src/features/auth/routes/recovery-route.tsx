import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZRecoveryRequest } from '@tt/contracts/session';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import {
  NewPasswordFields,
  passwordRepeatError,
  type NewPasswordValues,
} from '../../../components/ui/new-password-fields';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { AuthCard } from '../components/auth-card';
import { SubmitAndBack } from '../components/submit-and-back';
import { useRecoverPassword } from '../api/recover-password';

const passwordRules = contractValidate(ZRecoveryRequest.pick({ password: true }));
/** The fields in their order on screen; the server judges the password alone. */
const FIELDS = ['password', 'password_repeat'] as const;
const SERVER_FIELDS = ['password'] as const;

/**
 * /recovery?token=…: set a new password from the letter's link, then sign in with it.
 * An invitation letter links to /recovery?token=…&invitation=1: the same form, worded as
 * accepting the invitation, and a refused link cannot be renewed from here (a colleague or the
 * bank administrator sends a new invitation).
 */
export function RecoveryRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const invitation = params.get('invitation') === '1';
  const title = invitation ? t('auth.invitationTitle') : t('auth.recoveryTitle');
  const subtitle = invitation ? t('auth.invitationSubtitle') : undefined;
  const recover = useRecoverPassword();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', password_repeat: '' },
    validate: (values) => ({
      ...passwordRules({ password: values.password }),
      ...passwordRepeatError(values, t('auth.passwordsDiffer')),
    }),
  });

  if (!token) {
    return (
      <AuthCard title={title} subtitle={subtitle}>
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {invitation ? t('auth.invitationRefused') : t('auth.recoveryNoToken')}
          </Alert>
          {invitation ? null : (
            <Button component={Link} to="/reset" fullWidth>
              {t('auth.requestNewLink')}
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }

  const failure = recover.error ? serverFormError(recover.error, SERVER_FIELDS) : null;
  // The server words a refused invitation itself; the screen adds who can send a new one.
  const invitationRefused = invitation && failure?.code === 'invalid_token';

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit((values) => {
    recover.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            summary: t('auth.passwordChanged'),
            detail: invitation ? t('auth.invitationDone') : t('auth.recoveryDone'),
          });
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          const { fields } = serverFormError(error, SERVER_FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      },
    );
  }, showErrors);

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={invitationRefused ? t('auth.invitationRefused') : (failure?.message ?? null)} />
          {failure?.message && !invitation ? (
            <Text size="sm">
              <Anchor component={Link} to="/reset">
                {t('auth.requestNewLink')}
              </Anchor>
            </Text>
          ) : null}
          <NewPasswordFields form={form} />
          <SubmitAndBack label={t('auth.recoverySubmit')} loading={recover.isPending} />
        </Stack>
      </form>
    </AuthCard>
  );
}
