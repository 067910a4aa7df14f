import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZFaqListQuery } from '@tt/contracts/faq';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { useListUrlState, type ListUrlSpec } from '../../../lib/list-url-state';
import { useFaqList } from '../api/faq-api';
import { ArticleGroups } from '../components/article-groups';
import { HelpSearch } from '../components/help-search';
import { useHelpViewer } from '../components/help-viewer';
import { useArticleAdmin } from '../components/use-article-admin';
import { WriteUs } from '../components/write-us';
import '../../../i18n/uk-help';

const FAQ_LIST_URL: ListUrlSpec<typeof ZFaqListQuery> = { schema: ZFaqListQuery };

/** /faq: every article grouped by section, with a search kept in the address (`?q=`). */
export function FaqListRoute() {
  const { t } = useTranslation();
  const { canManage } = useHelpViewer();
  const { params, update } = useListUrlState(FAQ_LIST_URL);
  const admin = useArticleAdmin();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('routes.faq')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('help.lead')}
          </Text>
        </Stack>
        {canManage ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => admin.create()}>
            {t('help.admin.create')}
          </Button>
        ) : null}
      </Group>
      <HelpSearch value={params.q ?? ''} onChange={(q) => update({ q })} />
      <FaqArticleList
        q={params.q?.trim() ?? ''}
        onReset={() => update({ q: undefined })}
        admin={canManage ? admin : null}
      />
      <WriteUs />
      {canManage ? admin.dialogs : null}
    </Stack>
  );
}

interface FaqArticleListProps {
  q?: string;
  /** Clears the search; without it there is no search to clear. */
  onReset?: () => void;
  admin: ReturnType<typeof useArticleAdmin> | null;
}

/** The grouped list with its loading, failed, empty and nothing-found states (also under «Статтю не знайдено»). */
export function FaqArticleList({ q = '', onReset, admin }: FaqArticleListProps) {
  const { t } = useTranslation();
  const list = useFaqList(q);
  // Login info without role or roles reads as a visitor's (docs/decisions/0030): no drafts shown.
  const items = (list.data?.items ?? []).filter((a) => a.published || admin);

  if (list.isError && !list.data) {
    return <LoadFailedAlert title={t('help.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (items.length === 0) {
    return q ? (
      <ListEmptyState
        icon={<IconSearchOff size={28} stroke={1.5} />}
        title={t('help.search.emptyTitle')}
        hint={t('help.search.emptyHint')}
        reset={onReset ? { label: t('help.search.reset'), onReset } : undefined}
      />
    ) : (
      <ListEmptyState
        icon={<IconHelpCircle size={28} stroke={1.5} />}
        title={t('help.empty')}
        hint={t('help.emptyHint')}
      />
    );
  }
  return (
    <ArticleGroups
      items={items}
      reorder={!q}
      manage={admin ? { onEdit: admin.edit, onDelete: admin.remove } : undefined}
    />
  );
}
