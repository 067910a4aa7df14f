import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import {
  PARTICIPATION_OUTCOMES,
  PARTICIPATION_OUTCOME_LABELS,
  PROVIDER_HISTORY_SORTS,
  providerHistoryFileName,
  type TParticipationOutcome,
  type TProviderHistoryExportQuery,
  type TProviderHistoryItem,
  ZProviderHistoryQuery,
} from '@tt/contracts/provider-account';
import { TENDER_STATUSES, TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import { kyivToday } from '@tt/contracts/kyiv-time';
import { ExportButtons } from '../../../components/export/export-buttons';
import { PAGE_SIZES, useListUrlState, type ListUrlSpec } from '../../../lib/list-url-state';
import { useProviderHistory } from '../api/list-provider-history';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { SearchField } from '../../../components/ui/search-field';
import { useProviderHistoryColumns } from '../components/provider-history-columns';
import '../../../i18n/uk-provider';

type Sort = (typeof PROVIDER_HISTORY_SORTS)[number];
const DEFAULT_SORT: Sort = '-offers_deadline';

/** The archive's state lives in the URL (page, size, sort, status, outcome, q): the contract's query. */
const HISTORY_URL: ListUrlSpec<typeof ZProviderHistoryQuery> = { schema: ZProviderHistoryQuery };

/** /provider/history: the tenders the organisation took part in, with its offer and the outcome (cards on a phone). */
export function ProviderHistoryRoute() {
  const { t } = useTranslation();
  const { params, update } = useListUrlState(HISTORY_URL);
  const query = { ...params, q: params.q?.trim() || undefined };
  const history = useProviderHistory(query);
  // The exports take the same filters and order, without the page.
  const { page: _page, page_size: _size, ...exportQuery } = query;
  const filtered = Boolean(params.status || params.outcome || params.q);
  const columns = useProviderHistoryColumns();

  const sortStatus: DataTableSortStatus<TProviderHistoryItem> = {
    columnAccessor: params.sort.replace(/^-/, ''),
    direction: params.sort.startsWith('-') ? 'desc' : 'asc',
  };
  const onSort = (s: DataTableSortStatus<TProviderHistoryItem>) => {
    const key = `${s.direction === 'desc' ? '-' : ''}${String(s.columnAccessor)}`;
    update({ sort: (PROVIDER_HISTORY_SORTS as readonly string[]).includes(key) ? (key as Sort) : DEFAULT_SORT });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ flex: '1 1 420px' }}>
          <Title order={1} size="h2">
            {t('provider.archive.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('provider.archive.hint')}
          </Text>
        </div>
        <ExportButtons
          path="/provider/history"
          query={exportQuery satisfies TProviderHistoryExportQuery}
          fallbackName={(format) => providerHistoryFileName(kyivToday(), format)}
        />
      </Group>
      <Group align="flex-end" gap="sm">
        <SearchField
          style={{ flex: '1 1 260px' }}
          label={t('provider.archive.search')}
          value={params.q ?? ''}
          onChange={(value) => update({ q: value.trim() || undefined })}
        />
        <Select
          w={{ base: '100%', xs: 220 }}
          label={t('provider.archive.status')}
          placeholder={t('provider.archive.any')}
          clearable
          data={TENDER_STATUSES.filter((s) => s !== 'draft').map((s) => ({ value: s, label: TENDER_STATUS_LABELS[s] }))}
          value={params.status ?? null}
          onChange={(v) => update({ status: (v as TTenderStatus | null) ?? undefined })}
        />
        <Select
          w={{ base: '100%', xs: 220 }}
          label={t('provider.archive.outcome')}
          placeholder={t('provider.archive.any')}
          clearable
          data={PARTICIPATION_OUTCOMES.map((o) => ({ value: o, label: PARTICIPATION_OUTCOME_LABELS[o] }))}
          value={params.outcome ?? null}
          onChange={(v) => update({ outcome: (v as TParticipationOutcome | null) ?? undefined })}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => update({ status: undefined, outcome: undefined, q: undefined })}>
            {t('provider.archive.reset')}
          </Button>
        ) : null}
      </Group>
      {history.isError && !history.data ? (
        <LoadFailedAlert
          title={t('provider.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <ResponsiveTable<TProviderHistoryItem>
          label={t('provider.archive.title')}
          columns={columns}
          records={history.data?.items ?? []}
          // A row is one lot of the offer (ADR 0038).
          idAccessor={(r) => `${r.offer.id}-${r.lot.id}`}
          fetching={history.isFetching}
          striped
          emptyHeight={180}
          empty={`${t('provider.archive.empty')}. ${filtered ? t('provider.archive.emptyFilteredHint') : t('provider.archive.emptyHint')}`}
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: history.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (size) => update({ page_size: size }),
          }}
          sorting={{ status: sortStatus, onChange: onSort }}
        />
      )}
    </Stack>
  );
}
