import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@tt/contracts/common';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter, type PasswordOwner } from './password-strength-meter';

export interface NewPasswordValues {
  password: string;
  password_repeat: string;
}

/**
 * "New password" typed twice, with the strength meter, for recovery and change-password forms.
 * `owner` is whose password it is, when the form knows (the server judges with it either way).
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  owner,
}: {
  form: UseFormReturnType<T>;
  owner?: PasswordOwner;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordField
          label={t('fields.newPassword')}
          description={t('auth.recoveryHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordStrengthMeter password={form.getValues().password} owner={owner} />
      </Stack>
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
