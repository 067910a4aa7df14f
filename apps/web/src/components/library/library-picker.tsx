import { useState } from 'react';
import { Button, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { IconBooks, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TLibraryFile } from '@tt/contracts/library';
import { errorMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toasts';
import { useCan } from '../../lib/use-session';
import { DocumentIcon } from '../documents/document-row';
import { formatFileSize } from '../documents/document-files';
import { AppDialog } from '../ui/app-dialog';
import { FormErrorAlert } from '../ui/form-error-alert';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { SearchField } from '../ui/search-field';
import { FolderPath } from './folder-path';
import { useAttachFromLibrary, useLibraryListing } from './library-api';
import '../../i18n/uk-library';
import '../../i18n/uk-lists';

/** The picker lists this many files of a folder or a search; a narrower search finds the rest. */
const PICKER_PAGE = 100;

/**
 * «Додати з бібліотеки» beside a saved tender's documents: for those who keep the library or edit
 * tenders (the server lets both read it, ADR 0030). The tender gets a copy of the chosen file.
 */
export function FromLibraryButton({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const keepsLibrary = useCan('files.manage');
  const editsTenders = useCan('tender.edit');
  if (!keepsLibrary && !editsTenders) return null;
  return (
    <>
      <Group>
        <Button variant="default" leftSection={<IconBooks size={16} />} onClick={() => setOpened(true)}>
          {t('library.picker.open')}
        </Button>
      </Group>
      <AppDialog opened={opened} onClose={() => setOpened(false)} title={t('library.picker.title')}>
        {opened ? <LibraryPicker tenderId={tenderId} onDone={() => setOpened(false)} /> : null}
      </AppDialog>
    </>
  );
}

/** Browses the library by folders or searches it by name; «Додати» attaches the file and closes. */
function LibraryPicker({ tenderId, onDone }: { tenderId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const listing = useLibraryListing({
    folder_id: q ? undefined : (folderId ?? undefined),
    q: q || undefined,
    page_size: PICKER_PAGE,
  });
  const attach = useAttachFromLibrary(tenderId);
  const [failure, setFailure] = useState<string | null>(null);

  const add = (file: TLibraryFile) => {
    setFailure(null);
    attach.mutate(file.id, {
      onSuccess: () => {
        showToast({ severity: 'success', summary: t('library.picker.added'), detail: file.file_name });
        onDone();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  const data = listing.data;
  // A folder's files still shown while the search's answer is on its way are not search results.
  const searchResults = Boolean(q) && !listing.isPlaceholderData;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('library.picker.lead')}
      </Text>
      <FormErrorAlert title={t('library.picker.failed')} message={failure} />
      <SearchField
        label={t('library.search')}
        placeholder={t('library.searchPlaceholder')}
        clearLabel={t('library.clearSearch')}
        value={q}
        onChange={(text) => setQ(text.trim())}
      />
      {!q && data ? <FolderPath path={data.path} onOpen={setFolderId} /> : null}
      {listing.isError && !data ? (
        <LoadFailedAlert title={t('library.loadFailed')} error={listing.error} onRetry={() => void listing.refetch()} />
      ) : !data ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('lists.loading')} />
        </Group>
      ) : (
        <Stack gap={4} aria-busy={listing.isFetching}>
          {!q
            ? data.folders.map((folder) => (
                <NavLink
                  key={`folder-${folder.id}`}
                  component="button"
                  type="button"
                  label={folder.name}
                  description={t('library.folderItems', { count: folder.items_count })}
                  leftSection={<IconFolder size={20} aria-hidden />}
                  onClick={() => setFolderId(folder.id)}
                  aria-label={t('library.openFolder', { name: folder.name })}
                />
              ))
            : null}
          {data.files.length ? (
            <Stack component="ul" gap={4} p={0} m={0} aria-label={t('library.list')} style={{ listStyle: 'none' }}>
              {data.files.map((file) => (
                <Group component="li" key={file.id} gap="sm" wrap="nowrap" justify="space-between" py={4}>
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <DocumentIcon name={file.file_name} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {file.file_name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[
                          formatFileSize(file.size_bytes),
                          searchResults && file.path.length ? file.path.map((p) => p.name).join(' / ') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => add(file)}
                    loading={attach.isPending && attach.variables === file.id}
                    disabled={attach.isPending && attach.variables !== file.id}
                    aria-label={t('library.picker.choose', { name: file.file_name })}
                  >
                    {t('library.picker.add')}
                  </Button>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {q ? t('library.notFound') : t('library.picker.empty')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
