import { z } from 'zod';
import { zServerString } from './common.ts';

/** Largest file accepted, in bytes (checked while streaming; the whole file is never held in memory). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What may be uploaded. The server decides by the file's content (magic bytes), never by the
 * name or the browser's type; the extension must agree with the content.
 */
export const DOCUMENT_KINDS = {
  pdf: { label: 'PDF', extensions: ['pdf'] },
  office: { label: 'Документи Office', extensions: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'rtf'] },
  image: { label: 'Зображення', extensions: ['png', 'jpg', 'jpeg', 'tif', 'tiff'] },
  archive: { label: 'ZIP-архів', extensions: ['zip'] },
} as const;

export const DOCUMENT_EXTENSIONS: readonly string[] = Object.values(DOCUMENT_KINDS).flatMap((k) => k.extensions);

/** A stored document as read back (tender documents, offer documents). */
export const ZDocument = z.object({
  id: z.number().int(),
  file_name: zServerString().describe('Назва файлу, як її дав користувач'),
  content_type: zServerString().describe('MIME-тип, визначений за вмістом'),
  size_bytes: z.number().int(),
  sha256: zServerString().describe('SHA-256 вмісту (hex)'),
  uploaded_by: z
    .object({ id: z.number().int(), full_name: zServerString() })
    .nullable()
    .describe('null — прихований автор'),
  created_at: zServerString(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** Address of a document download (GET /api/documents/{id}, served as an attachment). */
export const documentUrl = (id: number) => `/api/documents/${id}`;
