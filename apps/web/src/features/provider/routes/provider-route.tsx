import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { EMPTY_VALUE } from '../../../lib/format';
import { useCan } from '../../../lib/use-session';
import { useProviderSummary } from '../api/get-provider-summary';
import { InviteModal } from '../components/invite-modal';
import { VerificationBadge, VerificationState } from '../components/verification-state';
import { OrganizationCard, Figure, UsersTable, EventLog } from '../components/provider-summary-sections';
import '../../../i18n/uk-provider';

/** /provider: the organisation card, verification, users and figures. */
export function ProviderRoute() {
  const { t } = useTranslation();
  const summary = useProviderSummary();
  const canEdit = useCan('organization.edit');
  const [inviteOpened, invite] = useDisclosure(false);

  if (summary.isError) {
    return (
      <LoadFailedAlert title={t('provider.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />
    );
  }
  const data = summary.data;
  const winRate = data?.stats.win_rate;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {data?.organization.name ?? t('provider.title')}
          </Title>
          {data ? <VerificationBadge state={data.verification.state} /> : null}
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/provider/history" variant="default" leftSection={<IconArchive size={18} />}>
            {t('provider.history')}
          </Button>
          {canEdit ? (
            <Button component={Link} to="/provider/organization/edit" leftSection={<IconPencil size={18} />}>
              {t('provider.edit')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {data ? (
        <>
          <VerificationState verification={data.verification} />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure label={t('provider.stats.participated')} value={String(data.stats.tenders_participated)} />
            <Figure label={t('provider.stats.submitted')} value={String(data.stats.offers_submitted)} />
            <Figure label={t('provider.stats.won')} value={String(data.stats.offers_won)} />
            <Figure
              label={t('provider.stats.winRate')}
              value={winRate === null || winRate === undefined ? EMPTY_VALUE : `${Math.round(winRate * 100)}%`}
              hint={t('provider.stats.winRateHint')}
            />
          </SimpleGrid>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="md">
              {t('provider.card.title')}
            </Title>
            <OrganizationCard org={data.organization} />
          </Paper>
        </>
      ) : (
        <Text c="dimmed">{t('app.loading')}</Text>
      )}

      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            {t('provider.users.title')}
          </Title>
          {canEdit ? (
            <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={invite.open}>
              {t('provider.users.invite')}
            </Button>
          ) : null}
        </Group>
        <UsersTable canInvite={canEdit} />
      </Stack>
      {data ? (
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('provider.events.title')}
          </Title>
          <EventLog events={data.events} />
        </Paper>
      ) : null}
      <InviteModal opened={inviteOpened} onClose={invite.close} />
    </Stack>
  );
}
