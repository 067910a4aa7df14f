import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title, type MantineColor } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUS_LABELS } from '@tt/contracts/offers';
import {
  PARTICIPATION_OUTCOMES,
  PARTICIPATION_OUTCOME_LABELS,
  PROVIDER_HISTORY_SORTS,
  type TParticipationOutcome,
  type TProviderHistoryItem,
  ZProviderHistoryQuery,
} from '@tt/contracts/provider-account';
import { TENDER_STATUSES, TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PAGE_SIZES, useListUrlState, type ListUrlSpec } from '../../../lib/list-url-state';
import { useProviderHistory } from '../api/list-provider-history';
import 'mantine-datatable/styles.css';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

type Sort = (typeof PROVIDER_HISTORY_SORTS)[number];
const DEFAULT_SORT: Sort = '-offers_deadline';

const OUTCOME_COLORS: Record<TParticipationOutcome, MantineColor> = {
  won: 'green',
  lost: 'gray',
  withdrawn: 'orange',
  pending: 'blue',
  no_result: 'grape',
};

/** The archive's state lives in the URL (page, size, sort, status, outcome, q): the contract's query. */
const HISTORY_URL: ListUrlSpec<typeof ZProviderHistoryQuery> = { schema: ZProviderHistoryQuery };

/** /provider/history: the tenders the organisation took part in, with its offer and the outcome. */
export function ProviderHistoryRoute() {
  const { t } = useTranslation();
  const { params, update } = useListUrlState(HISTORY_URL);
  const history = useProviderHistory({ ...params, q: params.q?.trim() || undefined });
  const [q, setQ] = useState(params.q ?? '');
  const typed = useDebouncedCallback((value: string) => update({ q: value.trim() || undefined }), 350);
  const filtered = Boolean(params.status || params.outcome || params.q);

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
      <div>
        <Title order={1} size="h2">
          {t('provider.archive.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('provider.archive.hint')}
        </Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: '1 1 260px' }}
          label={t('provider.archive.search')}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            typed(e.currentTarget.value);
          }}
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
          <Button
            variant="subtle"
            onClick={() => {
              setQ('');
              update({ status: undefined, outcome: undefined, q: undefined });
            }}
          >
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
        <DataTable<TProviderHistoryItem>
          withTableBorder
          borderRadius="sm"
          striped
          minHeight={history.data?.items.length ? undefined : 180}
          fetching={history.isFetching}
          idAccessor={(r) => r.offer.id}
          records={history.data?.items ?? []}
          totalRecords={history.data?.total ?? 0}
          page={params.page}
          recordsPerPage={params.page_size}
          recordsPerPageOptions={[...PAGE_SIZES]}
          recordsPerPageLabel=""
          onPageChange={(page) => update({ page }, { resetPage: false })}
          onRecordsPerPageChange={(size) => update({ page_size: size })}
          paginationText={({ from, to, totalRecords }) => `${from}–${to} з ${totalRecords}`}
          sortStatus={sortStatus}
          onSortStatusChange={onSort}
          noRecordsText={`${t('provider.archive.empty')}. ${filtered ? t('provider.archive.emptyFilteredHint') : t('provider.archive.emptyHint')}`}
          columns={[
            {
              accessor: 'number',
              title: t('provider.archive.columns.tender'),
              sortable: true,
              render: (r) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={`/tenders/${r.tender.id}`} fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {r.tender.number}
                  </Anchor>
                  <Text size="sm">{r.tender.title}</Text>
                </Stack>
              ),
            },
            {
              accessor: 'region',
              title: t('provider.archive.columns.region'),
              // On phones the title already names the place; the column would only push the rest aside.
              visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
              render: (r) => r.tender.region_name,
            },
            {
              accessor: 'offers_deadline',
              title: t('provider.archive.columns.deadline'),
              sortable: true,
              noWrap: true,
              render: (r) => formatDateTime(r.tender.offers_deadline),
            },
            {
              accessor: 'status',
              title: t('provider.archive.columns.status'),
              render: (r) => <TenderStatusBadge status={r.tender.status} />,
            },
            {
              accessor: 'monthly_price',
              title: t('provider.archive.columns.price'),
              sortable: true,
              textAlign: 'right',
              noWrap: true,
              render: (r) => formatMoney(r.offer.monthly_price),
            },
            {
              accessor: 'submitted_at',
              title: t('provider.archive.columns.offer'),
              sortable: true,
              render: (r) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={`/tenders/offers/${r.offer.id}`}>
                    {OFFER_STATUS_LABELS[r.offer.status]}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.offer.submitted_at)}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'outcome',
              title: t('provider.archive.columns.outcome'),
              render: (r) => (
                <Badge color={OUTCOME_COLORS[r.outcome]} variant="light" radius="sm" tt="none" miw="max-content">
                  {PARTICIPATION_OUTCOME_LABELS[r.outcome]}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
