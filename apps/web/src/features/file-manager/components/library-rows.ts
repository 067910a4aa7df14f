import type { TLibraryFile, TLibraryFolder } from '@tt/contracts/library';
import { ZLibraryListQuery } from '@tt/contracts/library';
import type { ListUrlSpec } from '../../../lib/list-url-state';
import { fileExtension } from '../../../components/documents/document-files';

/** One line of the library's table: a subfolder (listed first) or a file. */
export type LibraryRow =
  | { kind: 'folder'; key: string; name: string; folder: TLibraryFolder }
  | { kind: 'file'; key: string; name: string; file: TLibraryFile };

export const folderRow = (folder: TLibraryFolder): LibraryRow => ({
  kind: 'folder',
  key: `folder-${folder.id}`,
  name: folder.name,
  folder,
});
export const fileRow = (file: TLibraryFile): LibraryRow => ({
  kind: 'file',
  key: `file-${file.id}`,
  name: file.file_name,
  file,
});

/** What the screen keeps in the address: the contract's query, the folder as `folder`. */
export const LIBRARY_URL: ListUrlSpec<typeof ZLibraryListQuery> = {
  schema: ZLibraryListQuery,
  keys: { folder_id: 'folder' },
};

/** The type as people name it: the extension in capitals (PDF, DOCX), else the content type. */
export function fileType(file: Pick<TLibraryFile, 'file_name' | 'content_type'>): string {
  return fileExtension(file.file_name).toUpperCase() || file.content_type;
}

/** Types a browser shows by itself: these open in the preview, the rest are only downloaded. */
const PREVIEWABLE = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const canPreview = (file: Pick<TLibraryFile, 'content_type'>) => PREVIEWABLE.includes(file.content_type);
export const isPdf = (file: Pick<TLibraryFile, 'content_type'>) => file.content_type === 'application/pdf';
