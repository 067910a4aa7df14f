import { useId } from 'react';
import { Input, SimpleGrid, Stack } from '@mantine/core';
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
 * "New password" typed twice, with the hint and the strength meter, for every form that sets a
 * password. `owner` is whose password it is, when the form knows (the server judges with it either
 * way). `side` puts the two inputs side by side on wide screens, the hint and meter under the pair,
 * so that both inputs start at the same height; `labels` replaces «Новий пароль» and its repeat.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  owner,
  labels,
  side = false,
}: {
  form: UseFormReturnType<T>;
  owner?: PasswordOwner;
  labels?: { password: string; repeat: string };
  side?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const meterId = useId();
  const hint = t('auth.newPasswordHint', { min: PASSWORD_MIN_LENGTH });
  const meter = <PasswordStrengthMeter id={meterId} password={form.getValues().password} owner={owner} />;
  const repeat = (
    <PasswordField
      label={labels?.repeat ?? t('fields.newPasswordRepeat')}
      autoComplete="new-password"
      required
      {...form.getInputProps('password_repeat')}
    />
  );

  if (side) {
    return (
      <Stack gap={6}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label={labels?.password ?? t('fields.newPassword')}
            describedBy={`${hintId} ${meterId}`}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          {repeat}
        </SimpleGrid>
        <Input.Description id={hintId}>{hint}</Input.Description>
        {meter}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordField
          label={labels?.password ?? t('fields.newPassword')}
          description={hint}
          describedBy={meterId}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        {meter}
      </Stack>
      {repeat}
    </Stack>
  );
}

/** The repeat must equal the password; shown on the repeat field. */
export function passwordRepeatError(values: NewPasswordValues, message: string): Record<string, string> {
  return values.password_repeat !== values.password ? { password_repeat: message } : {};
}
