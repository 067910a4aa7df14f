import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest } from '@tt/contracts/session';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { PasswordField } from '../../../components/ui/password-field';
import {
  NewPasswordFields,
  passwordRepeatError,
  type NewPasswordValues,
} from '../../../components/ui/new-password-fields';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { useChangePassword } from '../api/change-password';
import { AccountPage } from '../components/account-page';
import { useLeaveGuard } from '../../../components/ui/leave-guard';

interface ChangePasswordValues extends NewPasswordValues {
  current_password: string;
}

/** The fields the server judges; the form's order on screen adds the repeat. */
const FIELDS = ['current_password', 'password'] as const;
const FIELD_ORDER = [...FIELDS, 'password_repeat'] as const;
const rules = contractValidate(ZChangePasswordRequest);

/** /account/password: the signed-in user changes their password. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const me = useSession().loginInfo;
  const form = useForm<ChangePasswordValues>({
    initialValues: { current_password: '', password: '', password_repeat: '' },
    validate: (values) => ({
      ...rules({ current_password: values.current_password, password: values.password }),
      ...passwordRepeatError(values, t('auth.passwordsDiffer')),
    }),
  });
  const leave = useLeaveGuard(form.isDirty);

  const failure = change.error ? serverFormError(change.error, FIELDS) : null;

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELD_ORDER, errors);
  const submit = form.onSubmit((values) => {
    change.mutate(
      { current_password: values.current_password, password: values.password },
      {
        onSuccess: () => {
          form.reset();
          showToast({ severity: 'success', summary: t('auth.passwordChanged'), detail: t('auth.changePasswordDone') });
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      },
    );
  }, showErrors);

  return (
    <AccountPage title={t('auth.changePasswordTitle')} width={520}>
      <form onSubmit={submit} noValidate>
        {leave.dialog}
        <Stack gap="md">
          <FormErrorAlert message={failure?.message ?? null} />
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields
            form={form}
            owner={me ? { email: me.email, firstName: me.first_name, lastName: me.last_name } : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('auth.changePasswordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPage>
  );
}
