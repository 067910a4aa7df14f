import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZSettingsChangeQuery, type TSettingsArea, type TSettingsChange } from '@tt/contracts/settings';
import { CardSection } from '../../../components/ui/card-section';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { PAGE_SIZES, useListUrlState, type ListUrlSpec } from '../../../lib/list-url-state';
import { useSettingsChanges } from '../api/settings-changes';
import '../../../i18n/uk-settings';

// The history's page stays in the address (`h_page`, `h_page_size`), beside the screen's own keys.
const ZHistoryUrl = ZSettingsChangeQuery.omit({ area: true });
const HISTORY_URL: ListUrlSpec<typeof ZHistoryUrl> = { schema: ZHistoryUrl, prefix: 'h_' };

/** What changed in one settings area, who changed it and when; newest first, paged. */
export function ChangeHistory({ area }: { area: TSettingsArea }) {
  const { t } = useTranslation();
  const { params, update } = useListUrlState(HISTORY_URL);
  const changes = useSettingsChanges(area, params.page, params.page_size);
  const title = t('settings.history.title');

  return (
    <CardSection title={title}>
      {changes.isError && !changes.data ? (
        <LoadFailedAlert
          title={t('settings.history.loadFailed')}
          error={changes.error}
          onRetry={() => void changes.refetch()}
        />
      ) : (
        <ResponsiveTable<TSettingsChange>
          label={title}
          records={changes.data?.items ?? []}
          fetching={changes.isFetching}
          empty={t('settings.history.empty')}
          emptyHeight={120}
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: changes.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
          }}
          columns={[
            {
              accessor: 'created_at',
              title: t('settings.history.when'),
              noWrap: true,
              render: (c) => formatDateTime(c.created_at),
            },
            {
              accessor: 'actor_name',
              title: t('settings.history.who'),
              render: (c) => c.actor_name ?? t('settings.history.system'),
            },
            {
              accessor: 'summary',
              title: t('settings.history.what'),
              // On a card the sentence leads, as wide as the card; when and who follow it.
              card: 'title',
              render: (c) => (
                <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                  {c.summary}
                </Text>
              ),
            },
          ]}
        />
      )}
    </CardSection>
  );
}
