import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { i18n } from '../../i18n/i18n';
import { errorBody } from '../../lib/api-errors';
import '../../i18n/uk-documents';

const KB = 1024;
const MB = 1024 * 1024;

const decimal = (maximumFractionDigits: number) => new Intl.NumberFormat('uk-UA', { maximumFractionDigits });

/** `245 КБ`, `3,5 КБ`, `1,4 МБ`, `20 МБ`: sizes the way people read them (1 КБ = 1024 байти). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) {
    const kb = bytes / KB;
    // A few hundred bytes still read as a size, not as «0 КБ».
    const value = kb < 10 ? Math.max(0.1, Math.round(kb * 10) / 10) : Math.round(kb);
    return i18n.t('documents.size.kb', { value: decimal(1).format(value) });
  }
  return i18n.t('documents.size.mb', { value: decimal(1).format(Math.round((bytes / MB) * 10) / 10) });
}

/** `PDF, DOC, DOCX, …` — the allowed formats, as the hint and the messages name them. */
export const ALLOWED_EXTENSIONS_TEXT = DOCUMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

/** For the file picker's `accept`: only the allowed extensions are offered. */
export const ACCEPT_ATTRIBUTE = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The lower-case extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why this file cannot be uploaded, in Ukrainian, or null when it may go. The same rules as
 * the server's (size limit, extension from DOCUMENT_KINDS), checked first so nobody waits for a
 * 20 МБ upload to learn it was refused; the server still decides by the content.
 */
export function checkFile(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name;
  const extension = fileExtension(name);
  if (!extension) return i18n.t('documents.check.noExtension', { name, extensions: ALLOWED_EXTENSIONS_TEXT });
  if (!DOCUMENT_EXTENSIONS.includes(extension))
    return i18n.t('documents.check.badType', { name, extensions: ALLOWED_EXTENSIONS_TEXT });
  if (file.size > DOCUMENT_MAX_BYTES)
    return i18n.t('documents.check.tooLarge', {
      name,
      size: formatFileSize(file.size),
      max: formatFileSize(DOCUMENT_MAX_BYTES),
    });
  if (file.size === 0) return i18n.t('documents.check.empty', { name });
  return null;
}

/**
 * The server refused the file itself (too large, or its content is not what its name says):
 * sending the same file again cannot succeed, so no retry is offered, only the reason.
 */
export function refusedForGood(error: unknown): boolean {
  const code = errorBody(error)?.code;
  return code === 'file_too_large' || code === 'file_rejected';
}
