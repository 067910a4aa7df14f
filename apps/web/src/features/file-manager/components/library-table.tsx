import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconFolder,
  IconFolderShare,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { libraryFileUrl, type TLibraryFile } from '@tt/contracts/library';
import { DocumentIcon } from '../../../components/documents/document-row';
import { formatFileSize } from '../../../components/documents/document-files';
import type { ListPaging, ListSorting } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { RowTitleButton } from '../../../components/ui/row-title-button';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { canPreview, fileType, type LibraryRow } from './library-rows';
import '../../../i18n/uk-documents';
import '../../../i18n/uk-library';

/** What a row's menu may ask for; the screen opens the matching dialog. */
export type RowAction = 'rename' | 'move' | 'delete' | 'hide' | 'show' | 'preview';

interface LibraryTableProps {
  rows: LibraryRow[];
  fetching: boolean;
  /** A search across folders: each file names its folder. */
  searching: boolean;
  empty: ReactNode;
  paging: ListPaging;
  sorting: ListSorting<LibraryRow>;
  onOpenFolder: (id: number) => void;
  onAction: (action: RowAction, row: LibraryRow) => void;
}

/** The folder's subfolders, then its files: a table from a tablet up, cards on a phone. */
export function LibraryTable({
  rows,
  fetching,
  searching,
  empty,
  paging,
  sorting,
  onOpenFolder,
  onAction,
}: LibraryTableProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<LibraryRow>
      label={t('library.list')}
      records={rows}
      idAccessor="key"
      fetching={fetching}
      empty={empty}
      emptyHeight={240}
      paging={paging}
      sorting={sorting}
      onRowClick={(row) => {
        if (row.kind === 'folder') onOpenFolder(row.folder.id);
      }}
      columns={[
        {
          accessor: 'name',
          title: t('library.columns.name'),
          sortable: true,
          card: 'title',
          render: (row) => <NameCell row={row} searching={searching} onOpenFolder={onOpenFolder} />,
        },
        {
          accessor: 'type',
          title: t('library.columns.type'),
          sortable: true,
          noWrap: true,
          render: (row) => (row.kind === 'folder' ? t('library.folderKind') : fileType(row.file)),
        },
        {
          accessor: 'size',
          title: t('library.columns.size'),
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          render: (row) =>
            row.kind === 'folder'
              ? t('library.folderItems', { count: row.folder.items_count })
              : formatFileSize(row.file.size_bytes),
        },
        {
          accessor: 'uploaded_by',
          title: t('library.columns.uploadedBy'),
          render: (row) => (row.kind === 'file' ? row.file.uploaded_by.full_name : EMPTY_VALUE),
        },
        {
          accessor: 'created_at',
          title: t('library.columns.created'),
          sortable: true,
          noWrap: true,
          render: (row) => formatDateTime(row.kind === 'file' ? row.file.created_at : row.folder.created_at),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('library.columns.actions')}</VisuallyHidden>,
          cardLabel: t('library.columns.actions'),
          card: 'aside',
          textAlign: 'right',
          width: 64,
          render: (row) => <RowMenu row={row} onAction={onAction} />,
        },
      ]}
    />
  );
}

function NameCell({
  row,
  searching,
  onOpenFolder,
}: {
  row: LibraryRow;
  searching: boolean;
  onOpenFolder: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (row.kind === 'folder') {
    return (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="yellow" size="lg" radius="md" aria-hidden>
          <IconFolder size={20} />
        </ThemeIcon>
        <RowTitleButton label={t('library.openFolder', { name: row.name })} onClick={() => onOpenFolder(row.folder.id)}>
          {row.name}
        </RowTitleButton>
      </Group>
    );
  }
  const file = row.file;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <DocumentIcon name={file.file_name} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          href={libraryFileUrl(file.id)}
          download={file.file_name}
          size="sm"
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          title={t('documents.download', { name: file.file_name })}
        >
          {file.file_name}
        </Anchor>
        {searching && file.path.length ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('library.inFolder', { path: file.path.map((p) => p.name).join(' / ') })}
          </Text>
        ) : null}
        {file.hidden || file.attached_count > 0 ? (
          <Group gap={4}>
            {file.hidden ? (
              <Badge size="sm" variant="light" color="gray">
                {t('library.hiddenBadge')}
              </Badge>
            ) : null}
            {file.attached_count > 0 ? (
              <Badge size="sm" variant="light" color="blue">
                {t('library.attachedBadge', { count: file.attached_count })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

function RowMenu({ row, onAction }: { row: LibraryRow; onAction: (action: RowAction, row: LibraryRow) => void }) {
  const { t } = useTranslation();
  const file: TLibraryFile | null = row.kind === 'file' ? row.file : null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('library.actions.menu', { name: row.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {file && canPreview(file) ? (
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onAction('preview', row)}>
            {t('library.actions.preview')}
          </Menu.Item>
        ) : null}
        {file ? (
          <Menu.Item
            component="a"
            href={libraryFileUrl(file.id)}
            download={file.file_name}
            leftSection={<IconDownload size={16} />}
          >
            {t('library.actions.download')}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename', row)}>
          {t('library.actions.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFolderShare size={16} />} onClick={() => onAction('move', row)}>
          {t('library.actions.move')}
        </Menu.Item>
        {file ? (
          <Menu.Item
            leftSection={file.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
            onClick={() => onAction(file.hidden ? 'show' : 'hide', row)}
          >
            {file.hidden ? t('library.actions.show') : t('library.actions.hide')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete', row)}>
          {t('library.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The table's sort state from the address, and back. */
export function sortStatus(sort: string, order: 'asc' | 'desc'): DataTableSortStatus<LibraryRow> {
  return { columnAccessor: sort === 'created_at' ? 'created_at' : sort, direction: order };
}
