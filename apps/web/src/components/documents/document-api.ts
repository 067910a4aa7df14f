import { z } from 'zod';
import { apiClient } from '../../lib/api-client';

/** What every upload answers (a tender or offer document, a library file): at least the stored id. */
const ZStored = z.object({ id: z.number().int() });

/** Upload address of a tender's documents (POST, multipart). */
export const tenderDocumentsUploadUrl = (tenderId: number) => `/api/tenders/${tenderId}/documents`;

/** Upload address of the bank's file library, into a folder or the top level (POST, multipart). */
export const libraryUploadUrl = (folderId: number | null) =>
  folderId === null ? '/api/admin/files' : `/api/admin/files?folder_id=${folderId}`;

/** Upload address of an offer's documents (POST, multipart). */
export const offerDocumentsUploadUrl = (offerId: number) => `/api/offers/${offerId}/documents`;

/** The api client adds `/api` itself, so an address given with it is taken without. */
function clientPath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}

export interface UploadDocumentInput {
  /** Upload address, e.g. `/api/tenders/42/documents`. */
  url: string;
  file: File;
  /** Share of the file sent so far, 0…1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart (field `file`). The server answers 413 `file_too_large` or
 * 400/415 `file_rejected` with a Ukrainian message, which the panel shows beside the file.
 * Returns the stored file's id, or null when the answer has none (the panel reloads anyway).
 */
export async function uploadDocument({
  url,
  file,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<{ id: number } | null> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await apiClient.post<unknown>(clientPath(url), body, {
    signal,
    inlineErrors: true,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      onProgress?.(event.progress ?? (total > 0 ? Math.min(1, event.loaded / total) : 0));
    },
  });
  const parsed = ZStored.safeParse(res.data);
  return parsed.success ? parsed.data : null;
}

/** DELETE /api/documents/{id}. Errors are shown in the confirmation dialog. */
export async function deleteDocument(id: number): Promise<void> {
  await apiClient.delete(`/documents/${id}`, { inlineErrors: true });
}
