import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type TDocument } from '@tt/contracts/documents';
import { errorMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { AppDialog } from '../ui/app-dialog';
import { deleteDocument } from './document-api';
import '../../i18n/uk-documents';

export function RemoveDocumentModal({
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
    <AppDialog opened={doc !== null} onClose={close} title={t('documents.remove.title')} size="md">
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
    </AppDialog>
  );
}
