import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleDashed, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAIL_SECURITY,
  MAIL_SECURITY_LABELS,
  ZMailAccountWrite,
  type TMailAccount,
  type TMailAccountWrite,
  type TMailSecurity,
} from '@tt/contracts/settings';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveMailAccount } from '../api/mail-account';
import '../../../i18n/uk-settings';
import { useLeaveGuard } from '../../../components/ui/leave-guard';

interface MailValues {
  host: string;
  port: number | '';
  security: TMailSecurity;
  username: string;
  from_name: string;
  from_address: string;
  /** Empty: the stored password stays as it is. */
  password: string;
}

/** The fields in their order on screen. */
const FIELDS = ['host', 'port', 'security', 'username', 'from_name', 'from_address', 'password'] as const;

const toValues = (a: TMailAccount): MailValues => ({
  host: a.host,
  port: a.port || '',
  security: a.security,
  username: a.username,
  from_name: a.from_name,
  from_address: a.from_address,
  password: '',
});

/** The write: an untouched password field is left out, so the stored password stays. */
const toBody = ({ port, password, ...rest }: MailValues): TMailAccountWrite => ({
  ...rest,
  port: port === '' ? undefined : port,
  ...(password ? { password } : {}),
});

const rules = contractValidate<MailValues, TMailAccountWrite>(ZMailAccountWrite, toBody);

/**
 * The outgoing mail account. The password is write-only: the field starts empty, the screen
 * says only whether one is stored; typing one replaces it, «Видалити пароль» removes it.
 */
export function MailAccountForm({ account }: { account: TMailAccount }) {
  const { t } = useTranslation();
  const save = useSaveMailAccount();
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useForm<MailValues>({ initialValues: toValues(account), validate: rules });
  const leave = useLeaveGuard(form.isDirty);

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const send = (body: TMailAccountWrite, done: string, after?: () => void) => {
    setMessage(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
        showToast({ severity: 'success', summary: done, detail: saved.host });
        after?.();
      },
      onError: (error) => {
        const parsed = serverFormError(error, FIELDS);
        form.setErrors(parsed.fields);
        setMessage(parsed.message);
        showErrors(parsed.fields);
        after?.();
      },
    });
  };
  const submit = form.onSubmit((values) => send(toBody(values), t('settings.mail.saved')), showErrors);
  // Removing keeps the account as saved, not what may be typed over it meanwhile.
  const removePassword = () =>
    send({ ...toBody(toValues(account)), password: '' }, t('settings.mail.removed'), () => setRemoving(false));

  return (
    <form onSubmit={submit} noValidate>
      {leave.dialog}
      <Stack gap="md">
        <FormErrorAlert title={t('settings.mail.saveFailed')} message={message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.mail.host')}
            description={t('settings.mail.hostHint')}
            required
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('host')}
          />
          <NumberInput
            label={t('settings.mail.port')}
            description={t('settings.mail.portHint')}
            required
            allowDecimal={false}
            allowNegative={false}
            hideControls
            {...form.getInputProps('port')}
          />
          <Select
            label={t('settings.mail.security')}
            required
            allowDeselect={false}
            data={MAIL_SECURITY.map((value) => ({ value, label: MAIL_SECURITY_LABELS[value] }))}
            {...form.getInputProps('security')}
          />
          <TextInput
            label={t('settings.mail.username')}
            description={t('settings.mail.usernameHint')}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('username')}
          />
          <TextInput label={t('settings.mail.fromName')} required {...form.getInputProps('from_name')} />
          <TextInput
            label={t('settings.mail.fromAddress')}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('from_address')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Group gap="sm" justify="space-between">
            {account.password_set ? (
              <Badge color="green" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                {t('settings.mail.passwordSet')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" tt="none" leftSection={<IconCircleDashed size={14} aria-hidden />}>
                {t('settings.mail.passwordNotSet')}
              </Badge>
            )}
            {account.password_set && account.source === 'settings' ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setRemoving(true)}
              >
                {t('settings.mail.removePassword')}
              </Button>
            ) : null}
          </Group>
          <PasswordField
            label={t('settings.mail.password')}
            description={t(account.password_set ? 'settings.mail.passwordHintSet' : 'settings.mail.passwordHintNotSet')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending && !removing}>
            {t('settings.mail.save')}
          </Button>
        </Group>
      </Stack>
      <AppDialog opened={removing} onClose={() => setRemoving(false)} title={t('settings.mail.removeTitle')} size="md">
        <Stack gap="md">
          {t('settings.mail.removeText')}
          <DialogActions
            onCancel={() => setRemoving(false)}
            label={t('settings.mail.removePassword')}
            color="red"
            loading={save.isPending}
            onConfirm={removePassword}
          />
        </Stack>
      </AppDialog>
    </form>
  );
}
