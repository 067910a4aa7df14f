import { useEffect, useMemo } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileSearch, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_STATUSES } from '@tt/contracts/tenders';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { useCan, useSession } from '../../../lib/use-session';
import { useTenders } from '../api/list-tenders';
import { TenderFilters, type TenderFilterPatch } from '../components/tender-filters';
import { TenderTable } from '../components/tender-table';
import { KyivDatesProvider } from '../../../components/ui/kyiv-dates-provider';
import { PAGE_SIZES, useListUrlState } from '../../../lib/list-url-state';
import { NO_FILTERS, TENDER_LIST_URL, hasFilters, toListQuery } from '../components/tender-list-url';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import '../../../i18n/uk-tenders';

/** /tenders: the tenders table (cards on a phone) with filters; its state lives in the URL. */
export function TenderListRoute() {
  const { t } = useTranslation();
  const { regions, bankUser } = useSession();
  const canCreate = useCan('tender.create');
  const { params, update, goToPage } = useListUrlState(TENDER_LIST_URL);
  const query = toListQuery(params);
  const tenders = useTenders(query);

  const regionNames = useMemo(() => new Map((regions ?? []).map((r) => [r.id, r.name])), [regions]);
  // Providers never see drafts, so they cannot filter by them either.
  const statuses = bankUser ? TENDER_STATUSES : TENDER_STATUSES.filter((s) => s !== 'draft');

  const resetFilters = () => update(NO_FILTERS);

  // A page past the end (fewer results after a change elsewhere): go to the last page.
  const lastPage = tenders.data ? Math.max(1, Math.ceil(tenders.data.total / params.page_size)) : null;
  const pastEnd = lastPage !== null && params.page > lastPage && !tenders.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) goToPage(lastPage);
  });

  const filtered = hasFilters(params);
  const emptyState = (
    <ListEmptyState
      icon={<IconFileSearch size={28} stroke={1.5} />}
      title={t('tenders.empty')}
      hint={filtered ? t('tenders.emptyFilteredHint') : t('tenders.emptyHint')}
      reset={filtered ? { label: t('tenders.filters.reset'), onReset: resetFilters } : undefined}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('tenders.listTitle')}
        </Title>
        {canCreate ? (
          <Button component={Link} to="/tenders/create" leftSection={<IconPlus size={18} />}>
            {t('tenders.create')}
          </Button>
        ) : null}
      </Group>

      <KyivDatesProvider>
        <TenderFilters
          params={params}
          regions={regions ?? []}
          statuses={statuses}
          onChange={(patch: TenderFilterPatch) => update(patch)}
          onReset={resetFilters}
        />
      </KyivDatesProvider>

      {tenders.isError && !tenders.data ? (
        <LoadFailedAlert title={t('tenders.loadFailed')} error={tenders.error} onRetry={() => void tenders.refetch()} />
      ) : (
        <TenderTable
          records={tenders.data?.items ?? []}
          total={tenders.data?.total ?? 0}
          page={params.page}
          pageSize={params.page_size}
          pageSizes={[...PAGE_SIZES]}
          sort={params.sort}
          fetching={tenders.isFetching}
          regionNames={regionNames}
          withOffersCount={bankUser}
          emptyState={emptyState}
          onPageChange={(page) => update({ page }, { resetPage: false })}
          onPageSizeChange={(pageSize) => update({ page_size: pageSize })}
          onSortChange={(sort) => update({ sort })}
        />
      )}
    </Stack>
  );
}
