import { useState } from 'react';
import { Grid, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY, SearchField } from '../../../components/ui/search-field';
import {
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_LABELS,
  type TEmailStatus,
  type TEmailTemplate,
} from '@tt/contracts/emails';
import { DateRangeCols, FilterPanel } from '../../../components/ui/filter-panel';
import { useTender } from '../../../lib/tenders/get-tender';
import { useTenderSearch } from '../api/search-tenders';
import { hasFilters, type EmailListParams } from './email-list-url';
import '../../../i18n/uk-email-archive';

export type EmailFilterPatch = Partial<
  Pick<EmailListParams, 'status' | 'template' | 'q' | 'tender_id' | 'from' | 'to'>
>;

interface EmailFiltersProps {
  params: EmailListParams;
  onChange: (patch: EmailFilterPatch) => void;
  onReset: () => void;
}

const STATUS_OPTIONS = EMAIL_STATUSES.map((s) => ({ value: s, label: EMAIL_STATUS_LABELS[s] }));
const TEMPLATE_OPTIONS = EMAIL_TEMPLATES.map((s) => ({ value: s, label: EMAIL_TEMPLATE_LABELS[s] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'uk'),
);

/** Status, kind, recipient, tender and period of the archive; each change reaches the address bar. */
export function EmailFilters({ params, onChange, onReset }: EmailFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      label={t('emailArchive.filters.label')}
      filtered={hasFilters(params)}
      resetLabel={t('emailArchive.filters.reset')}
      onReset={onReset}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <Select
            label={t('emailArchive.filters.status')}
            placeholder={t('emailArchive.filters.all')}
            data={STATUS_OPTIONS}
            value={params.status ?? null}
            onChange={(v) => onChange({ status: (v as TEmailStatus | null) ?? undefined })}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <Select
            label={t('emailArchive.filters.template')}
            placeholder={t('emailArchive.filters.all')}
            data={TEMPLATE_OPTIONS}
            value={params.template ?? null}
            onChange={(v) => onChange({ template: (v as TEmailTemplate | null) ?? undefined })}
            searchable
            clearable
            comboboxProps={{ width: 280, position: 'bottom-start' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <SearchField
            label={t('emailArchive.filters.recipient')}
            placeholder={t('emailArchive.filters.recipientPlaceholder')}
            value={params.q ?? ''}
            onChange={(q) => onChange({ q })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <TenderSelect value={params.tender_id} onChange={(tender_id) => onChange({ tender_id })} />
        </Grid.Col>
        <DateRangeCols from={params.from} to={params.to} onChange={onChange} />
      </Grid>
    </FilterPanel>
  );
}

/**
 * The tender, found by its number or title: the list of tenders is searched on the server as
 * the user types, and the chosen one is named by its number even when it came from the address.
 */
function TenderSelect({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY);
  const chosen = useTender(value ?? null);
  const label = (tender: { number: string; title: string }) => `${tender.number} — ${tender.title}`;
  const chosenLabel = chosen.data ? label(chosen.data) : t('emailArchive.filters.tenderById', { id: value });
  // The field shows the chosen tender's name: that is no search, the list then offers the newest.
  const found = useTenderSearch(debounced === chosenLabel ? '' : debounced, opened);

  const options = (found.data?.items ?? []).map((tender) => ({ value: String(tender.id), label: label(tender) }));
  if (value !== undefined && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: chosenLabel });
  }

  return (
    <Select
      label={t('emailArchive.filters.tender')}
      placeholder={t('emailArchive.filters.tenderPlaceholder')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every option it found is shown.
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={
        found.isFetching ? t('emailArchive.filters.tenderSearching') : t('emailArchive.filters.tenderNotFound')
      }
      comboboxProps={{ width: 320, position: 'bottom-start' }}
    />
  );
}
