import { Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRegion } from '@tt/contracts/dictionaries';
import { ORDER_STATUSES, type TOrderStatus } from '@tt/contracts/orders';
import { TENDER_STATUS_LABELS } from '@tt/contracts/tenders';
import { DateRangeCols, FilterPanel } from '../../../components/ui/filter-panel';
import { SearchField } from '../../../components/ui/search-field';
import { useOrderWinners } from '../api/orders-api';
import { hasFilters, type OrderListParams } from './order-list-url';
import '../../../i18n/uk-orders';

export type OrderFilterPatch = Partial<
  Pick<OrderListParams, 'status' | 'region_id' | 'winner_id' | 'q' | 'from' | 'to'>
>;

interface OrderFiltersProps {
  params: OrderListParams;
  regions: readonly TRegion[];
  onChange: (patch: OrderFilterPatch) => void;
  onReset: () => void;
}

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: TENDER_STATUS_LABELS[s] }));

/** Text, status, region, winner and the days of the decision; each change reaches the address bar. */
export function OrderFilters({ params, regions, onChange, onReset }: OrderFiltersProps) {
  const { t } = useTranslation();
  const regionOptions = regions.map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <FilterPanel
      label={t('orders.filters.label')}
      filtered={hasFilters(params)}
      resetLabel={t('orders.filters.reset')}
      onReset={onReset}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <SearchField
            label={t('orders.filters.search')}
            placeholder={t('orders.filters.searchPlaceholder')}
            value={params.q ?? ''}
            onChange={(q) => onChange({ q })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <Select
            label={t('orders.filters.status')}
            placeholder={t('orders.filters.all')}
            data={STATUS_OPTIONS}
            value={params.status ?? null}
            onChange={(v) => onChange({ status: (v as TOrderStatus | null) ?? undefined })}
            clearable
            comboboxProps={{ width: 220, position: 'bottom-start' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <Select
            label={t('orders.filters.region')}
            placeholder={t('orders.filters.all')}
            data={regionOptions}
            value={params.region_id ? String(params.region_id) : null}
            onChange={(v) => onChange({ region_id: v ? Number(v) : undefined })}
            searchable
            clearable
            nothingFoundMessage={t('orders.filters.nothingFound')}
            comboboxProps={{ width: 240, position: 'bottom-start' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <WinnerSelect value={params.winner_id} onChange={(winner_id) => onChange({ winner_id })} />
        </Grid.Col>
        <DateRangeCols from={params.from} to={params.to} onChange={onChange} />
      </Grid>
    </FilterPanel>
  );
}

/** The winning provider, found by its name among every organisation that has won a tender. */
function WinnerSelect({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const winners = useOrderWinners();
  const options = (winners.data?.items ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  // A winner from the address before (or without) the list still reads as chosen.
  if (value !== undefined && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: t('orders.filters.winnerById', { id: value }) });
  }
  return (
    <Select
      label={t('orders.filters.winner')}
      placeholder={t('orders.filters.winnerPlaceholder')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      clearable
      error={winners.isError ? t('orders.filters.winnersFailed') : undefined}
      nothingFoundMessage={t('orders.filters.nothingFound')}
    />
  );
}
