import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconFolderOpen, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLibraryFile } from '@tt/contracts/library';
import { LIBRARY_SORTS } from '@tt/contracts/library';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ListEmptyState } from '../../../components/ui/list-empty-state';
import { SearchField } from '../../../components/ui/search-field';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { FolderPath } from '../../../components/library/folder-path';
import { libraryKeys, useLibraryListing } from '../../../components/library/library-api';
import { errorMessage } from '../../../lib/api-client';
import { PAGE_SIZES, useListUrlState } from '../../../lib/list-url-state';
import { showToast } from '../../../lib/toasts';
import { useCan } from '../../../lib/use-session';
import { patchFile, useLibraryChange } from '../api/library-changes';
import { DeleteDialog } from '../components/delete-dialog';
import { LibraryTable, sortStatus, type RowAction } from '../components/library-table';
import { LibraryUploads } from '../components/library-uploads';
import { LIBRARY_URL, fileRow, folderRow, type LibraryRow } from '../components/library-rows';
import { MoveDialog } from '../components/move-dialog';
import { NameDialog, type NameTarget } from '../components/name-dialog';
import { PreviewDialog } from '../components/preview-dialog';
import '../../../i18n/uk-library';

/** /admin/file-manager: the bank's library of standard documents (files.manage); docs/decisions/0030. */
export function FileManagerRoute() {
  const { t } = useTranslation();
  if (!useCan('files.manage')) return <AccessDenied reason={t('library.noAccess')} />;
  return <FileManager />;
}

type Dialog =
  | { kind: 'name'; target: NameTarget }
  | { kind: 'move'; row: LibraryRow }
  | { kind: 'delete'; row: LibraryRow }
  | { kind: 'preview'; file: TLibraryFile };

function FileManager() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { params, update, goToPage } = useListUrlState(LIBRARY_URL);
  const q = params.q?.trim() || undefined;
  const folderId = params.folder_id ?? null;
  // A search looks through every folder; the folder stays in the address for the way back.
  const listing = useLibraryListing({
    folder_id: q ? undefined : (params.folder_id ?? undefined),
    q,
    sort: params.sort,
    order: params.order,
    hidden: params.hidden ? 'true' : 'false',
    page: params.page,
    page_size: params.page_size,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const closeDialog = () => setDialog(null);
  const visibility = useLibraryChange((vars: { id: number; hidden: boolean }) => patchFile(vars));

  // A page past the end (files moved or deleted meanwhile): go to the last page.
  const data = listing.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.page_size)) : null;
  const pastEnd = lastPage !== null && params.page > lastPage && !listing.isPlaceholderData;
  useEffect(() => {
    if (pastEnd && lastPage) goToPage(lastPage);
  });

  const openFolder = (id: number | null) => update({ folder_id: id ?? undefined, q: undefined });
  const rows: LibraryRow[] = data ? [...data.folders.map(folderRow), ...data.files.map(fileRow)] : [];

  const onAction = (action: RowAction, row: LibraryRow) => {
    if (action === 'rename') setDialog({ kind: 'name', target: { kind: 'rename', row } });
    else if (action === 'move') setDialog({ kind: 'move', row });
    else if (action === 'delete') setDialog({ kind: 'delete', row });
    else if (row.kind === 'file' && action === 'preview') setDialog({ kind: 'preview', file: row.file });
    else if (row.kind === 'file') {
      const hidden = action === 'hide';
      visibility.mutate(
        { id: row.file.id, hidden },
        {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: hidden
                ? t('library.hidden.done', { name: row.name })
                : t('library.hidden.shown', { name: row.name }),
              detail: '',
            }),
          onError: (error) =>
            showToast({ severity: 'error', summary: t('library.hidden.failed'), detail: errorMessage(error) }),
        },
      );
    }
  };

  const emptyState = q ? (
    <ListEmptyState
      icon={<IconSearch size={28} stroke={1.5} />}
      title={t('library.notFound')}
      hint={t('library.notFoundHint')}
      reset={{ label: t('library.searchReset'), onReset: () => update({ q: undefined }) }}
    />
  ) : (
    <ListEmptyState
      icon={<IconFolderOpen size={28} stroke={1.5} />}
      title={folderId === null ? t('library.emptyTop') : t('library.empty')}
      hint={t('library.emptyHint')}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('library.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('library.lead')}
        </Text>
      </Stack>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <SearchField
              label={t('library.search')}
              placeholder={t('library.searchPlaceholder')}
              clearLabel={t('library.clearSearch')}
              style={{ flex: '1 1 260px', maxWidth: 420 }}
              value={params.q ?? ''}
              onChange={(text) => update({ q: text || undefined })}
            />
            <Group gap="md" align="center">
              <Switch
                label={t('library.showHidden')}
                checked={params.hidden}
                onChange={(e) => update({ hidden: e.currentTarget.checked })}
              />
              <Button
                leftSection={<IconFolderPlus size={16} />}
                variant="default"
                onClick={() => setDialog({ kind: 'name', target: { kind: 'create', parentId: folderId } })}
              >
                {t('library.actions.newFolder')}
              </Button>
            </Group>
          </Group>
          {!q && data ? <FolderPath path={data.path} onOpen={openFolder} /> : null}
        </Stack>
      </Paper>

      <LibraryUploads
        folderId={folderId}
        listed={data?.files ?? []}
        onUploaded={() => void client.invalidateQueries({ queryKey: libraryKeys.all })}
      />

      {listing.isError && !data ? (
        <LoadFailedAlert title={t('library.loadFailed')} error={listing.error} onRetry={() => void listing.refetch()} />
      ) : (
        <LibraryTable
          rows={rows}
          fetching={listing.isFetching}
          searching={Boolean(q)}
          empty={emptyState}
          onOpenFolder={openFolder}
          onAction={onAction}
          sorting={{
            status: sortStatus(params.sort, params.order),
            onChange: (status) => {
              const sort = LIBRARY_SORTS.find((s) => s === status.columnAccessor);
              if (sort) update({ sort, order: status.direction });
            },
          }}
          paging={{
            page: params.page,
            pageSize: params.page_size,
            total: data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (page) => update({ page }, { resetPage: false }),
            onPageSizeChange: (pageSize) => update({ page_size: pageSize }),
          }}
        />
      )}

      <NameDialog target={dialog?.kind === 'name' ? dialog.target : null} onClose={closeDialog} />
      <MoveDialog row={dialog?.kind === 'move' ? dialog.row : null} onClose={closeDialog} />
      <DeleteDialog row={dialog?.kind === 'delete' ? dialog.row : null} onClose={closeDialog} />
      <PreviewDialog file={dialog?.kind === 'preview' ? dialog.file : null} onClose={closeDialog} />
    </Stack>
  );
}
