import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Timeline, Title, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconArrowLeft,
  IconBan,
  IconCircleCheck,
  IconClockPlus,
  IconFilePlus,
  IconFileUpload,
  IconLock,
  IconLockOpen,
  IconMessageCheck,
  IconMessageQuestion,
  IconMoodEmpty,
  IconPaperclip,
  IconPencil,
  IconSend,
  IconShieldCheck,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type TActorRole } from '@tt/contracts/permissions';
import {
  TENDER_HISTORY_ACTION_LABELS,
  type TTenderHistoryAction,
  type TTenderHistoryEntry,
} from '@tt/contracts/tenders';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTenderHistory } from '../api/get-tender-history';
import { useTender } from '../../../lib/tenders/get-tender';
import { HistoryDetails } from '../components/history-details';
import { PageLoader } from '../../../components/ui/page-loader';
import { TenderLoadError, TenderNotFound } from '../components/tender-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { IconNote } from '../../../components/ui/icon-note';
import { HistoryChainCheck } from '../components/history-chain-check';

const ACTION_LOOK: Record<TTenderHistoryAction, { icon: ReactNode; color: string }> = {
  created: { icon: <IconFilePlus size={14} />, color: 'gray' },
  updated: { icon: <IconPencil size={14} />, color: 'blue' },
  published: { icon: <IconSend size={14} />, color: 'teal' },
  deadline_extended: { icon: <IconClockPlus size={14} />, color: 'cyan' },
  document_added: { icon: <IconPaperclip size={14} />, color: 'blue' },
  document_removed: { icon: <IconTrash size={14} />, color: 'orange' },
  question_asked: { icon: <IconMessageQuestion size={14} />, color: 'violet' },
  question_answered: { icon: <IconMessageCheck size={14} />, color: 'violet' },
  offer_submitted: { icon: <IconFileUpload size={14} />, color: 'indigo' },
  offer_updated: { icon: <IconPencil size={14} />, color: 'indigo' },
  offer_withdrawn: { icon: <IconArrowBackUp size={14} />, color: 'orange' },
  evaluation_started: { icon: <IconLockOpen size={14} />, color: 'orange' },
  cancelled: { icon: <IconBan size={14} />, color: 'red' },
  awarded: { icon: <IconTrophy size={14} />, color: 'indigo' },
  completed: { icon: <IconCircleCheck size={14} />, color: 'green' },
  unsuccessful: { icon: <IconMoodEmpty size={14} />, color: 'grape' },
};

const status = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

/** /tenders/{order_history_id}/history: every action on the tender, as a timeline. */
export function TenderHistoryRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().order_history_id);
  const tender = useTender(id);
  const history = useTenderHistory(id);

  if (id === null) return <TenderNotFound />;
  if (tender.isError) return <TenderLoadError error={tender.error} onRetry={() => void tender.refetch()} />;

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
        status(history.error) === 403 ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            title={t('history.forbiddenTitle')}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('history.forbiddenText')}</Text>
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/tenders/${id}`}
                leftSection={<IconArrowLeft size={14} />}
              >
                {t('history.backToTender')}
              </Button>
            </Stack>
          </Alert>
        ) : status(history.error) === 404 ? (
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

function HistoryTimeline({ tenderId, entries }: { tenderId: number; entries: TTenderHistoryEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">{t('history.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('history.count', { count: entries.length })}
        </Text>
        <Timeline bulletSize={26} lineWidth={2} active={entries.length - 1} aria-label={t('history.timeline')}>
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={ACTION_LOOK[entry.action].icon}
              color={ACTION_LOOK[entry.action].color}
              title={<EntryTitle entry={entry} />}
            >
              <Actor entry={entry} />
              <HistoryDetails entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
        <IconNote icon={IconShieldCheck} size="xs">
          {t('history.integrity')}
        </IconNote>
        <HistoryChainCheck tenderId={tenderId} entries={entries} />
      </Stack>
    </Paper>
  );
}

function EntryTitle({ entry }: { entry: TTenderHistoryEntry }) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Group gap="xs">
        <Text fw={600}>{TENDER_HISTORY_ACTION_LABELS[entry.action] ?? entry.action}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.created_at)}
        </Text>
      </Group>
      {entry.hash ? <HashBadge hash={entry.hash} /> : null}
    </Group>
  );
}

function HashBadge({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('history.hashOf', { hash })} multiline w={300} withArrow>
      <Badge
        variant="outline"
        color="gray"
        radius="sm"
        tt="none"
        ff="monospace"
        tabIndex={0}
        aria-label={t('history.hashOf', { hash })}
      >
        #{hash.slice(0, 10)}
      </Badge>
    </Tooltip>
  );
}

function Actor({ entry }: { entry: TTenderHistoryEntry }) {
  const { t } = useTranslation();
  const role = ROLE_LABELS[entry.actor_role as TActorRole];
  const who = entry.actor
    ? [entry.actor.full_name, role].filter(Boolean).join(', ')
    : entry.actor_role === 'system'
      ? t('history.system')
      : // A bank user's name may be missing (a removed account); only a provider's is hidden on purpose.
        entry.actor_role !== 'provider' && role
        ? role
        : t('history.anonymous');
  return (
    <Text size="sm">
      {who}
      {entry.organization && entry.actor_role === 'provider' ? (
        <Text span size="sm" c="dimmed">
          {' · '}
          {entry.organization.name}
        </Text>
      ) : null}
    </Text>
  );
}
