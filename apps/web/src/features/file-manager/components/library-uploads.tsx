import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { DocumentDropzone } from '../../../components/documents/document-dropzone';
import { libraryUploadUrl } from '../../../components/documents/document-api';
import { UploadQueueList } from '../../../components/documents/queue-row';
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
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  const queue = useUploadQueue(listed, libraryUploadUrl(folderId), onUploadedRef);
  return (
    <Stack gap="sm">
      <UploadQueueList queue={queue} />
      <DocumentDropzone onDrop={queue.addFiles} busy={queue.busy} />
    </Stack>
  );
}
