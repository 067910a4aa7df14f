import { Grid, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeCols, FilterPanel } from '../../../components/ui/filter-panel';
import { formatDate } from '../../../lib/format';
import { useChannels, useSession } from '../../../lib/use-session';
import { PERIOD_PRESETS, type TPeriodPreset } from './dashboard-period';
import { hasFilters, type DashboardParams } from './dashboard-url';
import '../../../i18n/uk-dashboard';

interface DashboardFiltersProps {
  params: DashboardParams;
  /** The days the filters mean now (a preset's, or the custom ones). */
  period: { from: string | undefined; to: string | undefined };
  /** Messages by field (`from`, `to`, `region_id`, `physics_id`): the contract's or the server's. */
  errors: Record<string, string>;
  onChange: (patch: Partial<DashboardParams>) => void;
  onReset: () => void;
}

/** Period, region and medium of the statistics; each change reaches the address bar. */
export function DashboardFilters({ params, period, errors, onChange, onReset }: DashboardFiltersProps) {
  const { t } = useTranslation();
  const regions = useSession().regions ?? [];
  const physics = useChannels(['physics']).physics;
  const presets = PERIOD_PRESETS.map((p) => ({ value: p, label: t(`dashboard.filters.presets.${p}`) }));
  const custom = params.period === 'custom';

  const choosePreset = (preset: TPeriodPreset) =>
    // A custom period starts from the days shown so far, to be moved from there.
    onChange(preset === 'custom' ? { period: preset, ...period } : { period: preset, from: undefined, to: undefined });

  return (
    <FilterPanel
      label={t('dashboard.filters.label')}
      filtered={hasFilters(params)}
      resetLabel={t('dashboard.filters.reset')}
      onReset={onReset}
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <Select
            label={t('dashboard.filters.period')}
            data={presets}
            value={params.period}
            onChange={(v) => v && choosePreset(v as TPeriodPreset)}
            allowDeselect={false}
            // The days below the field, so it lines up with its neighbours.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              custom || !period.from || !period.to
                ? undefined
                : t('dashboard.filters.periodShown', { from: formatDate(period.from), to: formatDate(period.to) })
            }
          />
        </Grid.Col>
        {custom ? (
          <DateRangeCols
            from={params.from}
            to={params.to}
            onChange={onChange}
            errors={errors}
            span={{ base: 6, sm: 4, lg: 2 }}
          />
        ) : errors.from || errors.to ? (
          // A preset is always valid here; the server may still refuse it (its clock, its limits).
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Text c="red" size="sm" role="alert">
              {errors.from ?? errors.to}
            </Text>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Select
            label={t('dashboard.filters.region')}
            placeholder={t('dashboard.filters.all')}
            data={regions.map((r) => ({ value: String(r.id), label: r.name }))}
            value={params.region_id === undefined ? null : String(params.region_id)}
            onChange={(v) => onChange({ region_id: v ? Number(v) : undefined })}
            error={errors.region_id}
            searchable
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <Select
            label={t('dashboard.filters.physics')}
            placeholder={t('dashboard.filters.all')}
            data={[...(physics?.entries() ?? [])].map(([id, name]) => ({ value: String(id), label: name }))}
            value={params.physics_id === undefined ? null : String(params.physics_id)}
            onChange={(v) => onChange({ physics_id: v ? Number(v) : undefined })}
            error={errors.physics_id}
            clearable
          />
        </Grid.Col>
      </Grid>
    </FilterPanel>
  );
}
