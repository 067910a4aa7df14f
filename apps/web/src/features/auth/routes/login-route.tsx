import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLoginRequest } from '@tt/contracts/session';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { PasswordField } from '../../../components/ui/password-field';
import { PromptLink } from '../../../components/ui/prompt-link';
import { serverFormError } from '../../../lib/form-errors';
import { safeNext } from '../../../lib/redirects';
import { startSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { AuthCard } from '../components/auth-card';
import { useSignIn } from '../api/sign-in';

const FIELDS = ['login', 'password'] as const;

/** /login: sign in, then go to `next` (a path of this site) or the tenders list. */
export function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { authorized, ready } = useSession();
  // The authorized mark of a session from before (a reload, a bookmark of /login): ask who it is.
  const checking = authorized && !ready;
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const form = useForm<TLoginRequest>({
    initialValues: { login: '', password: '' },
    // Plain checks instead of ZLoginRequest: zod would double this screen's download.
    validate: {
      login: (v) => (v.trim() ? null : t('validation.required', { field: t('fields.login') })),
      password: (v) => (v ? null : t('validation.required', { field: t('fields.password') })),
    },
  });

  // Signed in (also right after a successful submit): on to where the person wanted to go.
  if (ready) return <Navigate to={safeNext(params.get('next'))} replace />;
  // The spinner, not the form, until it is known whether that session still lives.
  if (checking) return <FullScreenLoader />;

  const failure = signIn.error ? serverFormError(signIn.error, FIELDS) : null;

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit((values) => {
    signIn.mutate(
      { login: values.login.trim(), password: values.password },
      {
        onSuccess: (info) => {
          startSession(queryClient, info);
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          form.setFieldValue('password', '');
          showErrors(fields);
        },
      },
    );
  }, showErrors);

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert title={t('auth.signInFailed')} message={failure?.message ?? null} />
          <TextInput
            label={t('fields.login')}
            placeholder={t('auth.loginPlaceholder')}
            type="email"
            autoComplete="username"
            required
            data-autofocus
            autoFocus
            {...form.getInputProps('login')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/reset" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
            {t('auth.signIn')}
          </Button>
          <PromptLink prompt={t('auth.noAccount')} to="/register" strong>
            {t('auth.registerLink')}
          </PromptLink>
          {/* Not faqPath(): its module brings zod, which the sign-in screen does without. */}
          <PromptLink prompt={t('auth.helpPrompt')} to="/faq">
            {t('nav.help')}
          </PromptLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
