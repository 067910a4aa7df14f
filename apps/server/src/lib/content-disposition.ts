/** A file name's extension, lower-cased, without its dot: «Звіт.PDF» → «pdf»; none → ''. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** RFC 5987 attr-chars stay; everything else is percent-encoded UTF-8. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An ASCII stand-in for clients that ignore `filename*`: non-ASCII, quotes, backslashes and
 * percent signs (some clients decode them) become "_"; a name with no Latin letters or digits
 * left becomes "document.<ext>".
 */
export function asciiFileName(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const extension = extensionOf(fileName);
  const stem = extension ? ascii.slice(0, -(extension.length + 1)) : ascii;
  if (!/[A-Za-z0-9]/.test(stem)) return extension ? `document.${extension}` : 'document';
  return ascii;
}

/**
 * `Content-Disposition` for a download (RFC 6266): always an attachment, never shown inline
 * in our origin; the real name in `filename*` (RFC 5987, UTF-8) and an ASCII fallback.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
