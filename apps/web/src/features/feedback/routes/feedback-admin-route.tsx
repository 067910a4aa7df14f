import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconMessageSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFeedbackMessage } from '@tt/contracts/feedback';
import { AccessDenied } from '../../../components/ui/access-denied';
import { HistoryTabs } from '../../../components/ui/history-tabs';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PAGE_SIZES, useListUrlState } from '../../../lib/list-url-state';
import { useCan } from '../../../lib/use-session';
import { useFeedbackList } from '../api/feedback-admin';
import { FeedbackDialog } from '../components/feedback-dialog';
import { FeedbackFilters } from '../components/feedback-filters';
import {
  FEEDBACK_LIST_URL,
  MESSAGE_KEY,
  NO_FILTERS,
  hasFilters,
  toFeedbackQuery,
} from '../components/feedback-list-url';
import { FeedbackTable } from '../components/feedback-table';
import '../../../i18n/uk-feedback';

/** /admin/history/feedback: the messages sent through /feedback, with filters, paging, state and replies. */
export function FeedbackAdminRoute() {
  const { t } = useTranslation();
  if (!useCan('feedback.view')) return <AccessDenied reason={t('feedback.admin.noAccess')} />;
  return <FeedbackAdmin />;
}

function FeedbackAdmin() {
  const { t } = useTranslation();
  const { params, update, goToPage } = useListUrlState(FEEDBACK_LIST_URL);
  const list = useFeedbackList(toFeedbackQuery(params));

  // A page past the end (fewer messages after a change elsewhere): go to the last page.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / params.page_size)) : null;
  const pastEnd = lastPage !== null && params.page > lastPage && !list.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) goToPage(lastPage);
  });

  // Opening a message is a step back can undo; closing it is not one more.
  const [search, setSearch] = useSearchParams();
  const open = (id: number) => {
    const next = new URLSearchParams(search);
    next.set(MESSAGE_KEY, String(id));
    setSearch(next);
  };
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete(MESSAGE_KEY);
    setSearch(next, { replace: true });
  };
  const resetFilters = () => update(NO_FILTERS);
  const filtered = hasFilters(params);

  return (
    <Stack gap="lg">
      <HistoryTabs />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('feedback.admin.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('feedback.admin.lead')}
        </Text>
      </Stack>

      <FeedbackFilters params={params} onChange={(patch) => update(patch)} onReset={resetFilters} />

      {list.isError && !list.data ? (
        <LoadFailedAlert
          title={t('feedback.admin.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <FeedbackTable
          records={list.data?.items ?? []}
          fetching={list.isFetching}
          empty={
            <ListEmptyState
              icon={<IconMessageSearch size={28} stroke={1.5} />}
              title={t('feedback.admin.empty')}
              hint={filtered ? t('feedback.admin.emptyFilteredHint') : t('feedback.admin.emptyHint')}
              reset={filtered ? { label: t('feedback.admin.filters.reset'), onReset: resetFilters } : undefined}
            />
          }
          onOpen={(m: TFeedbackMessage) => open(m.id)}
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: list.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
          }}
        />
      )}

      <FeedbackDialog id={params.feedback ?? null} onClose={close} />
    </Stack>
  );
}
