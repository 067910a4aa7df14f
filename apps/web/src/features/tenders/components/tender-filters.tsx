import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENDER_STATUSES, TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import type { TRegion } from '@tt/contracts/dictionaries';
import { hasFilters, type TenderListParams } from './tender-list-url';
import { FilterPanel } from '../../../components/ui/filter-panel';
import { KyivDatePickerInput } from '../../../components/ui/kyiv-date-picker-input';
import { SearchField } from '../../../components/ui/search-field';
import '../../../i18n/uk-tenders';

export type TenderFilterPatch = Partial<Pick<TenderListParams, 'status' | 'region_id' | 'q' | 'from' | 'to'>>;

interface TenderFiltersProps {
  params: TenderListParams;
  regions: readonly TRegion[];
  /** Statuses the user may filter by (providers never see drafts). */
  statuses?: readonly TTenderStatus[];
  onChange: (patch: TenderFilterPatch) => void;
  onReset: () => void;
}

/** Status, region, text search and deadline range of the tenders list. */
export function TenderFilters({ params, regions, statuses = TENDER_STATUSES, onChange, onReset }: TenderFiltersProps) {
  const { t } = useTranslation();

  // A range being picked has only its start; it reaches the URL once both ends are chosen.
  const urlRange: DatesRangeValue<string> = [params.from ?? null, params.to ?? null];
  const [range, setRange] = useState<DatesRangeValue<string>>(urlRange);
  const [syncedRange, setSyncedRange] = useState(urlRange.join('|'));
  if (urlRange.join('|') !== syncedRange) {
    setSyncedRange(urlRange.join('|'));
    setRange(urlRange);
  }
  const changeRange = (value: DatesRangeValue<string>) => {
    setRange(value);
    const [from, to] = value;
    if ((from && to) || (!from && !to)) onChange({ from: from ?? undefined, to: to ?? undefined });
  };

  const statusData = statuses.map((s) => ({ value: s, label: TENDER_STATUS_LABELS[s] }));
  const regionData = regions.map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <FilterPanel
      label={t('tenders.filters.label')}
      filtered={hasFilters(params)}
      resetLabel={t('tenders.filters.reset')}
      onReset={onReset}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <SearchField
          label={t('tenders.filters.search')}
          placeholder={t('tenders.filters.searchPlaceholder')}
          clearLabel={t('tenders.filters.clear')}
          value={params.q ?? ''}
          onChange={(q) => onChange({ q })}
        />
        <Select
          label={t('tenders.filters.status')}
          placeholder={t('tenders.filters.statusAll')}
          data={statusData}
          value={params.status ?? null}
          onChange={(value) => onChange({ status: (value as TTenderStatus | null) ?? undefined })}
          clearable
          allowDeselect
        />
        <Select
          label={t('tenders.filters.region')}
          placeholder={t('tenders.filters.regionAll')}
          data={regionData}
          value={params.region_id ? String(params.region_id) : null}
          onChange={(value) => onChange({ region_id: value ? Number(value) : undefined })}
          searchable
          clearable
          nothingFoundMessage={t('tenders.empty')}
        />
        <KyivDatePickerInput
          type="range"
          label={t('tenders.filters.deadline')}
          placeholder={t('tenders.filters.deadlinePlaceholder')}
          leftSection={<IconCalendar size={16} />}
          value={range}
          onChange={changeRange}
          valueFormat="DD.MM.YYYY"
          allowSingleDateInRange
          clearable
          clearButtonProps={{ 'aria-label': t('tenders.filters.clear') }}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}
