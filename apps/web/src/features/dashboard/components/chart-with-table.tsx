import { useState, type ReactNode } from 'react';
import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import '../../../i18n/uk-dashboard';

interface ChartWithTableProps<T> {
  title: string;
  /** One sentence on what the chart shows, read by screen readers in place of the drawing. */
  summary: string;
  /** Nothing to draw: every value of the period is zero or missing. */
  empty: boolean;
  chart: ReactNode;
  /** The same numbers as the chart, as a table (cards on a phone); the first column names the row. */
  columns: ListColumn<T>[];
  records: T[];
  idAccessor: keyof T;
}

/**
 * A chart of the statistics with a table of the same numbers (docs/decisions/0031): «Графік» or
 * «Таблиця» by a switch above it. The drawing is one image named by its summary, so screen
 * readers are sent to the table instead of the SVG's fragments.
 */
export function ChartWithTable<T>({
  title,
  summary,
  empty,
  chart,
  columns,
  records,
  idAccessor,
}: ChartWithTableProps<T>) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {empty ? null : (
            <SegmentedControl
              size="xs"
              aria-label={t('dashboard.chart.view', { title })}
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              data={[
                { value: 'chart', label: t('dashboard.chart.chart') },
                { value: 'table', label: t('dashboard.chart.table') },
              ]}
            />
          )}
        </Group>
        {empty ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            {t('dashboard.chart.empty')}
          </Text>
        ) : view === 'chart' ? (
          <Box role="img" aria-label={t('dashboard.chart.summary', { title: summary })}>
            {chart}
          </Box>
        ) : (
          <ResponsiveTable label={title} columns={columns} records={records} idAccessor={idAccessor} empty="" />
        )}
      </Stack>
    </Paper>
  );
}
