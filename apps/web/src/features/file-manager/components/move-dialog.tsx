import { useState } from 'react';
import { Button, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { IconFolder, IconFolderShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/ui/app-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { FolderPath, pathText } from '../../../components/library/folder-path';
import { useLibraryListing } from '../../../components/library/library-api';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { patchFile, patchFolder, useLibraryChange } from '../api/library-changes';
import type { LibraryRow } from './library-rows';
import '../../../i18n/uk-library';
import '../../../i18n/uk-lists';

/** «Перемістити»: pick a folder by walking the tree from the top; the row goes there. */
export function MoveDialog({ row, onClose }: { row: LibraryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={row !== null} onClose={onClose} title={row ? t('library.move.title', { name: row.name }) : ''}>
      {row ? <MoveForm row={row} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function MoveForm({ row, onClose }: { row: LibraryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const current = row.kind === 'file' ? row.file.folder_id : row.folder.parent_id;
  const [target, setTarget] = useState<number | null>(current);
  // Only folders are walked here: one file is enough to learn that a folder has none.
  const listing = useLibraryListing({ folder_id: target ?? undefined, page_size: 1 });
  // A folder cannot go inside itself, so its own subtree is never offered.
  const folders = (listing.data?.folders ?? []).filter((f) => !(row.kind === 'folder' && f.id === row.folder.id));
  const [failure, setFailure] = useState<string | null>(null);
  const move = useLibraryChange((to: number | null) =>
    row.kind === 'file'
      ? patchFile({ id: row.file.id, folder_id: to })
      : patchFolder({ id: row.folder.id, parent_id: to }),
  );
  const targetPath = pathText(listing.data?.path ?? [], t('library.top'));

  const confirm = () => {
    setFailure(null);
    move.mutate(target, {
      onSuccess: () => {
        showToast({
          severity: 'success',
          summary: t('library.move.done', { name: row.name, path: targetPath }),
          detail: '',
        });
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <FormErrorAlert title={t('library.move.failed')} message={failure} />
      <Text size="sm" fw={500}>
        {t('library.move.target')}
      </Text>
      {listing.isError && !listing.data ? (
        <LoadFailedAlert title={t('library.loadFailed')} error={listing.error} onRetry={() => void listing.refetch()} />
      ) : !listing.data ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('lists.loading')} />
        </Group>
      ) : (
        <Stack gap="xs" aria-busy={listing.isFetching}>
          <FolderPath path={listing.data.path} onOpen={setTarget} label={t('library.move.path')} />
          <Stack gap={2} mah={320} style={{ overflowY: 'auto' }}>
            {folders.length ? (
              folders.map((folder) => (
                <NavLink
                  key={folder.id}
                  component="button"
                  type="button"
                  label={folder.name}
                  leftSection={<IconFolder size={20} aria-hidden />}
                  onClick={() => setTarget(folder.id)}
                  aria-label={t('library.openFolder', { name: folder.name })}
                />
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('library.move.noFolders')}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          leftSection={<IconFolderShare size={16} />}
          onClick={confirm}
          loading={move.isPending}
          disabled={!listing.data || target === current}
        >
          {t('library.move.here')}
        </Button>
      </Group>
    </Stack>
  );
}
