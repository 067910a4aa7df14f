import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZInviteRequest, type TInviteRequest } from '@tt/contracts/provider-account';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useInviteColleague } from '../api/invite-colleague';
import '../../../i18n/uk-provider';

const FIELDS = ['email', 'first_name', 'last_name'] as const;
const rules = contractValidate<TInviteRequest>(ZInviteRequest);

/** «Запросити колегу»: e-mail and name; the colleague gets a letter with a one-time link. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteColleague();
  const form = useForm<TInviteRequest>({
    initialValues: { email: '', first_name: '', last_name: '' },
    validate: rules,
  });
  const failure = invite.error ? serverFormError(invite.error, FIELDS) : null;
  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit(
    (values) =>
      invite.mutate(values, {
        onSuccess: (user) => {
          showToast({
            severity: 'success',
            summary: t('provider.invite.sent'),
            detail: t('provider.invite.sentDetail', { email: user.email }),
          });
          close();
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      }),
    showErrors,
  );
  return (
    <AppDialog opened={opened} onClose={close} title={t('provider.invite.title')} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('provider.invite.hint')}
          </Text>
          <FormErrorAlert message={failure?.message ?? null} />
          <TextInput
            label={t('provider.invite.email')}
            type="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput label={t('provider.invite.firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('provider.invite.lastName')} required {...form.getInputProps('last_name')} />
          <DialogActions onCancel={close} label={t('provider.invite.submit')} loading={invite.isPending} />
        </Stack>
      </form>
    </AppDialog>
  );
}
