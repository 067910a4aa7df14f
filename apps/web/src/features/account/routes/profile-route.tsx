import { Anchor, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZProfileWrite, type TProfile, type TProfileWrite } from '@tt/contracts/provider-account';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useForm } from '@mantine/form';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { ListInput } from '../../../components/ui/list-input';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';
import '../../../i18n/uk-provider';
import { useLeaveGuard } from '../../../components/ui/leave-guard';

const FIELDS = ['first_name', 'last_name', 'phones', 'notification'] as const;
// Any phone's error is shown on the phones list.
const profileRules = contractValidate<Required<TProfileWrite>>(ZProfileWrite);

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const form = useForm<Required<TProfileWrite>>({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phones: profile.phones.length ? profile.phones : [''],
      notification: profile.notification,
    },
    validate: profileRules,
  });
  const leave = useLeaveGuard(form.isDirty);
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          form.resetDirty(values);
          showToast({ severity: 'success', summary: t('provider.profile.saved'), detail: '' });
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      }),
    showErrors,
  );
  /** What to show above the fields after a refused save. */
  const failure = save.error ? serverFormError(save.error, FIELDS).message : null;
  return (
    <form onSubmit={submit} noValidate>
      {leave.dialog}
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <TextInput label={t('provider.profile.email')} value={profile.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('provider.profile.firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('provider.profile.lastName')} required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <ListInput
          label={t('provider.profile.phones')}
          type="tel"
          placeholder="+380 44 000 00 00"
          max={5}
          value={form.values.phones}
          error={form.errors.phones as string | undefined}
          dataPath="phones"
          onChange={(v) => form.setFieldValue('phones', v)}
        />
        <Switch
          label={t('provider.profile.notification')}
          description={t('provider.profile.notificationHint')}
          {...form.getInputProps('notification', { type: 'checkbox' })}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/account/password" size="sm">
            <Group gap={4}>
              <IconKey size={16} />
              {t('provider.profile.changePassword')}
            </Group>
          </Anchor>
          <Button type="submit" loading={save.isPending}>
            {t('provider.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /account/profile: every signed-in user's name, phones and wish for optional e-mail. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <AccountPage title={t('provider.profile.title')} width={620}>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <Text c="red" role="alert">
          {t('provider.loadFailed')}
        </Text>
      ) : (
        <Text c="dimmed">{t('app.loading')}</Text>
      )}
    </AccountPage>
  );
}
