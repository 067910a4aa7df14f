import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFileUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { ACCEPT_ATTRIBUTE, ALLOWED_EXTENSIONS_TEXT, formatFileSize } from './document-files';
import '@mantine/dropzone/styles.css';
import '../../i18n/uk-documents';

/** Where files are dropped or chosen, with the allowed types and size. */
export function DocumentDropzone({ onDrop, busy }: { onDrop: (files: File[]) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={onDrop}
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
  );
}
