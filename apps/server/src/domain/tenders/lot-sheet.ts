import zlib from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { required } from '@tt/contracts/common';
import type { TChannelKind, TDictionaryItem } from '@tt/contracts/dictionaries';
import {
  LOT_SHEET_ANY,
  LOT_SHEET_COLUMNS,
  LOT_SHEET_DICTIONARIES,
  LOT_SHEET_EXAMPLE,
  LOT_SHEET_EXAMPLE_TITLE,
  LOT_SHEET_MAX_BYTES,
  LOT_SHEET_NAME,
  type TLotSheetError,
  type TLotSheetImport,
} from '@tt/contracts/lot-sheet';
import { LOT_FIELD_LABELS, MAX_LOTS, ZLotWrite, type TLotField, type TLotFields } from '@tt/contracts/lots';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listChannelOptions, listRegions } from '../dictionaries/list-dictionaries.ts';
import { detectSignature, SIGNATURE_BYTES } from '../documents/file-type.ts';
import { safeFileName } from '../documents/file-name.ts';

/*
 * Lots read from a sheet (.xlsx or .csv) the way the tender form would take them: each row is
 * checked by ZLotWrite, so its messages are the form's. Nothing is stored here; the answer goes
 * back to the form, which the manager then saves. The template's example sheet is never read as
 * lots: it is known by its name or its title, also when saved on its own as a CSV.
 *
 * The file is hostile until read: its size is capped before it arrives, an .xlsx is unpacked by
 * hand under a budget before exceljs sees it (a zip bomb or a sheet of a million elements stops
 * there), and only the parts a grid needs reach exceljs.
 */

/** The names a sheet may use, one list per dictionary; channel values only while offered. */
export interface LotSheetDictionaries {
  regions: readonly TDictionaryItem[];
  channels: Record<TChannelKind, readonly TDictionaryItem[]>;
}

/** Regions and the active channel values: four queries, whatever the number of rows. */
export async function loadLotSheetDictionaries(db: DbOrTx): Promise<LotSheetDictionaries> {
  const [regions, physics, iface, protocol] = await Promise.all([
    listRegions(db),
    listChannelOptions(db, 'physics', { activeOnly: true }),
    listChannelOptions(db, 'interface', { activeOnly: true }),
    listChannelOptions(db, 'protocol', { activeOnly: true }),
  ]);
  return { regions, channels: { physics, interface: iface, protocol } };
}

// Limits on what is read, far above a sheet of MAX_LOTS lots and far below what would hurt.
/** Columns read of a row; headings further right are not looked for. */
const MAX_COLUMNS = 100;
/** Rows of a CSV file (records, blank ones included). */
const MAX_CSV_RECORDS = 10_000;
/** Characters of one CSV field. */
const MAX_CSV_FIELD = 10_000;
/** Delimiters of a CSV file: a line of nothing but them costs the parser as much as real fields. */
const MAX_CSV_DELIMITERS = 200_000;
/** The last row Excel has; a row numbered beyond it is not a sheet's. */
const EXCEL_MAX_ROWS = 1_048_576;
/** Unpacked bytes of the workbook parts exceljs reads. */
const MAX_UNPACKED_BYTES = 10 * 1024 * 1024;
/** XML elements of those parts: exceljs keeps an object or more for each. */
const MAX_XML_ELEMENTS = 100_000;
const MAX_ZIP_ENTRIES = 1_000;
/** Rows looked at for the headings, in case a title stands above them. */
const HEADER_SEARCH_ROWS = 10;

/* ---------------------------------------------------------------- errors of the file itself */

const rejected = (message: string) => new AppError(400, 'file_rejected', message, { fields: { file: message } });

const TRY_AGAIN = 'Збережіть таблицю як «Книга Excel (.xlsx)» або CSV і завантажте її ще раз.';

const notASheet = (name: string) =>
  rejected(`Файл «${name}» не є таблицею: завантажте файл Excel (.xlsx) або CSV (.csv), наприклад заповнений шаблон.`);
const emptyFile = (name: string) => rejected(`Файл «${name}» порожній: заповніть шаблон і завантажте його ще раз.`);
const oldExcel = (name: string) =>
  rejected(`Файл «${name}» збережено в застарілому форматі Excel 97–2003 (.xls), який не читається. ${TRY_AGAIN}`);
const passwordProtected = (name: string) =>
  rejected(
    `Файл «${name}» захищено паролем, тому його неможливо прочитати. ` +
      'Зніміть пароль в Excel (Файл → Відомості → Захистити книгу → Шифрувати за допомогою пароля) і завантажте файл ще раз.',
  );
const notXlsx = (name: string) =>
  rejected(`Файл «${name}» має розширення .xlsx, але не є таблицею Excel або пошкоджений. ${TRY_AGAIN}`);
const damaged = (name: string) =>
  rejected(
    `Файл «${name}» пошкоджений, тому його не вдалося прочитати. ` +
      'Відкрийте його в Excel, збережіть як «Книга Excel (.xlsx)» або CSV і завантажте ще раз.',
  );
const notCsv = (name: string) =>
  rejected(`Файл «${name}» має розширення .csv, але не є текстовою таблицею CSV. ${TRY_AGAIN}`);
const tooMuchData = (name: string) =>
  rejected(
    `Файл «${name}» завеликий для імпорту лотів: у ньому забагато рядків або даних. ` +
      `Залиште у файлі лише аркуш з лотами (до ${MAX_LOTS} рядків) і завантажте його ще раз.`,
  );
const noSheets = (name: string) => rejected(`У файлі «${name}» немає жодного аркуша з даними.`);

/** Past LOT_SHEET_MAX_BYTES; the route answers the same when the upload itself is cut short. */
export const lotSheetTooLarge = (name: string) => {
  const megabytes = LOT_SHEET_MAX_BYTES / (1024 * 1024);
  return new AppError(
    413,
    'file_too_large',
    `Файл «${name}» завеликий: таблиця лотів може мати розмір до ${megabytes} МБ.`,
    { fields: { file: `Розмір файлу не може перевищувати ${megabytes} МБ` } },
  );
};

/* ----------------------------------------------------------------------------- the grid */

/** A cell as the rules read it, whichever format it came from. */
type SheetCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; date: Date }
  /** A formula's error (#N/A…) or a cell that could not be read. */
  | { kind: 'error'; text: string };

/** A row with something in it; `number` is the row as Excel shows it, `cells[0]` column A. */
interface SheetRow {
  number: number;
  cells: SheetCell[];
}

const EMPTY: SheetCell = { kind: 'empty' };

/** Characters kept of a cell: far over any field's limit, so a longer text still fails as too long. */
const MAX_CELL_TEXT = 10_000;
/** Longer texts are no headings, numbers or dates: they are not parsed as such. */
const MAX_TOKEN_TEXT = 200;

const textCell = (text: string): SheetCell =>
  text.trim() === '' ? EMPTY : { kind: 'text', text: text.slice(0, MAX_CELL_TEXT) };
const hasContent = (cell: SheetCell | undefined) => cell !== undefined && cell.kind !== 'empty';

/** Names as people type them: case, surrounding and doubled spaces, apostrophe look-alikes don't matter. */
const nameKey = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[’ʼ‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A heading without its unit («…, Мбіт/с», «… (грн)») or a required-mark asterisk. */
const headingKey = (text: string) =>
  nameKey(text)
    .replace(/\s*\*+$/, '')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\s*,.*$/, '')
    .trim();

const FIELD_BY_HEADING = new Map(LOT_SHEET_COLUMNS.map((c) => [headingKey(c.heading), c.field]));
const ANY_KEY = nameKey(LOT_SHEET_ANY);

const pad2 = (n: number) => String(n).padStart(2, '0');
const dottedDate = (date: Date) =>
  `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

function textOf(cell: SheetCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.text.trim();
    case 'number':
      return String(cell.value);
    case 'date':
      return dottedDate(cell.date);
    default:
      return '';
  }
}

/* ----------------------------------------------------------------------------------- CSV */

/**
 * The text of a CSV file: UTF-8 with or without its mark, UTF-16 with its mark (Excel's
 * «Unicode text»), otherwise Windows-1251, in which Excel in Ukraine saves «CSV (роздільник — кома)».
 */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter the first non-blank line uses most, quotes respected; `;` when in doubt. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let content = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const c = text[i]!;
    if (c === '"') {
      quoted = !quoted;
      content = true;
    } else if (quoted) {
      continue;
    } else if (c === '\n' || c === '\r') {
      if (content) break;
    } else if (counts.has(c)) {
      counts.set(c, counts.get(c)! + 1);
      content = true;
    } else if (c.trim() !== '') {
      content = true;
    }
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best));
}

function csvRows(bytes: Buffer, name: string): SheetRow[] {
  if (detectSignature(bytes.subarray(0, SIGNATURE_BYTES)) !== null) throw notCsv(name);
  let text = decodeText(bytes);
  if (text.includes('\u0000')) throw notCsv(name);
  // Excel's own hint line, «sep=;», names the delimiter and is not a row.
  const hint = /^sep=([^\r\n])\r?\n/i.exec(text);
  const delimiter = hint ? hint[1]! : detectDelimiter(text);
  if (hint) text = text.slice(hint[0].length);
  let delimiters = 0;
  for (let i = text.indexOf(delimiter); i !== -1; i = text.indexOf(delimiter, i + 1)) {
    if (++delimiters > MAX_CSV_DELIMITERS) throw tooMuchData(name);
  }
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: MAX_CSV_RECORDS + 1,
      max_record_size: MAX_CSV_FIELD,
    });
  } catch (err) {
    const line = (err as { lines?: unknown }).lines;
    const where = typeof line === 'number' ? ` (рядок ${line})` : '';
    throw rejected(`Файл «${name}» не вдалося прочитати як CSV${where}: перевірте, чи закрито всі лапки. ${TRY_AGAIN}`);
  }
  if (records.length > MAX_CSV_RECORDS) throw tooMuchData(name);
  // A record is a row of the sheet Excel shows for the file, blank lines included.
  return records
    .map((record, i) => ({ number: i + 1, cells: record.slice(0, MAX_COLUMNS).map(textCell) }))
    .filter((row) => row.cells.some(hasContent));
}

/* ---------------------------------------------------------------------------------- XLSX */

interface ZipPart {
  name: string;
  data: Buffer;
}

/** The parts of a workbook a grid needs; drawings, comments, media and the rest are never unpacked. */
const isGridPart = (name: string) =>
  name === '_rels/.rels' ||
  name === 'xl/workbook.xml' ||
  name === 'xl/_rels/workbook.xml.rels' ||
  name === 'xl/sharedStrings.xml' ||
  name === 'xl/styles.xml' ||
  /^xl\/worksheets\/sheet\d{1,5}\.xml$/.test(name);

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** Opening tags: `<` and a name's first character. */
function countElements(data: Buffer): number {
  let count = 0;
  for (let i = data.indexOf(0x3c); i !== -1 && i + 1 < data.length; i = data.indexOf(0x3c, i + 1)) {
    const c = data[i + 1]!;
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f) count++;
  }
  return count;
}

/**
 * Unpacks the grid's parts from the central directory, each inflated with a ceiling on what is
 * left of the budget, so a bomb stops at the budget instead of at the memory's end.
 */
function unpackGridParts(bytes: Buffer, name: string): ZipPart[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged(name);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) throw tooMuchData(name);
  const parts = new Map<string, Buffer>();
  let unpacked = 0;
  let elements = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL) throw damaged(name);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    if (at + 46 + nameLength > bytes.length) throw damaged(name);
    const partName = bytes.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\//, '');
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (!isGridPart(partName)) continue;
    if (flags & 1) throw passwordProtected(name);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL) throw damaged(name);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packedSize > bytes.length) throw damaged(name);
    const packed = bytes.subarray(start, start + packedSize);
    let data: Buffer;
    if (method === 0) data = packed;
    else if (method === 8) {
      try {
        data = zlib.inflateRawSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES - unpacked + 1 });
      } catch (err) {
        throw (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooMuchData(name) : damaged(name);
      }
    } else throw damaged(name);
    unpacked += data.length;
    elements += countElements(data);
    if (unpacked > MAX_UNPACKED_BYTES || elements > MAX_XML_ELEMENTS) throw tooMuchData(name);
    parts.set(partName, data);
  }
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) throw notXlsx(name);
  // exceljs visits every cell a defined name covers: one over a whole sheet never ends.
  const withoutNames = workbook
    .toString('utf8')
    .replace(/<definedNames\b[^>]*\/>|<definedNames\b[\s\S]*?<\/definedNames\s*>/g, '');
  if (withoutNames.includes('definedName')) throw damaged(name);
  parts.set('xl/workbook.xml', Buffer.from(withoutNames, 'utf8'));
  return [...parts].map(([partName, data]) => ({ name: partName, data }));
}

/** The parts again as a zip without compression: what exceljs loads. */
function storedZip(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(ZIP_LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(ZIP_CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directorySize = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(ZIP_END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

/**
 * Worksheet parts exceljs would build objects for and a grid does not need; merges and
 * validations are also walked cell by cell over their whole range.
 */
const IGNORED_NODES = [
  'cols',
  'mergeCells',
  'hyperlinks',
  'dataValidations',
  'conditionalFormatting',
  'extLst',
  'drawing',
  'picture',
  'tableParts',
  'autoFilter',
  'rowBreaks',
  'headerFooter',
];

/** A cell's value as shown: a formula by its cached result, rich text by its plain text. */
function cellOf(value: ExcelJS.CellValue, depth = 0): SheetCell {
  if (value === null || value === undefined || depth > 2) return EMPTY;
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : EMPTY;
  if (typeof value === 'boolean') return textCell(value ? 'TRUE' : 'FALSE');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? EMPTY : { kind: 'date', date: value };
  if (typeof value !== 'object') return EMPTY;
  if ('error' in value) return { kind: 'error', text: String(value.error) };
  if ('richText' in value) {
    const runs: unknown[] = Array.isArray(value.richText) ? value.richText : [];
    return textCell(runs.map((run) => String((run as { text?: unknown } | null)?.text ?? '')).join(''));
  }
  if ('formula' in value || 'sharedFormula' in value) return cellOf(value.result, depth + 1);
  if ('hyperlink' in value) return cellOf(value.text as ExcelJS.CellValue, depth + 1);
  return EMPTY;
}

function worksheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  // By number, never over exceljs' row array: a row numbered in the billions makes it that long.
  const last = Math.min(sheet.rowCount, EXCEL_MAX_ROWS);
  for (let r = 1; r <= last; r++) {
    const row = sheet.findRow(r);
    if (!row) continue;
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    const cells: SheetCell[] = [];
    for (let c = 1; c <= width; c++) {
      let cell: SheetCell;
      try {
        cell = cellOf(row.findCell(c)?.value);
      } catch {
        cell = { kind: 'error', text: 'клітинку не вдалося прочитати' };
      }
      cells.push(cell);
    }
    if (cells.some(hasContent)) rows.push({ number: r, cells });
  }
  return rows;
}

interface Sheet {
  name: string;
  rows: SheetRow[];
}

/** The visible worksheets' rows, the dictionaries sheet of the template left out. */
async function xlsxSheets(bytes: Buffer, name: string): Promise<Sheet[]> {
  const signature = detectSignature(bytes.subarray(0, SIGNATURE_BYTES));
  if (signature === 'ole') {
    // An encrypted .xlsx is an OLE container holding the encrypted package; otherwise it is an old .xls.
    throw bytes.includes(Buffer.from('EncryptedPackage', 'utf16le')) ? passwordProtected(name) : oldExcel(name);
  }
  if (signature !== 'zip') throw notXlsx(name);
  const zip = storedZip(unpackGridParts(bytes, name));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(zip as unknown as ExcelJS.Buffer, { ignoreNodes: IGNORED_NODES });
    const sheets = workbook.worksheets.filter(
      (s) => s.state !== 'hidden' && s.state !== 'veryHidden' && nameKey(s.name) !== nameKey(LOT_SHEET_DICTIONARIES),
    );
    return sheets.map((s) => ({ name: s.name, rows: worksheetRows(s) }));
  } catch {
    throw damaged(name);
  }
}

/* ------------------------------------------------------------------------------ the rows */

interface Header {
  /** Index into the rows. */
  index: number;
  columns: Map<TLotField, number>;
}

function headerColumns(row: SheetRow): Map<TLotField, number> {
  const columns = new Map<TLotField, number>();
  row.cells.forEach((cell, i) => {
    if (cell.kind !== 'text' || cell.text.length > MAX_TOKEN_TEXT) return;
    const field = FIELD_BY_HEADING.get(headingKey(cell.text));
    // A heading twice: the first column is the one read.
    if (field && !columns.has(field)) columns.set(field, i);
  });
  return columns;
}

/** The row among the first few that names the most columns; the first row when none names any. */
function findHeader(rows: readonly SheetRow[]): Header {
  let best: Header = { index: 0, columns: new Map() };
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const columns = headerColumns(row);
    if (columns.size > best.columns.size) best = { index, columns };
  });
  return best;
}

/** A value shown back inside a message: short and without control characters. */
const shown = (text: string) => {
  const clean = text.replace(/\p{Cc}/gu, ' ').trim();
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
};

const CHANNEL_KINDS_BY_FIELD = { physics_id: 'physics', interface_id: 'interface', protocol_id: 'protocol' } as const;

/** Dictionary names to ids, by nameKey. */
class NameIndex {
  private readonly regions: Map<string, number>;
  private readonly channels: Record<TChannelKind, Map<string, number>>;

  constructor(dictionaries: LotSheetDictionaries) {
    const index = (items: readonly TDictionaryItem[]) => {
      const map = new Map<string, number>();
      for (const item of items) if (!map.has(nameKey(item.name))) map.set(nameKey(item.name), item.id);
      return map;
    };
    this.regions = index(dictionaries.regions);
    this.channels = {
      physics: index(dictionaries.channels.physics),
      interface: index(dictionaries.channels.interface),
      protocol: index(dictionaries.channels.protocol),
    };
  }

  region = (name: string) => this.regions.get(nameKey(name));
  channel = (kind: TChannelKind, name: string) => this.channels[kind].get(nameKey(name));
}

const isBlankValue = (field: TLotField, cell: SheetCell) =>
  !hasContent(cell) || (field in CHANNEL_KINDS_BY_FIELD && nameKey(textOf(cell)) === ANY_KEY);

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]\d{2}:\d{2}(?::\d{2})?)?$/;

/** `РРРР-ММ-ДД` for zDate to judge; null when the cell is not a date in any accepted form. */
function dateText(cell: SheetCell): string | null {
  if (cell.kind === 'date') return cell.date.toISOString().slice(0, 10);
  // A date typed into a cell formatted as a number: Excel's day count.
  if (cell.kind === 'number') {
    if (cell.value < 1 || cell.value >= 2_958_466) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell.value) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = textOf(cell);
  if (text.length > MAX_TOKEN_TEXT) return null;
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) return `${dotted[3]}-${pad2(Number(dotted[2]))}-${pad2(Number(dotted[1]))}`;
  const iso = ISO_DATE.exec(text);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
}

/** A number as people type it: spaces between thousands, a decimal comma, a trailing unit. */
function numberOf(cell: SheetCell, unit: RegExp): number | null {
  if (cell.kind === 'number') return cell.value;
  if (textOf(cell).length > MAX_TOKEN_TEXT) return null;
  const text = textOf(cell).replace(unit, '').replace(/\s+/g, '').replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A sum from a number cell: whole kopiyky when the float is one, so zMoney sees «4500.50». */
function moneyOf(cell: SheetCell): string | number {
  if (cell.kind !== 'number') {
    const text = textOf(cell);
    return text.length > MAX_TOKEN_TEXT ? text : text.replace(/\s*(грн\.?|₴|uah)$/i, '');
  }
  const kopiyky = Math.round(cell.value * 100);
  return Math.abs(cell.value * 100 - kopiyky) < 1e-6 ? (kopiyky / 100).toFixed(2) : cell.value;
}

/** A message that names its column, whatever wrote it. */
const namingColumn = (field: TLotField, message: string) =>
  message.includes(`«${LOT_FIELD_LABELS[field]}»`) ? message : `Поле «${LOT_FIELD_LABELS[field]}»: ${message}`;

type LotResult = { lot: TLotFields } | { errors: Omit<TLotSheetError, 'row'>[] };

/** One row as the form would take it; the sheet's own readings (names, dates) first. */
function readLot(values: ReadonlyMap<TLotField, SheetCell>, names: NameIndex): LotResult {
  const input: Record<string, unknown> = {};
  const own = new Map<TLotField, string>();
  for (const { field, label } of LOT_SHEET_COLUMNS) {
    const cell = values.get(field) ?? EMPTY;
    if (cell.kind === 'error') {
      own.set(field, `Поле «${label}»: у клітинці помилка (${shown(cell.text)}), вкажіть значення`);
      continue;
    }
    const blank = isBlankValue(field, cell);
    switch (field) {
      case 'branch_name':
      case 'address':
        input[field] = textOf(cell);
        break;
      case 'region_id': {
        const id = blank ? undefined : names.region(textOf(cell));
        if (blank) own.set(field, required(label));
        else if (id === undefined)
          own.set(field, `Поле «${label}»: регіону «${shown(textOf(cell))}» немає в довіднику`);
        else input[field] = id;
        break;
      }
      case 'physics_id':
      case 'interface_id':
      case 'protocol_id': {
        const id = blank ? null : names.channel(CHANNEL_KINDS_BY_FIELD[field], textOf(cell));
        if (id === undefined) {
          own.set(
            field,
            `Поле «${label}»: значення «${shown(textOf(cell))}» немає серед чинних значень довідника; ` +
              `залиште клітинку порожньою або вкажіть «${LOT_SHEET_ANY}»`,
          );
        } else input[field] = id;
        break;
      }
      case 'bandwidth_mbps': {
        if (blank) break;
        const value = numberOf(cell, /\s*(мбіт\/с|мбіт|mbps|mbit\/s)$/i);
        if (value === null) own.set(field, `Поле «${label}» має бути цілим числом Мбіт/с`);
        else input[field] = value;
        break;
      }
      case 'connection_date': {
        if (blank) break;
        const date = dateText(cell);
        if (date === null) own.set(field, `Поле «${label}»: вкажіть дату у форматі ДД.ММ.РРРР`);
        else input[field] = date;
        break;
      }
      case 'budget_monthly':
        input[field] = blank ? null : moneyOf(cell);
        break;
    }
  }
  const parsed = ZLotWrite.safeParse(input);
  const checked = new Map<TLotField, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TLotField;
    if (!own.has(field) && !checked.has(field)) checked.set(field, issue.message);
  }
  if (parsed.success && own.size === 0) return { lot: parsed.data };
  return {
    errors: LOT_SHEET_COLUMNS.flatMap(({ field }) => {
      const message = own.get(field) ?? checked.get(field);
      return message === undefined ? [] : [{ field, message: namingColumn(field, message) }];
    }),
  };
}

const EXAMPLE_NAME_KEY = nameKey(LOT_SHEET_EXAMPLE);
const EXAMPLE_TITLE_KEY = nameKey(LOT_SHEET_EXAMPLE_TITLE);

/** The row of the example's title among the first rows, if the rows are the template's example. */
const exampleTitleRow = (rows: readonly SheetRow[]) =>
  rows
    .slice(0, HEADER_SEARCH_ROWS)
    .find((row) =>
      row.cells.some(
        (cell) =>
          cell.kind === 'text' && cell.text.length <= MAX_TOKEN_TEXT && nameKey(cell.text) === EXAMPLE_TITLE_KEY,
      ),
    );

const isExample = (sheet: Sheet) => nameKey(sheet.name) === EXAMPLE_NAME_KEY || !!exampleTitleRow(sheet.rows);

/** The answer to the example sheet: no lots, and where they go instead. */
const exampleRefused = (row: number): TLotSheetImport => ({
  lots: [],
  errors: [
    {
      row,
      field: null,
      message:
        `Це аркуш «${LOT_SHEET_EXAMPLE}» шаблону: він лише показує, як заповнити лоти, і не імпортується. ` +
        `Внесіть лоти на аркуш «${LOT_SHEET_NAME}» й імпортуйте таблицю ще раз.`,
    },
  ],
});

function readRows(rows: readonly SheetRow[], dictionaries: LotSheetDictionaries): TLotSheetImport {
  const title = exampleTitleRow(rows);
  if (title) return exampleRefused(title.number);
  if (rows.length === 0) {
    return {
      lots: [],
      errors: [
        { row: 1, field: null, message: 'Таблиця порожня: заповніть рядок заголовків і рядки лотів за шаблоном' },
      ],
    };
  }
  const header = findHeader(rows);
  const headerRow = rows[header.index]!;
  const missing = LOT_SHEET_COLUMNS.filter((c) => !c.optional && !header.columns.has(c.field));
  if (missing.length > 0) {
    return {
      lots: [],
      errors: missing.map((c) => ({
        row: headerRow.number,
        field: c.field,
        message: `Немає стовпця «${c.heading}»: додайте його до рядка заголовків, як у шаблоні`,
      })),
    };
  }
  const names = new NameIndex(dictionaries);
  const lots: TLotFields[] = [];
  const errors: TLotSheetError[] = [];
  let count = 0;
  for (const row of rows.slice(header.index + 1)) {
    const values = new Map<TLotField, SheetCell>();
    for (const [field, column] of header.columns) values.set(field, row.cells[column] ?? EMPTY);
    if ([...values].every(([field, cell]) => isBlankValue(field, cell))) continue;
    if (++count > MAX_LOTS) {
      const message = `У таблиці більше ${MAX_LOTS} лотів, а тендер може мати не більше ${MAX_LOTS}: розділіть лоти між кількома тендерами`;
      return { lots: [], errors: [{ row: row.number, field: null, message }] };
    }
    const result = readLot(values, names);
    if ('lot' in result) lots.push(result.lot);
    else errors.push(...result.errors.map((e) => ({ row: row.number, ...e })));
  }
  if (count === 0) {
    errors.push({
      row: headerRow.number,
      field: null,
      message: `Під рядком заголовків немає жодного лоту: заповніть рядки нижче. Приклад з аркуша «${LOT_SHEET_EXAMPLE}» не імпортується.`,
    });
  }
  return { lots, errors };
}

/**
 * Reads the lots of an .xlsx or .csv sheet against the dictionaries: the valid rows in sheet
 * order, and each wrong row's errors by column. A file that is no sheet, cannot be read or is
 * encrypted is a 400 naming the file.
 */
export async function readLotSheet(
  file: Buffer,
  fileName: string,
  dictionaries: LotSheetDictionaries,
): Promise<TLotSheetImport> {
  const name = safeFileName(fileName);
  if (file.length > LOT_SHEET_MAX_BYTES) throw lotSheetTooLarge(name);
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xls') throw oldExcel(name);
  if (extension !== 'xlsx' && extension !== 'csv') throw notASheet(name);
  if (file.length === 0) throw emptyFile(name);
  if (extension === 'csv') return readRows(csvRows(file, name), dictionaries);
  const sheets = await xlsxSheets(file, name);
  if (sheets.length === 0) throw noSheets(name);
  // The example's headings are the lots' too: it is left out, and only refused when alone.
  const data = sheets.filter((s) => !isExample(s));
  if (data.length === 0) return exampleRefused(exampleTitleRow(sheets[0]!.rows)?.number ?? 1);
  // The sheet whose headings name the most columns: the lots, wherever the manager put them.
  const best = data.reduce((a, b) => (findHeader(b.rows).columns.size > findHeader(a.rows).columns.size ? b : a));
  return readRows(best.rows, dictionaries);
}
