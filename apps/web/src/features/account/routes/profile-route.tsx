import { useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZProfileWrite, type TProfile } from '@tt/contracts/provider-account';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { schemaFieldErrors, serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { ListInput } from '../../../components/ui/list-input';
import { useProfile, useUpdateProfile } from '../api/profile';

const FIELDS = ['first_name', 'last_name', 'phones', 'notification'] as const;

type Values = Omit<TProfile, 'email'>;

/** Field errors of the contract; any phone's error is shown on the phones list. */
function validate(values: Values): Record<string, string> {
  return schemaFieldErrors(ZProfileWrite, values);
}

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [values, setValues] = useState<Values>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phones: profile.phones.length ? profile.phones : [''],
    notification: profile.notification,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const failure = save.error ? serverFormError(save.error, FIELDS) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: () => showToast({ severity: 'success', summary: t('provider.profile.saved'), detail: '' }),
      onError: (error) => setErrors(serverFormError(error, FIELDS).fields),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure?.message ?? null} />
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
    <Container size={620} px={0}>
      <Title order={1} size="h2" mb="lg">
        {t('provider.profile.title')}
      </Title>
      <Paper withBorder p="xl">
        {profile.data ? (
          <ProfileForm profile={profile.data} />
        ) : profile.isError ? (
          <Text c="red" role="alert">
            {t('provider.loadFailed')}
          </Text>
        ) : (
          <Text c="dimmed">{t('app.loading')}</Text>
        )}
      </Paper>
    </Container>
  );
}
