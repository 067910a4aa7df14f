import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentDropzone } from '../../../components/documents/document-dropzone';
import { libraryUploadUrl } from '../../../components/documents/document-api';
import { QueueRow } from '../../../components/documents/queue-row';
import { useUploadQueue } from '../../../components/documents/use-upload-queue';

interface LibraryUploadsProps {
  /** Where the files go: a folder, or the top level. */
  folderId: number | null;
  /** The files listed now: a finished upload stays in the queue until it is among them. */
  listed: readonly { id: number }[];
  /** A file was stored: read the listing again. */
  onUploaded: () => void;
}

/**
 * Files dropped or chosen go to the folder shown, each as its own request with its own progress
 * bar, through the same checks as a tender's documents; a refused one keeps the server's reason
 * and a retry.
 */
export function LibraryUploads({ folderId, listed, onUploaded }: LibraryUploadsProps) {
  const { t } = useTranslation();
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  const { visibleQueue, addFiles, retry, cancel, drop, busy } = useUploadQueue(
    listed,
    libraryUploadUrl(folderId),
    onUploadedRef,
  );
  return (
    <Stack gap="sm">
      {visibleQueue.length ? (
        <Stack gap="xs" aria-label={t('documents.queue.label')} aria-live="polite" role="region">
          {visibleQueue.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              onCancel={() => cancel(item)}
              onDismiss={() => drop(item.key)}
              onRetry={item.file ? () => retry(item) : undefined}
            />
          ))}
        </Stack>
      ) : null}
      <DocumentDropzone onDrop={addFiles} busy={busy} />
    </Stack>
  );
}
