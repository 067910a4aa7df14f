import { z } from 'zod';
import { zId, zSearch, zServerString, zText } from './common.ts';

/** A folder or file name as a person types it. */
const zName = (field: string) =>
  zText(field, 200).refine((v) => !/[\\/]/.test(v), `Поле «${field}» не може містити символи / і \\`);

export const LIBRARY_SORTS = ['name', 'size', 'created_at', 'type'] as const;

/** GET /api/admin/files: one folder's content (the top level without folder_id), or a search by name across all folders. */
export const ZLibraryListQuery = z.object({
  folder_id: zId('Папка').optional(),
  q: zSearch(),
  sort: z.enum(LIBRARY_SORTS, { error: 'Невідоме сортування' }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Невідомий порядок сортування' }).default('asc'),
  /** Show files hidden from the library too (they stay attached to tenders). */
  hidden: z
    .enum(['true', 'false'], { error: 'Поле «Приховані» має бути true або false' })
    .transform((v) => v === 'true')
    .default(false),
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(50),
});
export type TLibraryListQuery = z.input<typeof ZLibraryListQuery>;

export const ZLibraryFolder = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: zServerString(),
  /** Files and folders directly inside. */
  items_count: z.number().int(),
  created_at: zServerString(),
});
export type TLibraryFolder = z.infer<typeof ZLibraryFolder>;

export const ZLibraryFile = z.object({
  id: z.number().int(),
  folder_id: z.number().int().nullable(),
  file_name: zServerString(),
  content_type: zServerString(),
  size_bytes: z.number().int(),
  sha256: zServerString(),
  uploaded_by: z.object({ id: z.number().int(), full_name: zServerString() }),
  created_at: zServerString(),
  updated_at: zServerString(),
  hidden: z.boolean(),
  /** Tender documents copied from this file; while above 0 the file cannot be deleted, only hidden. */
  attached_count: z.number().int(),
  /** The folder path, top first (shown for search results). */
  path: z.array(z.object({ id: z.number().int(), name: zServerString() })),
});
export type TLibraryFile = z.infer<typeof ZLibraryFile>;

export const ZLibraryListing = z.object({
  /** The folder shown and its path from the top (empty at the top level). */
  folder: z
    .object({ id: z.number().int(), name: zServerString(), parent_id: z.number().int().nullable() })
    .nullable(),
  path: z.array(z.object({ id: z.number().int(), name: zServerString() })),
  /** The folder's subfolders (empty in a search). */
  folders: z.array(ZLibraryFolder),
  files: z.array(ZLibraryFile),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TLibraryListing = z.infer<typeof ZLibraryListing>;

/** PATCH /api/admin/files/{id}: rename, move (folder_id null: the top level), hide or show again. */
export const ZLibraryFilePatch = z
  .object({
    file_name: zName('Назва файлу').optional(),
    folder_id: zId('Папка').nullable().optional(),
    hidden: z.boolean({ error: 'Поле «Прихований» має бути так або ні' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Вкажіть, що змінити: назву, папку або видимість');
export type TLibraryFilePatch = z.infer<typeof ZLibraryFilePatch>;

/** POST /api/admin/folders. */
export const ZLibraryFolderCreate = z.object({
  name: zName('Назва папки'),
  parent_id: zId('Батьківська папка').nullable().default(null),
});
export type TLibraryFolderCreate = z.input<typeof ZLibraryFolderCreate>;

/** PATCH /api/admin/folders/{id}: rename or move (a folder cannot go inside itself or its own subfolder). */
export const ZLibraryFolderPatch = z
  .object({
    name: zName('Назва папки').optional(),
    parent_id: zId('Батьківська папка').nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Вкажіть, що змінити: назву або батьківську папку');
export type TLibraryFolderPatch = z.infer<typeof ZLibraryFolderPatch>;

/** POST /api/admin/files?folder_id=: where an upload goes (the body is multipart with one `file`). */
export const ZLibraryUploadQuery = z.object({ folder_id: zId('Папка').optional() });

/** POST /api/tenders/{id}/documents/from-library: attach a copy of a library file to the tender. */
export const ZFromLibraryRequest = z.object({
  file_id: zId('Файл бібліотеки').describe('Ідентифікатор файлу бібліотеки'),
});
export type TFromLibraryRequest = z.infer<typeof ZFromLibraryRequest>;

/** Address of a library file's download (an attachment). */
export const libraryFileUrl = (id: number) => `/api/admin/files/${id}/download`;
