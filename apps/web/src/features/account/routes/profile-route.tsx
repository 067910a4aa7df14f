import { Anchor, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZProfileWrite, type TProfile } from '@tt/contracts/provider-account';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { showToast } from '../../../lib/toasts';
import { useContractForm } from '../../../lib/use-contract-form';
import { ListInput } from '../../../components/ui/list-input';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountPage } from '../components/account-page';

const FIELDS = ['first_name', 'last_name', 'phones', 'notification'] as const;

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  // Any phone's error is shown on the phones list.
  const { values, errors, set, submit, failure } = useContractForm({
    initial: () => ({
      first_name: profile.first_name,
      last_name: profile.last_name,
      phones: profile.phones.length ? profile.phones : [''],
      notification: profile.notification,
    }),
    toBody: (v) => v,
    schema: ZProfileWrite,
    fields: FIELDS,
    save,
    onSaved: () => showToast({ severity: 'success', summary: t('provider.profile.saved'), detail: '' }),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <TextInput label={t('provider.profile.email')} value={profile.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('provider.profile.firstName')}
            required
            value={values.first_name}
            error={errors.first_name}
            onChange={(e) => set('first_name', e.currentTarget.value)}
          />
          <TextInput
            label={t('provider.profile.lastName')}
            required
            value={values.last_name}
            error={errors.last_name}
            onChange={(e) => set('last_name', e.currentTarget.value)}
          />
        </SimpleGrid>
        <ListInput
          label={t('provider.profile.phones')}
          type="tel"
          placeholder="+380 44 000 00 00"
          max={5}
          value={values.phones}
          error={errors.phones}
          onChange={(v) => set('phones', v)}
        />
        <Switch
          label={t('provider.profile.notification')}
          description={t('provider.profile.notificationHint')}
          checked={values.notification}
          onChange={(e) => set('notification', e.currentTarget.checked)}
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
