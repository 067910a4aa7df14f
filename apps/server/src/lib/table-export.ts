import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { formatKyivDateTime, KYIV_TZ, kyivOffset } from '@tt/contracts/kyiv-time';
import { attachmentDisposition } from './content-disposition.ts';

/**
 * A table exported to XLSX or CSV (ADR 0031): its columns are declared once, rows come from the
 * database through a cursor in batches and go out as they come, so memory does not grow with
 * the number of rows.
 */

export type ExportFormat = 'xlsx' | 'csv';

/** What a column holds; it decides the XLSX cell type and format and the CSV text. */
export type ExportCellType = 'text' | 'integer' | 'money' | 'datetime';

export interface ExportColumn<Row> {
  header: string;
  type: ExportCellType;
  /** XLSX column width in characters. */
  width: number;
  /** Money as the API's decimal string, a date as an instant; null leaves the cell empty. */
  value: (row: Row) => string | number | Date | null;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * An instant selected as milliseconds since the epoch, and read back: a number on every driver,
 * as a cursor's raw rows need (drizzle maps only the rows of its own selects).
 */
export const epochMsSql = (instant: SQLWrapper) =>
  sql<number | null>`floor(extract(epoch from ${instant}) * 1000)::float8`;
export const isoFromEpochMs = (ms: number | string) => new Date(Number(ms)).toISOString();

const BATCH_SIZE = 250;
const MONEY_FORMAT = '#,##0.00 "₴"';
const DATETIME_FORMAT = 'dd.mm.yyyy hh:mm';

/**
 * A spreadsheet reads a CSV field starting with one of these as a formula (CSV injection);
 * a leading apostrophe keeps it text. XLSX string cells are never formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const HOUR_MS = 3_600_000;

/**
 * The instant as a Date whose UTC fields are Kyiv's wall time (a spreadsheet has no zones). The
 * offset is looked up once per hour of the export's instants: a whole archive's dates come from a
 * few thousand lookups instead of a formatted date per cell, which kept the garbage, and so the
 * memory, of a 100,000-row export high.
 */
function kyivWallDates(): (instant: Date) => Date {
  const offsets = new Map<number, number>();
  return (instant) => {
    const hour = Math.floor(instant.getTime() / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = kyivOffset(hour * HOUR_MS);
      offsets.set(hour, offset);
    }
    // Whole seconds, as the cell's format shows no fraction.
    return new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset);
  };
}

/** A cell of the CSV: Ukrainian Excel reads `;`-separated fields with a decimal comma. */
function csvField(type: ExportCellType, value: string | number | Date | null): string {
  if (value === null) return '';
  if (type === 'datetime') return formatKyivDateTime(value as Date);
  if (type === 'money') return String(value).replace('.', ',');
  if (type === 'integer') return String(value);
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function xlsxCell(
  type: ExportCellType,
  value: string | number | Date | null,
  kyivWallDate: (instant: Date) => Date,
): ExcelJS.CellValue {
  if (value === null) return null;
  if (type === 'datetime') return kyivWallDate(value as Date);
  if (type === 'money' || type === 'integer') return Number(value);
  return String(value);
}

interface TableWriter<Row> {
  readonly stream: PassThrough;
  write(rows: readonly Row[]): void;
  /** Resolves when what was written has moved on to the client (or the client is gone). */
  drained(): Promise<void>;
  finish(): Promise<void>;
}

/** A stream's queue waits for the reader (or its end), so no side holds more than a batch. */
async function drainedOrGone(stream: Writable, reply: Writable): Promise<void> {
  // readable-stream 2 (archiver's) has no writableNeedDrain; its state says the same.
  const state = (stream as unknown as { _writableState?: { length: number; highWaterMark: number } })._writableState;
  const full = stream.writableNeedDrain ?? (state ? state.length >= state.highWaterMark : false);
  if (!full || stream.destroyed || reply.destroyed) return;
  const done = new AbortController();
  // The listener that loses the race is taken off, or every batch would leave one behind.
  await Promise.race([once(stream, 'drain', done), once(reply, 'close', done)]).finally(() => done.abort());
}

function xlsxWriter<Row>(columns: readonly ExportColumn<Row>[], sheetName: string): TableWriter<Row> {
  const stream = new PassThrough();
  // The fastest deflate: the file is a few percent larger, the export several times quicker.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.type === 'money' ? { style: { numFmt: MONEY_FORMAT } } : {}),
    ...(c.type === 'datetime' ? { style: { numFmt: DATETIME_FORMAT } } : {}),
  }));
  // The header row filters, as people expect of a list opened in a spreadsheet.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.addRow(columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.style = { font: { bold: true } };
  });
  header.commit();
  /*
   * The sheet's buffer writes to the zip without waiting for it (exceljs' StreamBuf), so the
   * compressor's input queue is where rows pile up when the zip is slower than the database:
   * waiting for it to drain keeps memory at about a batch whatever the row count.
   */
  const kyivWallDate = kyivWallDates();
  /*
   * One style object per column, shared by its cells: exceljs gives every new cell a style object
   * of its own, and its style registry then builds that style's XML and a WeakMap entry per cell
   * to find it again; a shared object is looked up once (the file is the same).
   */
  const cellStyles: Partial<ExcelJS.Style>[] = columns.map((c) =>
    c.type === 'money' ? { numFmt: MONEY_FORMAT } : c.type === 'datetime' ? { numFmt: DATETIME_FORMAT } : {},
  );
  const zipInput = () => (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  return {
    stream,
    write(rows) {
      for (const row of rows) {
        const added = sheet.addRow(columns.map((c) => xlsxCell(c.type, c.value(row), kyivWallDate)));
        for (let i = 0; i < columns.length; i++) added.getCell(i + 1).style = cellStyles[i]!;
        added.commit();
      }
    },
    async drained() {
      const input = zipInput();
      if (input) await drainedOrGone(input, stream);
      await drainedOrGone(stream, stream);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvWriter<Row>(columns: readonly ExportColumn<Row>[]): TableWriter<Row> {
  const stream = new PassThrough();
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  csv.pipe(stream);
  csv.write(columns.map((c) => c.header));
  return {
    stream,
    write(rows) {
      for (const row of rows) csv.write(columns.map((c) => csvField(c.type, c.value(row))));
    },
    async drained() {
      await drainedOrGone(csv, stream);
      await drainedOrGone(stream, stream);
    },
    async finish() {
      const finished = once(stream, 'finish');
      csv.end();
      await finished;
    },
  };
}

/** What the export needs of the database: a read-only transaction that runs statements. */
interface SqlRunner {
  execute(query: SQLWrapper): Promise<unknown>;
}
export interface CursorDatabase {
  transaction<T>(run: (tx: SqlRunner) => Promise<T>, config: { accessMode: 'read only' }): Promise<T>;
}

export interface TableExportOptions<Raw, Row> {
  db: CursorDatabase;
  /** The app clock (domain/deadline.ts readClockSql): today's date in the file name follows it. */
  clock: SQL;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  sheetName: string;
  /** The select of every row, in the list's order (the list's own builder, without paging). */
  query: SQLWrapper;
  decode: (raw: Raw) => Row;
  /** The file name (ASCII), given today's Kyiv date by the app clock. */
  fileName: (today: string) => string;
}

class ClientGone extends Error {}

/**
 * Sends the export as the reply. The rows are read through a cursor in a read-only transaction,
 * BATCH_SIZE at a time, each batch written before the next is fetched. Nothing is sent until the
 * first batch is in, so a database that fails at once answers with an error body; one that
 * fails later aborts the response, which then never ends as a complete-looking file.
 */
export async function sendTableExport<Raw, Row>(reply: FastifyReply, options: TableExportOptions<Raw, Row>) {
  const { db, format, columns } = options;
  let writer: TableWriter<Row> | undefined;
  const fetchBatch = async (tx: SqlRunner) => {
    const { rows } = (await tx.execute(sql.raw(`fetch ${BATCH_SIZE} from table_export`))) as unknown as {
      rows: Raw[];
    };
    const batch = rows.map(options.decode);
    /*
     * Rows fetched through node-postgres' promise API outlive their query: V8 moved every one,
     * with its strings, to the old generation, where a whole archive piled up 60–80 MB of
     * garbage before a full collection. Emptied once decoded, they die young (ADR 0031, Exports).
     */
    rows.length = 0;
    return batch;
  };
  try {
    await db.transaction(
      async (tx) => {
        const today = (
          (await tx.execute(
            sql`select to_char(${options.clock} at time zone ${KYIV_TZ}, 'YYYY-MM-DD') as today`,
          )) as unknown as {
            rows: { today: string }[];
          }
        ).rows[0]!.today;
        await tx.execute(sql`declare table_export no scroll cursor for ${options.query as SQL}`);
        let batch = await fetchBatch(tx);
        writer = format === 'xlsx' ? xlsxWriter(columns, options.sheetName) : csvWriter(columns);
        void reply
          .header('content-type', EXPORT_CONTENT_TYPES[format])
          .header('content-disposition', attachmentDisposition(options.fileName(today)))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(writer.stream);
        while (batch.length > 0) {
          writer.write(batch);
          await writer.drained();
          // A client that went away stops the export; the cursor goes with the transaction.
          if (writer.stream.destroyed) throw new ClientGone();
          batch = batch.length < BATCH_SIZE ? [] : await fetchBatch(tx);
        }
        await writer.finish();
      },
      { accessMode: 'read only' },
    );
  } catch (err) {
    if (!writer) throw err;
    if (!(err instanceof ClientGone)) reply.log.error({ err }, 'the export failed after it had started');
    writer.stream.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  return reply;
}
