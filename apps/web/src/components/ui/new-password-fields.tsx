import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

export interface NewPasswordValues {
  password: string;
  password_repeat: string;
}

/** "New password" typed twice, for recovery and change-password forms. */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PasswordField
        label={t('fields.newPassword')}
        description={t('auth.recoveryHint')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('fields.newPasswordRepeat')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password_repeat')}
      />
    </Stack>
  );
}

/** The repeat must equal the password; shown on the repeat field. */
export function passwordRepeatError(values: NewPasswordValues, message: string): Record<string, string> {
  return values.password_repeat !== values.password ? { password_repeat: message } : {};
}
