import type { InternalAxiosRequestConfig } from 'axios';
import type { TDocument } from '@tt/contracts/documents';

/** Test data for the forms that attach documents before their record is saved. */

/** A document as the server answers an upload. */
export const storedDocument = (id: number, name: string, overrides: Partial<TDocument> = {}): TDocument => ({
  id,
  file_name: name,
  content_type: 'application/pdf',
  size_bytes: 2048,
  sha256: '0'.repeat(64),
  uploaded_by: { id: 1, full_name: 'Андрій Мельник' },
  created_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

/** A 2 KB PDF the browser gives no type (the server tells the type by content). */
export function pdfFile(name: string): File {
  const f = new File(['%PDF-1.7'], name, { type: '' });
  Object.defineProperty(f, 'size', { value: 2048 });
  return f;
}

/** The name of the file an upload call carried. */
export const uploadedName = (config: InternalAxiosRequestConfig) =>
  ((config.data as FormData).get('file') as File).name;
