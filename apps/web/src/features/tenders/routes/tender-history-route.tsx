import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useTenderHistory } from '../api/get-tender-history';
import { useTender } from '../../../lib/tenders/get-tender';
import { AccessDenied } from '../../../components/ui/access-denied';
import { PageLoader } from '../../../components/ui/page-loader';
import { TenderLoadError, TenderNotFound } from '../components/tender-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { HistoryTimeline } from '../components/history-timeline';
import '../../../i18n/uk-history';

/** The HTTP status a failed load answered with, if any. */
const httpStatus = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

/** /tenders/{order_history_id}/history: every action on the tender, as a timeline. */
export function TenderHistoryRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().order_history_id);
  const tender = useTender(id);
  const history = useTenderHistory(id);

  if (id === null) return <TenderNotFound />;
  if (tender.isError) return <TenderLoadError error={tender.error} onRetry={() => void tender.refetch()} />;
  if (history.isError && httpStatus(history.error) === 403) {
    return (
      <AccessDenied
        reason={t('history.forbiddenText')}
        back={{ to: `/tenders/${id}`, label: t('history.backToTender') }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Anchor component={Link} to={`/tenders/${id}`} size="sm" c="dimmed">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('history.backToTender')}
        </Anchor>
        <Title order={1} size="h2">
          {t('history.title')}
        </Title>
        {tender.data ? (
          <Group gap="sm">
            <Text c="dimmed" fw={500}>
              {tender.data.number}
            </Text>
            <TenderStatusBadge status={tender.data.status} />
            <Anchor component={Link} to={`/tenders/${id}`} style={{ overflowWrap: 'anywhere' }}>
              {tender.data.title}
            </Anchor>
          </Group>
        ) : null}
      </Stack>

      {history.isPending || tender.isPending ? history.isError ? null : <PageLoader /> : null}
      {history.isError ? (
        httpStatus(history.error) === 404 ? (
          <TenderLoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('history.loadFailed')}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(history.error)}</Text>
              <Button size="xs" variant="default" onClick={() => void history.refetch()}>
                {t('history.retry')}
              </Button>
            </Stack>
          </Alert>
        )
      ) : null}
      {history.data && !tender.isPending && id !== null ? (
        <HistoryTimeline tenderId={id} entries={history.data} />
      ) : null}
    </Stack>
  );
}
