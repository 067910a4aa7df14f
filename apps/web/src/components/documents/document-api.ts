import { ZDocument, type TDocument } from '@tt/contracts/documents';
import { apiClient } from '../../lib/api-client';

/** Upload address of a tender's documents (POST, multipart). */
export const tenderDocumentsUploadUrl = (tenderId: number) => `/api/tenders/${tenderId}/documents`;

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
 * Returns the stored document, or null when the answer is not one (the panel reloads anyway).
 */
export async function uploadDocument({
  url,
  file,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<TDocument | null> {
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
  const parsed = ZDocument.safeParse(res.data);
  return parsed.success ? parsed.data : null;
}

/** DELETE /api/documents/{id}. Errors are shown in the confirmation dialog. */
export async function deleteDocument(id: number): Promise<void> {
  await apiClient.delete(`/documents/${id}`, { inlineErrors: true });
}
