import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProviderSummary } from '../api/get-provider-summary';
import { OrganizationForm } from '../components/organization-form';
import '../../../i18n/uk-provider';

/** /provider/organization/edit: the organisation form; contacts and e-mails are edited as lists. */
export function OrganizationEditRoute() {
  const { t } = useTranslation();
  const summary = useProviderSummary();
  // The form keeps its own state from the first answer; later refetches do not reset it.
  const org = summary.data?.organization;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('provider.form.title')}
      </Title>
      {org ? <OrganizationForm org={org} /> : <Text c="dimmed">{t('app.loading')}</Text>}
    </Stack>
  );
}
