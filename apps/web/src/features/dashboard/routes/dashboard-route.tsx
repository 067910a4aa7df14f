import { Alert, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { fieldErrors } from '../../../lib/api-client';
import { useListUrlState } from '../../../lib/list-url-state';
import { useCan } from '../../../lib/use-session';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardFilters } from '../components/dashboard-filters';
import { resolvePeriod } from '../components/dashboard-period';
import { DASHBOARD_URL, NO_FILTERS, toDashboardQuery } from '../components/dashboard-url';
import { FigureCards } from '../components/figure-cards';
import { ProviderTables } from '../components/provider-tables';
import { UpcomingDeadlines } from '../components/upcoming-deadlines';
import '../../../i18n/uk-dashboard';

/** /admin/dashboard: the figures and charts of the tenders published in a period (docs/decisions/0031). */
export function DashboardRoute() {
  const { t } = useTranslation();
  if (!useCan('dashboard.view')) return <AccessDenied reason={t('dashboard.noAccess')} />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const { params, update } = useListUrlState(DASHBOARD_URL);
  const period = resolvePeriod(params.period, params);
  const checked = toDashboardQuery(params);
  const dashboard = useDashboard(checked.query);
  // A period the server refused is shown by its fields, like one the contract refused here.
  const refused = dashboard.isError ? fieldErrors(dashboard.error) : {};
  const errors = checked.errors ?? refused;
  const invalid = Object.keys(errors).length > 0;
  const data = dashboard.data;

  let body;
  if (invalid) {
    body = (
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
        {t('dashboard.invalidFilters')}
      </Alert>
    );
  } else if (dashboard.isError) {
    body = (
      <LoadFailedAlert
        title={t('dashboard.loadFailed')}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (!data) {
    body = <DashboardSkeleton label={t('dashboard.loading')} />;
  } else {
    body = (
      <Stack gap="lg">
        <FigureCards totals={data.totals} />
        <DashboardCharts data={data} />
        <ProviderTables data={data} />
        <UpcomingDeadlines data={data} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.title')}
          {/* The figures of the previous choice stay until the new ones come. */}
          {data && dashboard.isFetching ? <Loader size="xs" ml="sm" aria-label={t('dashboard.loading')} /> : null}
        </Title>
        <Text c="dimmed" size="sm">
          {t('dashboard.lead')}
        </Text>
      </Stack>
      <DashboardFilters
        params={params}
        period={period}
        errors={errors}
        onChange={(patch) => update(patch)}
        onReset={() => update(NO_FILTERS)}
      />
      {body}
    </Stack>
  );
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={104} radius="md" />
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Skeleton height={320} />
      </Paper>
    </Stack>
  );
}
