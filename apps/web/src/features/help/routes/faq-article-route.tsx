import { useEffect, type MouseEvent } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams, type NavigateFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAQ_SECTION_LABELS, faqPath, type TFaqArticle } from '@tt/contracts/faq';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { formatDate } from '../../../lib/format';
import { httpStatus, useFaqArticle, useFaqList } from '../api/faq-api';
import { useHelpViewer } from '../components/help-viewer';
import { useArticleAdmin } from '../components/use-article-admin';
import { WriteUs } from '../components/write-us';
import { FaqArticleList } from './faq-list-route';
import classes from './faq-article-route.module.css';
import '../../../i18n/uk-help';

/** /faq/{slug}: one article; an unknown (or, for a reader, draft) slug says so above the whole list. */
export function FaqArticleRoute() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { canManage } = useHelpViewer();
  const navigate = useNavigate();
  const admin = useArticleAdmin({ afterDelete: () => void navigate(faqPath(), { replace: true }) });
  const article = useFaqArticle(slug);
  useArticleTitle(article.data?.title);

  let content;
  if (article.isError && httpStatus(article.error) === 404) {
    content = (
      <>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('help.notFoundTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('help.notFoundText')}
          </Text>
        </Stack>
        <FaqArticleList admin={canManage ? admin : null} />
      </>
    );
  } else if (article.isError && !article.data) {
    content = (
      <LoadFailedAlert
        title={t('help.articleLoadFailed')}
        error={article.error}
        onRetry={() => void article.refetch()}
      />
    );
  } else if (!article.data) {
    content = (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  } else {
    const a = article.data;
    content = (
      <>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {FAQ_SECTION_LABELS[a.section]}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" className={classes.title}>
              {a.title}
            </Title>
            {a.published ? null : (
              <Badge color="gray" variant="light">
                {t('help.draft')}
              </Badge>
            )}
          </Group>
          {canManage ? (
            <Group gap="xs">
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => admin.edit(a)}>
                {t('help.admin.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => admin.remove(a)}
              >
                {t('help.admin.delete')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          {/* Sanitised by the server (the tender description's allow-list) before it is stored. */}
          <Typography className={classes.body}>
            {/* A click is handled on the text's own links, which are focusable anyway. */}
            <div onClick={(event) => followInApp(event, navigate)} dangerouslySetInnerHTML={{ __html: a.body_html }} />
          </Typography>
          <Text size="xs" c="dimmed" mt="lg">
            {t('help.updated', { date: formatDate(a.updated_at) })}
          </Text>
        </Paper>
        <SectionArticles article={a} showDrafts={canManage} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={faqPath()} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden />
        {t('help.backToList')}
      </Anchor>
      {content}
      <WriteUs />
      {canManage ? admin.dialogs : null}
    </Stack>
  );
}

/**
 * A link of the text to a page of this site (another article, sign-in) opens in the app, without
 * a fresh page load; other sites and modified clicks (new tab) are left to the browser.
 */
function followInApp(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  const link = (event.target as Element).closest('a');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/** The other articles of the article's section, for reading on. */
function SectionArticles({ article, showDrafts }: { article: TFaqArticle; showDrafts: boolean }) {
  const { t } = useTranslation();
  const others = (useFaqList().data?.items ?? []).filter(
    (a) => a.section === article.section && a.id !== article.id && (a.published || showDrafts),
  );
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('help.sectionNav', { section: FAQ_SECTION_LABELS[article.section] })}>
      <Title order={2} size="h4" mb="xs">
        {t('help.otherInSection')}
      </Title>
      <Stack component="ul" gap={6} m={0} pl="md">
        {others.map((a) => (
          <li key={a.id}>
            <Anchor component={Link} to={faqPath(a.slug)}>
              {a.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** The page title is the article's own while it is shown; leaving it gives the route's title back. */
function useArticleTitle(title: string | undefined) {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} — ${product}`;
    return () => {
      document.title = before;
    };
  }, [title, product]);
}
