import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@tt/contracts/documents';
import { DocumentDropzone } from './document-dropzone';
import { DocumentRow } from './document-row';
import { UploadQueueList } from './queue-row';
import { RemoveDocumentModal } from './remove-document-modal';
import { useUploadQueue } from './use-upload-queue';
import '../../i18n/uk-documents';

export interface DocumentPanelProps {
  /** The documents to list, oldest first as the server gives them. */
  documents: TDocument[];
  /**
   * Where new files go (`tenderDocumentsUploadUrl(id)` / `offerDocumentsUploadUrl(id)` from
   * ./document-api). Without it no upload area is shown.
   */
  uploadUrl: string | undefined;
  /** The viewer may add (with `uploadUrl`) and delete documents here and now. */
  editable: boolean;
  /** A document was added or deleted: reload whatever `documents` came from. */
  onChanged: () => void;
  /** More ways to add documents, shown beside the upload area (e.g. «Додати з бібліотеки»). */
  addActions?: ReactNode;
}

/**
 * Documents of a tender or an offer: download links with size, uploader, time and SHA-256;
 * when editable, drag-and-drop or click-to-choose upload (checked here first, sent one file
 * after another with progress) and deletion after a confirmation.
 */
export function DocumentPanel({ documents, uploadUrl, editable, onChanged, addActions }: DocumentPanelProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<TDocument | null>(null);
  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);
  const queue = useUploadQueue(documents, uploadUrl, onChangedRef);

  const canUpload = editable && uploadUrl !== undefined;
  return (
    <Stack gap="md">
      {documents.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('documents.listLabel')} style={{ listStyle: 'none' }}>
          {documents.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} onRemove={editable ? () => setRemoving(doc) : undefined} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {canUpload ? t('documents.emptyEditable') : t('documents.empty')}
        </Text>
      )}

      <UploadQueueList queue={queue} />

      {canUpload ? <DocumentDropzone onDrop={queue.addFiles} busy={queue.busy} /> : null}
      {canUpload ? addActions : null}

      <RemoveDocumentModal
        doc={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          onChangedRef.current();
        }}
      />
    </Stack>
  );
}
