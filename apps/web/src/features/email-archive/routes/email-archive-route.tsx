import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconMailSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEmailDetails, TEmailSummary } from '@tt/contracts/emails';
import { AccessDenied } from '../../../components/ui/access-denied';
import { HistoryTabs } from '../../../components/ui/history-tabs';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PAGE_SIZES, useListUrlState } from '../../../lib/list-url-state';
import { useCan } from '../../../lib/use-session';
import { useEmails } from '../api/list-emails';
import { EmailDetailsDialog } from '../components/email-details-dialog';
import { EmailFilters } from '../components/email-filters';
import { EMAIL_LIST_URL, LETTER_KEY, NO_FILTERS, hasFilters, toEmailQuery } from '../components/email-list-url';
import { EmailTable } from '../components/email-table';
import { ResendEmailDialog } from '../components/resend-email-dialog';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import '../../../i18n/uk-email-archive';

/** /admin/history/emails: every letter the system made, with filters, paging, each letter's body, and resending. */
export function EmailArchiveRoute() {
  const { t } = useTranslation();
  if (!useCan('emails.view')) return <AccessDenied reason={t('emailArchive.noAccess')} />;
  return <EmailArchive />;
}

function EmailArchive() {
  const { t } = useTranslation();
  const canResend = useCan('emails.resend');
  const { params, update, goToPage } = useListUrlState(EMAIL_LIST_URL);
  const emails = useEmails(toEmailQuery(params));
  // The letter being confirmed for resending; its own dialog stands in for the letter's meanwhile.
  const [resending, setResending] = useState<TEmailDetails | null>(null);

  // A page past the end (fewer letters after a change of filters elsewhere): go to the last page.
  const lastPage = emails.data ? Math.max(1, Math.ceil(emails.data.total / params.page_size)) : null;
  const pastEnd = lastPage !== null && params.page > lastPage && !emails.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) goToPage(lastPage);
  });

  // Opening a letter is a step back can undo; closing it is not one more.
  const [search, setSearch] = useSearchParams();
  const openLetter = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(LETTER_KEY, id);
    setSearch(next);
  };
  const closeLetter = () => {
    const next = new URLSearchParams(search);
    next.delete(LETTER_KEY);
    setSearch(next, { replace: true });
  };
  const resetFilters = () => update(NO_FILTERS);
  const filtered = hasFilters(params);

  const emptyState = (
    <ListEmptyState
      icon={<IconMailSearch size={28} stroke={1.5} />}
      title={t('emailArchive.empty')}
      hint={filtered ? t('emailArchive.emptyFilteredHint') : t('emailArchive.emptyHint')}
      reset={filtered ? { label: t('emailArchive.filters.reset'), onReset: resetFilters } : undefined}
    />
  );

  return (
    <Stack gap="lg">
      <HistoryTabs />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('emailArchive.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('emailArchive.lead')}
        </Text>
      </Stack>

      <EmailFilters params={params} onChange={(patch) => update(patch)} onReset={resetFilters} />

      {emails.isError && !emails.data ? (
        <LoadFailedAlert
          title={t('emailArchive.loadFailed')}
          error={emails.error}
          onRetry={() => void emails.refetch()}
        />
      ) : (
        <EmailTable
          records={emails.data?.items ?? []}
          fetching={emails.isFetching}
          // The table keeps its empty state in the page while it has rows, only hidden: its reset
          // button would be an invisible stop in the tab order then.
          empty={emptyState}
          onOpen={(letter: TEmailSummary) => openLetter(letter.id)}
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: emails.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
          }}
        />
      )}

      <EmailDetailsDialog
        id={params.letter ?? null}
        hidden={resending !== null}
        onClose={closeLetter}
        onOpen={openLetter}
        onResend={canResend ? setResending : undefined}
      />
      <ResendEmailDialog
        letter={resending}
        onClose={() => setResending(null)}
        onResent={(copyId) => {
          setResending(null);
          openLetter(copyId);
        }}
      />
    </Stack>
  );
}
