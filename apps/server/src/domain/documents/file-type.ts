import { DOCUMENT_EXTENSIONS, DOCUMENT_KINDS } from '@tt/contracts/documents';
import { extensionOf } from '../../lib/content-disposition.ts';

/** File signatures, by what the first bytes say; only the formats of DOCUMENT_KINDS. */
type Signature = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'zip' | 'ole' | 'rtf';

/** How many leading bytes `detectSignature` needs. */
export const SIGNATURE_BYTES = 8;

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the content is, by its magic bytes; null for anything else (an executable, a script, text). */
export function detectSignature(head: Uint8Array): Signature | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  // A local file header: docx/xlsx/pptx/odt/ods are ZIP containers too. An empty archive has none.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  // OLE compound file: the pre-2007 doc/xls/ppt.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, ascii('{\\rtf'))) return 'rtf';
  return null;
}

interface ExtensionRule {
  signature: Signature;
  contentType: string;
  /** «не схожий на …» — what the file claims to be, in the accusative. */
  claims: string;
}

/** Every allowed extension: the content it must have and the type it is served with. */
export const EXTENSION_RULES: Record<string, ExtensionRule> = {
  pdf: { signature: 'pdf', contentType: 'application/pdf', claims: 'PDF' },
  doc: { signature: 'ole', contentType: 'application/msword', claims: 'документ Word' },
  docx: {
    signature: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    claims: 'документ Word',
  },
  xls: { signature: 'ole', contentType: 'application/vnd.ms-excel', claims: 'таблицю Excel' },
  xlsx: {
    signature: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    claims: 'таблицю Excel',
  },
  ppt: { signature: 'ole', contentType: 'application/vnd.ms-powerpoint', claims: 'презентацію PowerPoint' },
  pptx: {
    signature: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    claims: 'презентацію PowerPoint',
  },
  odt: { signature: 'zip', contentType: 'application/vnd.oasis.opendocument.text', claims: 'документ OpenDocument' },
  ods: {
    signature: 'zip',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    claims: 'таблицю OpenDocument',
  },
  rtf: { signature: 'rtf', contentType: 'application/rtf', claims: 'документ RTF' },
  png: { signature: 'png', contentType: 'image/png', claims: 'зображення PNG' },
  jpg: { signature: 'jpeg', contentType: 'image/jpeg', claims: 'зображення JPEG' },
  jpeg: { signature: 'jpeg', contentType: 'image/jpeg', claims: 'зображення JPEG' },
  tif: { signature: 'tiff', contentType: 'image/tiff', claims: 'зображення TIFF' },
  tiff: { signature: 'tiff', contentType: 'image/tiff', claims: 'зображення TIFF' },
  zip: { signature: 'zip', contentType: 'application/zip', claims: 'ZIP-архів' },
};

/** «PDF (pdf), Документи Office (doc, docx, …), …» for messages. */
export const ALLOWED_FORMATS_TEXT = Object.values(DOCUMENT_KINDS)
  .map((kind) => `${kind.label} (${kind.extensions.join(', ')})`)
  .join('; ');

export type FileTypeVerdict =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'extension' | 'content'; message: string };

/**
 * Whether a file may be stored: its extension must be on the allow-list and its content must
 * be what the extension says. The browser's declared type is never trusted.
 */
export function checkFileType(fileName: string, head: Uint8Array): FileTypeVerdict {
  const extension = extensionOf(fileName);
  const rule = DOCUMENT_EXTENSIONS.includes(extension) ? EXTENSION_RULES[extension] : undefined;
  if (!rule) {
    const what = extension ? `формат .${extension} не дозволено` : 'у назві немає розширення';
    return {
      ok: false,
      reason: 'extension',
      message: `Файл «${fileName}»: ${what}. Дозволені формати: ${ALLOWED_FORMATS_TEXT}.`,
    };
  }
  if (detectSignature(head) !== rule.signature) {
    return {
      ok: false,
      reason: 'content',
      message:
        `Файл «${fileName}» не схожий на ${rule.claims}: його вміст не відповідає розширенню .${extension}. ` +
        'Збережіть документ у потрібному форматі ще раз і завантажте його.',
    };
  }
  return { ok: true, contentType: rule.contentType };
}
