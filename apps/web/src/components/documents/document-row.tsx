import { ActionIcon, Anchor, Button, CopyButton, Group, Popover, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconFingerprint,
  IconPhoto,
  IconPresentation,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { documentUrl, type TDocument } from '@tt/contracts/documents';
import { formatDateTime } from '../../lib/format';
import { fileExtension, formatFileSize } from './document-files';
import '../../i18n/uk-documents';

/** One listed document, and one file on its way up, of the documents panel (./document-panel.tsx). */

/** The icon of a file by its extension (documents, library files). */
export function DocumentIcon({ name }: { name: string }) {
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

export function DocumentRow({ doc, onRemove }: { doc: TDocument; onRemove?: () => void }) {
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
