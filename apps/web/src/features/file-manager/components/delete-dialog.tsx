import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions, DialogClose } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { isAxiosError } from 'axios';
import { deleteFile, deleteFolder, patchFile, useLibraryChange } from '../api/library-changes';
import type { LibraryRow } from './library-rows';
import '../../../i18n/uk-library';

/**
 * «Видалити» asks first. The server refuses (409) a file a tender document was copied from and
 * a folder that is not empty: its sentence is shown, and a refused file may be hidden instead.
 */
export function DeleteDialog({ row, onClose }: { row: LibraryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={row !== null}
      onClose={onClose}
      size="md"
      title={row?.kind === 'folder' ? t('library.remove.folderTitle') : t('library.remove.fileTitle')}
    >
      {row ? <DeleteConfirm key={row.key} row={row} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function DeleteConfirm({ row, onClose }: { row: LibraryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);
  const remove = useLibraryChange(() => (row.kind === 'file' ? deleteFile(row.file.id) : deleteFolder(row.folder.id)));
  const hide = useLibraryChange((id: number) => patchFile({ id, hidden: true }));

  const confirm = () => {
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ severity: 'success', summary: t('library.remove.done', { name: row.name }), detail: '' });
        onClose();
      },
      onError: (error) =>
        setRefusal({ message: errorMessage(error), conflict: isAxiosError(error) && error.response?.status === 409 }),
    });
  };
  const hideInstead = (id: number) =>
    hide.mutate(id, {
      onSuccess: () => {
        showToast({ severity: 'success', summary: t('library.hidden.done', { name: row.name }), detail: '' });
        onClose();
      },
      onError: (error) => setRefusal({ message: errorMessage(error), conflict: false }),
    });

  const offerHide = refusal?.conflict && row.kind === 'file' && !row.file.hidden;
  return (
    <Stack gap="md">
      <FormErrorAlert title={t('library.remove.failed')} message={refusal?.message ?? null} />
      {offerHide ? (
        <>
          <Text size="sm">{t('library.remove.hideInstead')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              leftSection={<IconEyeOff size={16} />}
              loading={hide.isPending}
              onClick={() => row.kind === 'file' && hideInstead(row.file.id)}
            >
              {t('library.remove.hide')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.kind === 'folder'
              ? t('library.remove.folderText', { name: row.name })
              : t('library.remove.fileText', { name: row.name })}
          </Text>
          {refusal?.conflict ? (
            <DialogClose onClose={onClose} />
          ) : (
            <DialogActions
              onCancel={onClose}
              label={t('library.remove.confirm')}
              color="red"
              loading={remove.isPending}
              onConfirm={confirm}
            />
          )}
        </>
      )}
    </Stack>
  );
}
