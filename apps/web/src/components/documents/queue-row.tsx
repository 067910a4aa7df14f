import { ActionIcon, Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClockHour4, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './document-files';
import type { useUploadQueue } from './use-upload-queue';
import '../../i18n/uk-documents';

/** One file on its way up, as a row shows it (an upload-queue item or a file waiting for a save). */
export interface QueueRowItem {
  name: string;
  /**
   * `pending`: held until the owner is saved (./use-pending-uploads.ts); `waiting`: queued
   * behind another upload; then `uploading`, `done` or `failed`.
   */
  status: 'pending' | 'waiting' | 'uploading' | 'done' | 'failed';
  /** Share sent, 0…1. */
  progress: number;
  /** Size in bytes, shown beside a file that waits for the save. */
  size?: number;
  error?: string;
}

export function QueueRow({
  item,
  onCancel,
  onDismiss,
  onRetry,
}: {
  item: QueueRowItem;
  /** Stops the upload, or takes a waiting file off the list. */
  onCancel: () => void;
  /** Closes a failure. */
  onDismiss: () => void;
  /** Sends a failed file again (only where the file is still at hand). */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (item.status === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={<span style={{ overflowWrap: 'anywhere' }}>{t('documents.queue.failedFile', { name: item.name })}</span>}
        withCloseButton
        closeButtonLabel={t('documents.queue.dismiss', { name: item.name })}
        onClose={onDismiss}
        py="xs"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{item.error}</Text>
          {onRetry ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={onRetry}
              aria-label={t('documents.queue.retryFile', { name: item.name })}
            >
              {t('documents.queue.retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (item.status === 'done') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCheck size={16} color="var(--mantine-color-teal-6)" />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('documents.queue.done', { name: item.name })}
        </Text>
      </Group>
    );
  }
  if (item.status === 'pending') {
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconClockHour4 size={16} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs">
              {[item.size !== undefined ? formatFileSize(item.size) : null, t('documents.queue.pending')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onCancel}
          aria-label={t('documents.queue.remove', { name: item.name })}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  }
  const percent = Math.round(item.progress * 100);
  const state =
    item.status === 'waiting'
      ? t('documents.queue.waiting')
      : percent >= 100
        ? t('documents.queue.processing')
        : t('documents.queue.uploading', { percent });
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {state}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={onCancel}
            aria-label={t('documents.queue.cancel', { name: item.name })}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </Group>
      <Progress
        value={item.status === 'waiting' ? 0 : percent}
        animated={item.status === 'uploading'}
        size="sm"
        aria-label={t('documents.queue.progress', { name: item.name })}
      />
    </Stack>
  );
}

/** The files of an upload queue (./use-upload-queue.ts) on their way up, announced as they change. */
export function UploadQueueList({
  queue,
}: {
  queue: Pick<ReturnType<typeof useUploadQueue>, 'visibleQueue' | 'cancel' | 'drop' | 'retry'>;
}) {
  const { t } = useTranslation();
  if (!queue.visibleQueue.length) return null;
  return (
    <Stack gap="xs" aria-label={t('documents.queue.label')} aria-live="polite" role="region">
      {queue.visibleQueue.map((item) => (
        <QueueRow
          key={item.key}
          item={item}
          onCancel={() => queue.cancel(item)}
          onDismiss={() => queue.drop(item.key)}
          onRetry={item.file ? () => queue.retry(item) : undefined}
        />
      ))}
    </Stack>
  );
}
