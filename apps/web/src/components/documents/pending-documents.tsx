import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentDropzone } from './document-dropzone';
import { QueueRow } from './queue-row';
import type { PendingUploads } from './use-pending-uploads';
import '../../i18n/uk-documents';

/**
 * The files a not-yet-saved form will upload (./use-pending-uploads.ts): each with its size and
 * state, removable while it waits, its reason and a retry button when it failed; below them the
 * drop zone. The owner's own documents, once saved, are the DocumentPanel's.
 */
export function PendingDocuments({ uploads }: { uploads: PendingUploads }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {uploads.items.length ? (
        <Stack gap="xs" role="region" aria-label={t('documents.queue.pendingLabel')} aria-live="polite">
          {uploads.items.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              onCancel={() => uploads.remove(item.key)}
              onDismiss={() => uploads.remove(item.key)}
              onRetry={item.file ? () => void uploads.retry(item.key) : undefined}
            />
          ))}
        </Stack>
      ) : null}
      <DocumentDropzone onDrop={uploads.add} busy={uploads.uploading} />
    </Stack>
  );
}
