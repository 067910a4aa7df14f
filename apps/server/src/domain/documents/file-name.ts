/** Longest file name kept, in characters (file systems allow 255 bytes; Cyrillic takes two). */
export const FILE_NAME_MAX_LENGTH = 120;

/** Used when nothing usable is left of the name. */
const FALLBACK_NAME = 'документ';

/**
 * The user's file name as plain data: only the last path segment, without control and
 * bidirectional-override characters (a name like "рахунок\u202Efdp.exe" must not pose as a
 * PDF), without characters Windows refuses in names, trimmed and shortened with its extension
 * kept. It never becomes part of a storage path; it is shown and offered as the download name.
 */
export function safeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\r\n\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    // Leading dots would hide the file on Unix; trailing dots and spaces vanish on Windows.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (name.length > FILE_NAME_MAX_LENGTH) name = shorten(name);
  return name || FALLBACK_NAME;
}

/** Cuts the stem, keeping a short extension so the type check and the download name still work. */
function shorten(name: string): string {
  const chars = [...name];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length === 0 || extension.length > 10) return chars.slice(0, FILE_NAME_MAX_LENGTH).join('').trim();
  const stem = [...name.slice(0, dot)].slice(0, FILE_NAME_MAX_LENGTH - extension.length);
  return stem.join('').trim() + extension.join('');
}
