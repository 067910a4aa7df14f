import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Popover,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMutation } from '@tanstack/react-query';
import {
  IconAlertCircle,
  IconCheck,
  IconCloudUpload,
  IconCopy,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileUpload,
  IconFileZip,
  IconFingerprint,
  IconPhoto,
  IconPresentation,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, documentUrl, type TDocument } from '@tt/contracts/documents';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toasts';
import { deleteDocument, uploadDocument } from './document-api';
import { ACCEPT_ATTRIBUTE, ALLOWED_EXTENSIONS_TEXT, checkFile, fileExtension, formatFileSize } from './document-files';
import '@mantine/dropzone/styles.css';

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
}

type QueueItem = {
  key: number;
  name: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Share sent, 0…1. */
  progress: number;
  error?: string;
  /** Id of the stored document, once the server answered with it. */
  documentId?: number;
  file?: File;
  controller: AbortController;
};

let queueKey = 0;

/**
 * Documents of a tender or an offer: download links with size, uploader, time and SHA-256;
 * when editable, drag-and-drop or click-to-choose upload (checked here first, sent one file
 * after another with progress) and deletion after a confirmation.
 */
export function DocumentPanel({ documents, uploadUrl, editable, onChanged }: DocumentPanelProps) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const [removing, setRemoving] = useState<TDocument | null>(null);
  // Uploads run strictly one after another, whatever moment files are added.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const onChangedRef = useRef(onChanged);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  // A finished upload stays on screen until the reloaded list shows it, so nothing flickers away.
  const listed = new Set(documents.map((d) => d.id));
  const isListed = (i: QueueItem) => i.status === 'done' && i.documentId !== undefined && listed.has(i.documentId);
  const visibleQueue = queue.filter((i) => !isListed(i));

  const patch = (key: number, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((i) => (i.key === key ? { ...i, ...change } : i)));
  const drop = (key: number) => setQueue((q) => q.filter((i) => i.key !== key));

  const upload = async (item: QueueItem, url: string) => {
    if (item.controller.signal.aborted) return;
    patch(item.key, { status: 'uploading', progress: 0 });
    try {
      const stored = await uploadDocument({
        url,
        file: item.file!,
        signal: item.controller.signal,
        onProgress: (progress) => patch(item.key, { progress }),
      });
      if (stored) patch(item.key, { status: 'done', progress: 1, documentId: stored.id, file: undefined });
      else drop(item.key);
      onChangedRef.current();
    } catch (error) {
      if (axios.isCancel(error) || item.controller.signal.aborted) drop(item.key);
      else patch(item.key, { status: 'failed', error: errorMessage(error), file: undefined });
    } finally {
      controllers.current.delete(item.controller);
    }
  };

  const addFiles = (files: File[]) => {
    if (!uploadUrl) return;
    const items: QueueItem[] = files.map((file) => {
      const problem = checkFile(file);
      queueKey += 1;
      return {
        key: queueKey,
        name: file.name,
        status: problem ? 'failed' : 'waiting',
        progress: 0,
        error: problem ?? undefined,
        file: problem ? undefined : file,
        controller: new AbortController(),
      };
    });
    setQueue((q) => [...q.filter((i) => !isListed(i)), ...items]);
    for (const item of items) {
      if (item.status !== 'waiting') continue;
      controllers.current.add(item.controller);
      chain.current = chain.current.then(() => upload(item, uploadUrl));
    }
  };

  const cancel = (item: QueueItem) => {
    item.controller.abort();
    drop(item.key);
  };

  const canUpload = editable && uploadUrl !== undefined;
  const busy = queue.some((i) => i.status === 'waiting' || i.status === 'uploading');

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

      {visibleQueue.length ? (
        <Stack gap="xs" aria-label={t('documents.queue.label')} aria-live="polite" role="region">
          {visibleQueue.map((item) => (
            <QueueRow key={item.key} item={item} onCancel={() => cancel(item)} onDismiss={() => drop(item.key)} />
          ))}
        </Stack>
      ) : null}

      {canUpload ? (
        <Dropzone
          onDrop={addFiles}
          multiple
          inputProps={{ accept: ACCEPT_ATTRIBUTE, 'aria-label': t('documents.drop.label') }}
          p="lg"
          radius="md"
        >
          <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconFileUpload size={40} color="var(--mantine-color-blue-6)" stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-6)" stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconCloudUpload size={40} color="var(--mantine-color-dimmed)" stroke={1.5} />
            </Dropzone.Idle>
            <Stack gap={4}>
              <Text fw={500}>
                <Dropzone.Accept>{t('documents.drop.accept')}</Dropzone.Accept>
                <Dropzone.Idle>{t('documents.drop.idle')}</Dropzone.Idle>
                <Dropzone.Reject>{t('documents.drop.idle')}</Dropzone.Reject>
              </Text>
              <Text size="sm" c="dimmed">
                {t('documents.drop.hint', {
                  extensions: ALLOWED_EXTENSIONS_TEXT,
                  max: formatFileSize(DOCUMENT_MAX_BYTES),
                })}
              </Text>
              {busy ? (
                <Text size="xs" c="dimmed">
                  {t('documents.drop.busy')}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Dropzone>
      ) : null}

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

function DocumentIcon({ name }: { name: string }) {
  const ext = fileExtension(name);
  const icon =
    ext === 'pdf' ? (
      <IconFileTypePdf size={20} />
    ) : ['xls', 'xlsx', 'ods'].includes(ext) ? (
      <IconFileSpreadsheet size={20} />
    ) : ['ppt', 'pptx'].includes(ext) ? (
      <IconPresentation size={20} />
    ) : ['doc', 'docx', 'odt', 'rtf'].includes(ext) ? (
      <IconFileText size={20} />
    ) : ['png', 'jpg', 'jpeg', 'tif', 'tiff'].includes(ext) ? (
      <IconPhoto size={20} />
    ) : ext === 'zip' ? (
      <IconFileZip size={20} />
    ) : (
      <IconFile size={20} />
    );
  return (
    <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
      {icon}
    </ThemeIcon>
  );
}

function DocumentRow({ doc, onRemove }: { doc: TDocument; onRemove?: () => void }) {
  const { t } = useTranslation();
  const uploader = doc.uploaded_by?.full_name;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <DocumentIcon name={doc.file_name} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          href={documentUrl(doc.id)}
          download={doc.file_name}
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          title={t('documents.download', { name: doc.file_name })}
        >
          {doc.file_name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[
            formatFileSize(doc.size_bytes),
            uploader ? t('documents.uploadedBy', { name: uploader }) : null,
            formatDateTime(doc.created_at),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ChecksumButton doc={doc} />
        {onRemove ? (
          <Tooltip label={t('documents.remove.confirm')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('documents.remove.action', { name: doc.file_name })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Group>
  );
}

/** The full SHA-256 in a popover with a copy button (too long for a tooltip people can act on). */
function ChecksumButton({ doc }: { doc: TDocument }) {
  const { t } = useTranslation();
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={t('documents.checksum')} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={t('documents.checksumOf', { name: doc.file_name })}>
            <IconFingerprint size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('documents.checksum')}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {doc.sha256}
          </Text>
          <Text size="xs" c="dimmed">
            {t('documents.checksumHint')}
          </Text>
          <CopyButton value={doc.sha256}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('documents.copied') : t('documents.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function QueueRow({ item, onCancel, onDismiss }: { item: QueueItem; onCancel: () => void; onDismiss: () => void }) {
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

function RemoveDocumentModal({
  doc,
  onClose,
  onRemoved,
}: {
  doc: TDocument | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const remove = useMutation({ mutationFn: deleteDocument });
  // The name stays while the dialog closes.
  const [shown, setShown] = useState<TDocument | null>(doc);
  if (doc && doc !== shown) setShown(doc);
  const name = shown?.file_name ?? '';

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!doc) return;
    remove.mutate(doc.id, {
      onSuccess: () => {
        showToast({
          severity: 'success',
          summary: t('documents.remove.done'),
          detail: t('documents.remove.doneText', { name: doc.file_name }),
        });
        remove.reset();
        onRemoved();
      },
    });
  };

  return (
    <Modal opened={doc !== null} onClose={close} title={t('documents.remove.title')} centered>
      <Stack gap="md">
        {remove.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('documents.remove.text', { name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
            {t('documents.remove.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} leftSection={<IconTrash size={16} />}>
            {t('documents.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
