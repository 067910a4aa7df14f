import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@tt/contracts/statistics';
import type { ListColumn } from '../../../components/ui/list-columns';
import { useNarrowScreen } from '../../../components/ui/responsive-table';
import { formatMoney } from '../../../lib/format';
import { ChartWithTable } from './chart-with-table';
import {
  distributionChart,
  physicsPriceChart,
  regionPriceChart,
  savingsChart,
  statusChart,
  type DistributionRow,
  type PriceRow,
  type SavingsRow,
  type StatusRow,
} from './chart-data';
import { formatCompact, formatCount } from './dashboard-format';
import '@mantine/charts/styles.css';
import '../../../i18n/uk-dashboard';

const HEIGHT = 300;
/*
 * Money axes tick as «1,3 млн» (formatCompact): the axis label names the ₴, and the tooltip and
 * the table give the exact sum.
 */
/** On a phone «Івано-Франківська область» becomes «Івано-Франківська обл.», so the bars keep room. */
const shortRegion = (name: string) => name.replace(/ область$/, ' обл.');

/** The charts of the statistics, each with a table of its numbers. */
export function DashboardCharts({ data }: { data: TDashboard }) {
  return (
    <Stack gap="md">
      <StatusChart data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DistributionChart data={data} />
        <SavingsChart data={data} />
        <PriceChart data={data} by="region" />
        <PriceChart data={data} by="physics" />
      </SimpleGrid>
    </Stack>
  );
}

/** Shared by every chart: no keyboard layer inside the image (the table is the keyboard's way). */
const common = { accessibilityLayer: false, tooltipAnimationDuration: 0 } as const;

function StatusChart({ data }: { data: TDashboard }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const { rows, series, empty } = statusChart(data);
  const columns: ListColumn<StatusRow>[] = [
    { accessor: 'month', title: t('dashboard.charts.month'), card: 'title' },
    ...series.map((s) => ({
      accessor: s.name,
      title: s.label,
      textAlign: 'right' as const,
      render: (r: StatusRow) => formatCount(r[s.name]),
    })),
  ];
  return (
    <ChartWithTable
      title={t('dashboard.charts.status')}
      summary={t('dashboard.charts.status')}
      empty={empty}
      columns={columns}
      records={rows}
      idAccessor="key"
      chart={
        <BarChart
          {...common}
          // On a phone the legend takes several lines of its own.
          h={narrow ? 440 : HEIGHT}
          data={rows}
          dataKey="month"
          type="stacked"
          series={series}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={formatCount}
          xAxisLabel={t('dashboard.charts.month')}
          yAxisLabel={t('dashboard.charts.tenders')}
          xAxisProps={{ interval: narrow ? 'preserveStartEnd' : 0, minTickGap: 8 }}
          yAxisProps={{ allowDecimals: false }}
        />
      }
    />
  );
}

function DistributionChart({ data }: { data: TDashboard }) {
  const { t } = useTranslation();
  const { rows, empty } = distributionChart(data, t('dashboard.charts.fiveOrMore'));
  const columns: ListColumn<DistributionRow>[] = [
    { accessor: 'offers', title: t('dashboard.charts.offers'), card: 'title' },
    {
      accessor: 'tenders',
      title: t('dashboard.charts.tenders'),
      textAlign: 'right',
      render: (r) => formatCount(r.tenders),
    },
  ];
  return (
    <ChartWithTable
      title={t('dashboard.charts.distribution')}
      summary={t('dashboard.charts.distribution')}
      empty={empty}
      columns={columns}
      records={rows}
      idAccessor="offers"
      chart={
        <BarChart
          {...common}
          h={HEIGHT}
          data={rows}
          dataKey="offers"
          series={[{ name: 'tenders', label: t('dashboard.charts.tenders'), color: 'blue.6' }]}
          valueFormatter={formatCount}
          xAxisLabel={t('dashboard.charts.offers')}
          yAxisLabel={t('dashboard.charts.tenders')}
          yAxisProps={{ allowDecimals: false }}
        />
      }
    />
  );
}

function SavingsChart({ data }: { data: TDashboard }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const { rows, empty } = savingsChart(data);
  const columns: ListColumn<SavingsRow>[] = [
    { accessor: 'month', title: t('dashboard.charts.month'), card: 'title' },
    {
      accessor: 'savings_text',
      title: t('dashboard.figures.savings'),
      textAlign: 'right',
      render: (r) => formatMoney(r.savings_text),
    },
    {
      accessor: 'budget_text',
      title: t('dashboard.charts.budget'),
      textAlign: 'right',
      render: (r) => formatMoney(r.budget_text),
    },
  ];
  return (
    <ChartWithTable
      title={t('dashboard.charts.savings')}
      summary={t('dashboard.charts.savings')}
      empty={empty}
      columns={columns}
      records={rows}
      idAccessor="key"
      chart={
        <LineChart
          {...common}
          h={HEIGHT}
          data={rows}
          dataKey="month"
          series={[{ name: 'savings', label: t('dashboard.figures.savings'), color: 'green.7' }]}
          curveType="linear"
          valueFormatter={formatMoney}
          xAxisLabel={t('dashboard.charts.month')}
          yAxisLabel={t('dashboard.charts.savingsAxis')}
          xAxisProps={{ interval: narrow ? 'preserveStartEnd' : 'preserveEnd', minTickGap: 8 }}
          yAxisProps={{ tickFormatter: formatCompact, width: 72 }}
        />
      }
    />
  );
}

function PriceChart({ data, by }: { data: TDashboard; by: 'region' | 'physics' }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const { rows, empty } =
    by === 'region' ? regionPriceChart(data) : physicsPriceChart(data, t('dashboard.charts.anyPhysics'));
  const nameTitle = by === 'region' ? t('dashboard.charts.region') : t('dashboard.charts.physics');
  const columns: ListColumn<PriceRow>[] = [
    { accessor: 'name', title: nameTitle, card: 'title' },
    {
      accessor: 'uah_text',
      title: t('dashboard.charts.pricePerMbps'),
      textAlign: 'right',
      render: (r) => formatMoney(r.uah_text),
    },
    {
      accessor: 'tenders',
      title: t('dashboard.charts.awardedLots'),
      textAlign: 'right',
      render: (r) => formatCount(r.tenders),
    },
  ];
  const title = by === 'region' ? t('dashboard.charts.byRegion') : t('dashboard.charts.byPhysics');
  return (
    <ChartWithTable
      title={title}
      summary={title}
      empty={empty}
      columns={columns}
      records={rows}
      idAccessor="key"
      chart={
        <BarChart
          {...common}
          // Names down the side, bars across: a row of room each, whatever their number.
          h={Math.max(160, rows.length * 36 + 70)}
          data={rows}
          dataKey="name"
          orientation="vertical"
          series={[{ name: 'uah', label: t('dashboard.charts.pricePerMbps'), color: 'indigo.6' }]}
          valueFormatter={formatMoney}
          xAxisLabel={t('dashboard.charts.pricePerMbps')}
          // On a phone the names need the room; the heading says what they are.
          yAxisLabel={narrow ? undefined : nameTitle}
          xAxisProps={{ tickFormatter: formatCompact }}
          yAxisProps={{ width: narrow ? 125 : 170, tickFormatter: narrow ? shortRegion : undefined }}
        />
      }
    />
  );
}
