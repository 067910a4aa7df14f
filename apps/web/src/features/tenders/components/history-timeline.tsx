import { Badge, Group, Paper, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconCircleCheck,
  IconClipboardCheck,
  IconClockPlus,
  IconFilePlus,
  IconFileUpload,
  IconLockOpen,
  IconMessageCheck,
  IconMessageQuestion,
  IconMoodEmpty,
  IconPaperclip,
  IconPencil,
  IconScale,
  IconSend,
  IconShieldCheck,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type TActorRole } from '@tt/contracts/permissions';
import {
  TENDER_HISTORY_ACTION_LABELS,
  type TTenderHistoryAction,
  type TTenderHistoryEntry,
} from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { HistoryDetails } from './history-details';
import { IconNote } from '../../../components/ui/icon-note';
import { HistoryChainCheck } from './history-chain-check';
import '../../../i18n/uk-history';

/** The history's timeline (../routes/tender-history-route.tsx). */

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
  technical_scored: { icon: <IconClipboardCheck size={14} />, color: 'indigo' },
  lot_awarded: { icon: <IconTrophy size={14} />, color: 'indigo' },
  lot_unsuccessful: { icon: <IconMoodEmpty size={14} />, color: 'grape' },
  evaluation_changed: { icon: <IconScale size={14} />, color: 'teal' },
};

export function HistoryTimeline({ tenderId, entries }: { tenderId: number; entries: TTenderHistoryEntry[] }) {
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
