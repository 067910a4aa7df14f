import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FAQ_SECTIONS,
  FAQ_SECTION_LABELS,
  faqPath,
  type TFaqArticleSummary,
  type TFaqSection,
} from '@tt/contracts/faq';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useMoveArticle } from '../api/faq-api';
import '../../../i18n/uk-help';

/** The articles of each section, in the sections' order (FAQ_SECTION_LABELS) and the server's order within. */
export function groupBySection(items: readonly TFaqArticleSummary[]): [TFaqSection, TFaqArticleSummary[]][] {
  return FAQ_SECTIONS.map(
    (s) => [s, items.filter((a) => a.section === s)] as [TFaqSection, TFaqArticleSummary[]],
  ).filter(([, list]) => list.length > 0);
}

interface ArticleGroupsProps {
  items: readonly TFaqArticleSummary[];
  /** The editing controls (holders of faq.manage). */
  manage?: { onEdit: (a: TFaqArticleSummary) => void; onDelete: (a: TFaqArticleSummary) => void };
  /** Reordering makes sense only on the whole list, not on search results. */
  reorder?: boolean;
}

/** The help's articles grouped by section, each a link to its own address. */
export function ArticleGroups({ items, manage, reorder = false }: ArticleGroupsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {groupBySection(items).map(([section, list]) => (
        <Paper
          key={section}
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby={`faq-${section}`}
        >
          <Title order={2} size="h4" id={`faq-${section}`} mb="sm">
            {FAQ_SECTION_LABELS[section]}
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((article, index) => (
              <Group component="li" key={article.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={faqPath(article.slug)} style={{ overflowWrap: 'anywhere' }}>
                    {article.title}
                  </Anchor>
                  {article.published ? null : (
                    <Badge color="gray" variant="light" size="sm">
                      {t('help.draft')}
                    </Badge>
                  )}
                </Group>
                {manage ? (
                  <ArticleControls
                    article={article}
                    index={index}
                    count={list.length}
                    reorder={reorder}
                    onEdit={() => manage.onEdit(article)}
                    onDelete={() => manage.onDelete(article)}
                  />
                ) : null}
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface ArticleControlsProps {
  article: TFaqArticleSummary;
  index: number;
  count: number;
  reorder: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Up, down, edit and delete of one article, each named with the article's title. */
function ArticleControls({ article, index, count, reorder, onEdit, onDelete }: ArticleControlsProps) {
  const { t } = useTranslation();
  const move = useMoveArticle();
  const moveTo = (position: number) =>
    move.mutate(
      { id: article.id, slug: article.slug, position },
      {
        onError: (error) =>
          showToast({ severity: 'error', summary: t('help.admin.moveFailed'), detail: errorMessage(error) }),
      },
    );
  const title = article.title;
  return (
    <Group gap={2} wrap="nowrap">
      {reorder ? (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('help.admin.moveUp', { title })}
            disabled={index === 0 || move.isPending}
            onClick={() => moveTo(index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('help.admin.moveDown', { title })}
            disabled={index === count - 1 || move.isPending}
            onClick={() => moveTo(index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </>
      ) : null}
      <ActionIcon variant="subtle" aria-label={t('help.admin.editArticle', { title })} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('help.admin.deleteArticle', { title })} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
