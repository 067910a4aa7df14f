import type { ReactNode } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
import '../../../i18n/uk-admin';

interface FilterBarProps {
  searchPlaceholder: string;
  q: string;
  onSearch: (q: string) => void;
  /** Shows «reset» when any filter is set. */
  filtered: boolean;
  onReset: () => void;
  /** The tab's selects, between the search and «reset». */
  filters: ReactNode;
  /** What stands after «reset», e.g. the tab's create button. */
  children?: ReactNode;
}

/** One administration tab's search box, filters and «reset», above its table. */
export function FilterBar({ searchPlaceholder, q, onSearch, filtered, onReset, filters, children }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField
        type="search"
        label={t('admin.filters.search')}
        placeholder={searchPlaceholder}
        value={q}
        onChange={onSearch}
        miw={260}
        style={{ flex: 1 }}
      />
      {filters}
      {filtered ? (
        <Button variant="subtle" onClick={onReset}>
          {t('admin.filters.reset')}
        </Button>
      ) : null}
      {children}
    </Group>
  );
}

interface FlagSelectProps {
  label: string;
  yes: string;
  no: string;
  /** Unset means «all». */
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  /** The width from a large phone up. */
  w: number;
}

/** A yes/no filter that can also be left at «all». */
export function FlagSelect({ label, yes, no, value, onChange, w }: FlagSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={[
        { value: 'all', label: t('admin.filters.all') },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      value={value === undefined ? 'all' : String(value)}
      onChange={(v) => onChange(v === 'true' ? true : v === 'false' ? false : undefined)}
      allowDeselect={false}
      // Two a row on a phone, where each on its own line would push the list far down.
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: w }}
    />
  );
}
