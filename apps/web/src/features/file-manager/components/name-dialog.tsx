import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZLibraryFilePatch, ZLibraryFolderCreate } from '@tt/contracts/library';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { createFolder, patchFile, patchFolder, useLibraryChange } from '../api/library-changes';
import type { LibraryRow } from './library-rows';
import '../../../i18n/uk-library';

/** What the name dialog does: a new folder inside `parentId`, or a new name for a row. */
export type NameTarget = { kind: 'create'; parentId: number | null } | { kind: 'rename'; row: LibraryRow };

/** «Нова папка» and «Перейменувати»: one field checked with the contract's rules, then the server's. */
export function NameDialog({ target, onClose }: { target: NameTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title =
    target?.kind === 'create'
      ? t('library.folderDialog.createTitle')
      : target?.row.kind === 'file'
        ? t('library.folderDialog.renameFileTitle')
        : t('library.folderDialog.renameFolderTitle');
  return (
    <AppDialog opened={target !== null} onClose={onClose} size="md" title={title}>
      {target ? <NameForm target={target} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function NameForm({ target, onClose }: { target: NameTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const isFile = target.kind === 'rename' && target.row.kind === 'file';
  const [name, setName] = useState(target.kind === 'rename' ? target.row.name : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useLibraryChange(async (value: string) => {
    if (target.kind === 'create') return createFolder({ name: value, parent_id: target.parentId });
    const row = target.row;
    return row.kind === 'file'
      ? patchFile({ id: row.file.id, file_name: value })
      : patchFolder({ id: row.folder.id, name: value });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const field = isFile ? ZLibraryFilePatch.shape.file_name : ZLibraryFolderCreate.shape.name;
    const checked = field.safeParse(name);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? null);
      return;
    }
    const value = checked.data as string;
    setFieldError(null);
    save.mutate(value, {
      onSuccess: () => {
        showToast({
          severity: 'success',
          summary:
            target.kind === 'create'
              ? t('library.folderDialog.created', { name: value })
              : t('library.folderDialog.renamed', { name: value }),
          detail: '',
        });
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        const own = fields.name ?? fields.file_name;
        if (own) setFieldError(own);
        else setFailure(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('library.folderDialog.failed')} message={failure} />
        <TextInput
          label={isFile ? t('library.folderDialog.fileName') : t('library.folderDialog.folderName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError}
          maxLength={200}
          required
          data-autofocus
        />
        <DialogActions
          onCancel={onClose}
          label={target.kind === 'create' ? t('library.folderDialog.create') : t('library.folderDialog.save')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
