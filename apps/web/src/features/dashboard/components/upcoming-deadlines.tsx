import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@tt/contracts/statistics';
import type { ListColumn } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { formatCount } from './dashboard-format';
import '../../../i18n/uk-dashboard';

type Upcoming = TDashboard['upcoming_deadlines'][number];

/** Tenders whose offers close in the next 14 days (the period aside), soonest first. */
export function UpcomingDeadlines({ data }: { data: TDashboard }) {
  const { t } = useTranslation();
  const title = t('dashboard.upcoming.title');
  const columns: ListColumn<Upcoming>[] = [
    {
      accessor: 'number',
      title: t('dashboard.upcoming.number'),
      card: 'title',
      render: (u) => (
        <Anchor component={Link} to={`/tenders/${u.id}`} size="sm">
          {u.number}
        </Anchor>
      ),
    },
    { accessor: 'title', title: t('dashboard.upcoming.tender') },
    { accessor: 'region_name', title: t('dashboard.upcoming.region') },
    {
      accessor: 'offers_deadline',
      title: t('dashboard.upcoming.deadline'),
      noWrap: true,
      render: (u) => formatDateTime(u.offers_deadline),
    },
    {
      accessor: 'offers_count',
      title: t('dashboard.upcoming.offers'),
      textAlign: 'right',
      render: (u) => formatCount(u.offers_count),
    },
  ];
  const more = data.upcoming_total - data.upcoming_deadlines.length;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <ResponsiveTable
          label={title}
          columns={columns}
          records={data.upcoming_deadlines}
          empty={t('dashboard.upcoming.empty')}
          emptyHeight={120}
        />
        {more > 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.upcoming.more', { count: more })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
