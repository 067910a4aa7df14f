import type { ReactNode } from 'react';
import { Button, Grid, Group, Paper, type GridColProps } from '@mantine/core';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KyivDatePickerInput } from './kyiv-date-picker-input';
import { KyivDatesProvider } from './kyiv-dates-provider';
import '../../i18n/uk-lists';

interface FilterPanelProps {
  /** The section's name for screen readers, e.g. «Фільтри листів». */
  label: string;
  /** Whether any filter is set: only then is «reset» offered. */
  filtered: boolean;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
}

/** A list's filters in a bordered section, with «reset» below them once any filter is set. */
export function FilterPanel({ label, filtered, resetLabel, onReset, children }: FilterPanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      {children}
      {filtered ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={onReset}>
            {resetLabel}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

interface DateRangeColsProps {
  /** Kyiv days, YYYY-MM-DD. */
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
  /** Messages for either day, shown under its field. */
  errors?: { from?: string; to?: string };
  /** Each column's width in the grid's twelfths, by breakpoint. */
  span?: GridColProps['span'];
}

const DATE_COL_SPAN: GridColProps['span'] = { base: 6, sm: 3, lg: 2 };

/**
 * «Від» and «До» of a list's period, two columns of a filter grid: each day bounds the other's
 * calendar.
 */
export function DateRangeCols({ from, to, onChange, errors, span = DATE_COL_SPAN }: DateRangeColsProps) {
  const { t } = useTranslation();
  return (
    <KyivDatesProvider>
      <Grid.Col span={span}>
        <KyivDatePickerInput
          label={t('lists.filters.from')}
          placeholder={t('lists.filters.datePlaceholder')}
          leftSection={<IconCalendar size={16} />}
          value={from ?? null}
          maxDate={to}
          onChange={(day) => onChange({ from: day ?? undefined })}
          error={errors?.from}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <KyivDatePickerInput
          label={t('lists.filters.to')}
          placeholder={t('lists.filters.datePlaceholder')}
          leftSection={<IconCalendar size={16} />}
          value={to ?? null}
          minDate={from}
          onChange={(day) => onChange({ to: day ?? undefined })}
          error={errors?.to}
          clearable
        />
      </Grid.Col>
    </KyivDatesProvider>
  );
}
