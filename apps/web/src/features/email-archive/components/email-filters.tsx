import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconFilterOff, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KyivDatesProvider } from '../../../components/ui/kyiv-dates-provider';
import {
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_LABELS,
  type TEmailStatus,
  type TEmailTemplate,
} from '@tt/contracts/emails';
import { KyivDatePickerInput } from '../../../components/ui/kyiv-date-picker-input';
import { useTender } from '../../../lib/tenders/get-tender';
import { useTenderSearch } from '../api/search-tenders';
import { hasFilters, type EmailListParams } from './email-list-url';
import 'dayjs/locale/uk';
import '@mantine/dates/styles.css';

export type EmailFilterPatch = Partial<
  Pick<EmailListParams, 'status' | 'template' | 'q' | 'tender_id' | 'from' | 'to'>
>;

interface EmailFiltersProps {
  params: EmailListParams;
  onChange: (patch: EmailFilterPatch) => void;
  onReset: () => void;
}

const SEARCH_DELAY = 400;

const STATUS_OPTIONS = EMAIL_STATUSES.map((s) => ({ value: s, label: EMAIL_STATUS_LABELS[s] }));
const TEMPLATE_OPTIONS = EMAIL_TEMPLATES.map((s) => ({ value: s, label: EMAIL_TEMPLATE_LABELS[s] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'uk'),
);

/** Status, kind, recipient, tender and period of the archive; each change reaches the address bar. */
export function EmailFilters({ params, onChange, onReset }: EmailFiltersProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('emailArchive.filters.label')}>
      <KyivDatesProvider>
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
            <RecipientInput value={params.q ?? ''} onChange={(q) => onChange({ q })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
            <TenderSelect value={params.tender_id} onChange={(tender_id) => onChange({ tender_id })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <KyivDatePickerInput
              label={t('emailArchive.filters.from')}
              placeholder={t('emailArchive.filters.datePlaceholder')}
              leftSection={<IconCalendar size={16} />}
              value={params.from ?? null}
              maxDate={params.to}
              onChange={(from) => onChange({ from: from ?? undefined })}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <KyivDatePickerInput
              label={t('emailArchive.filters.to')}
              placeholder={t('emailArchive.filters.datePlaceholder')}
              leftSection={<IconCalendar size={16} />}
              value={params.to ?? null}
              minDate={params.from}
              onChange={(to) => onChange({ to: to ?? undefined })}
              clearable
            />
          </Grid.Col>
        </Grid>
      </KyivDatesProvider>
      {hasFilters(params) ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={onReset}>
            {t('emailArchive.filters.reset')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** Part of an address: the field answers every keystroke, the address bar (and the call) follow after a pause. */
function RecipientInput({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // Changed from outside (back button, reset): show the address bar's text.
    setSynced(value);
    if (value !== text) setText(value);
  }
  const write = useDebouncedCallback(onChange, SEARCH_DELAY);
  return (
    <TextInput
      label={t('emailArchive.filters.recipient')}
      placeholder={t('emailArchive.filters.recipientPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      // Leaving the field (to open a letter, say) writes what is typed at once, so a write still
      // waiting for its pause cannot land after the next change of the address and undo it.
      onBlur={() => write.flush()}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('common.calendar.clear')}
            onClick={() => {
              setText('');
              write.cancel();
              onChange('');
            }}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
    />
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
