import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@tt/contracts/statistics';
import type { ListColumn } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatCount, formatShare } from './dashboard-format';
import '../../../i18n/uk-dashboard';

type ProviderFigures = TDashboard['active_providers'][number];

/** The most active and the most successful providers of the period (unsealed offers only). */
export function ProviderTables({ data }: { data: TDashboard }) {
  const { t } = useTranslation();
  const columns: ListColumn<ProviderFigures>[] = [
    { accessor: 'name', title: t('dashboard.providers.name'), card: 'title' },
    {
      accessor: 'participations',
      title: t('dashboard.providers.participations'),
      textAlign: 'right',
      render: (p) => formatCount(p.participations),
    },
    { accessor: 'wins', title: t('dashboard.providers.wins'), textAlign: 'right', render: (p) => formatCount(p.wins) },
    {
      accessor: 'win_rate',
      title: t('dashboard.providers.winRate'),
      textAlign: 'right',
      render: (p) => formatShare(p.win_rate),
    },
  ];
  const lists = [
    { title: t('dashboard.providers.active'), records: data.active_providers, empty: t('dashboard.providers.empty') },
    // Only providers with a win are listed here (docs/decisions/0031).
    {
      title: t('dashboard.providers.successful'),
      records: data.successful_providers,
      empty: t('dashboard.providers.noWinners'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {lists.map((list) => (
        <Paper withBorder p="md" component="section" aria-label={list.title} key={list.title}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {list.title}
            </Title>
            <ResponsiveTable
              label={list.title}
              columns={columns}
              records={list.records}
              idAccessor="organization_id"
              empty={list.empty}
              emptyHeight={120}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
