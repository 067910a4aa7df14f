import { ActionIcon, Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from './use-upload-queue';

export function QueueRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: QueueItem;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (item.status === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('documents.queue.failed')}
        withCloseButton
        closeButtonLabel={t('documents.queue.dismiss', { name: item.name })}
        onClose={onDismiss}
        py="xs"
      >
        <Text size="sm">{item.error}</Text>
      </Alert>
    );
  }
  if (item.status === 'done') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCheck size={16} color="var(--mantine-color-teal-6)" />
        <Text size="sm">{t('documents.queue.done', { name: item.name })}</Text>
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
