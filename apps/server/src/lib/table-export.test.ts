import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sendTableExport, type CursorDatabase, type ExportColumn, type ExportFormat } from './table-export.ts';

interface Row {
  n: number;
}
const columns: ExportColumn<Row>[] = [{ header: 'N', type: 'integer', width: 8, value: (r) => r.n }];

/**
 * A database that answers the export's statements in order: today, the cursor, then the given
 * batches, each in an array of its own as a driver's result (kept in `handedOut`); an Error
 * among them is thrown by that fetch.
 */
function fakeDatabase(batches: (Row[] | Error)[], handedOut: Row[][] = []): CursorDatabase {
  return {
    async transaction(run) {
      let fetches = 0;
      return run({
        async execute(query) {
          const text = JSON.stringify(query);
          if (text.includes('to_char')) return { rows: [{ today: '2026-11-25' }] };
          if (text.includes('declare')) return { rows: [] };
          const batch = batches[fetches++] ?? [];
          // A failure takes a moment to come, as a lost connection does: the first batch is out by then.
          if (batch instanceof Error) return new Promise((_, reject) => setTimeout(() => reject(batch), 50));
          const rows = [...batch];
          handedOut.push(rows);
          return { rows };
        },
      });
    },
  };
}

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ n: from + i }));

async function exportApp<R = Row>(
  batches: (R[] | Error)[],
  format: ExportFormat,
  exportColumns: ExportColumn<R>[] = columns as unknown as ExportColumn<R>[],
  handedOut: R[][] = [],
) {
  const app = Fastify();
  app.get('/export', (_request, reply) =>
    sendTableExport(reply, {
      db: fakeDatabase(batches as unknown as (Row[] | Error)[], handedOut as unknown as Row[][]),
      clock: sql`now()`,
      format,
      columns: exportColumns,
      sheetName: 'Аркуш',
      query: sql`select 1`,
      decode: (raw: R) => raw,
      fileName: (today) => `rows-${today}.${format}`,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Downloads over a real socket: how many bytes came and whether the response ended properly. */
function download(port: number): Promise<{ status: number; bytes: number; complete: boolean }> {
  return new Promise((resolve) => {
    http
      .get({ port, host: '127.0.0.1', path: '/export' }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('error', () => {});
        res.on('close', () => resolve({ status: res.statusCode!, bytes, complete: res.complete }));
      })
      .on('error', () => resolve({ status: 0, bytes: 0, complete: false }));
  });
}

describe('sendTableExport', () => {
  let app: Awaited<ReturnType<typeof exportApp>> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each(['csv', 'xlsx'] as const)('ends a %s file normally when every batch arrives', async (format) => {
    app = await exportApp([rows(1, 1000), rows(1001, 5)], format);
    const res = await download((app.server.address() as AddressInfo).port);
    expect(res).toMatchObject({ status: 200, complete: true });
    if (format === 'csv') {
      const body = await app.inject({ method: 'GET', url: '/export' });
      expect(body.body.trim().split('\r\n')).toHaveLength(1 + 1005);
    }
  });

  it.each(['csv', 'xlsx'] as const)(
    'aborts a %s download when the database fails after the file has begun',
    async (format) => {
      app = await exportApp([rows(1, 1000), new Error('connection lost')], format);
      const res = await download((app.server.address() as AddressInfo).port);
      expect(res.status).toBe(200);
      expect(res.bytes).toBeGreaterThan(0);
      // Never a complete-looking file: the response is cut, not ended.
      expect(res.complete).toBe(false);
    },
  );

  it.each(['csv', 'xlsx'] as const)("empties the driver's rows of each batch once decoded (%s)", async (format) => {
    // Kept, a whole archive's rows piled up in V8's old generation (ADR 0031, Exports).
    const handedOut: Row[][] = [];
    app = await exportApp([rows(1, 250), rows(251, 10)], format, columns, handedOut);
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(200);
    if (format === 'csv') expect(res.body.trim().split('\r\n')).toHaveLength(1 + 260);
    expect(handedOut.map((batch) => batch.length)).toEqual([0, 0]);
  });

  it('answers an error, not a file, when the database fails before the first batch', async () => {
    app = await exportApp([new Error('connection lost')], 'csv');
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('writes instants as Kyiv wall time in XLSX and CSV, on both sides of a clock change', async () => {
    const instants = [
      ['2026-01-15T10:30:00.000Z', '15.01.2026 12:30'],
      ['2026-07-01T10:30:45.900Z', '01.07.2026 13:30'],
      // Kyiv moves its clocks from 03:00 to 04:00 on 29 March 2026 (01:00 UTC).
      ['2026-03-29T00:59:00.000Z', '29.03.2026 02:59'],
      ['2026-03-29T01:00:00.000Z', '29.03.2026 04:00'],
    ] as const;
    const at: ExportColumn<{ at: Date }>[] = [{ header: 'Коли', type: 'datetime', width: 17, value: (r) => r.at }];
    const batch = instants.map(([iso]) => ({ at: new Date(iso) }));

    app = await exportApp([batch], 'xlsx', at);
    const xlsx = await app.inject({ method: 'GET', url: '/export' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getColumn(1).values.slice(2) as Date[];
    // A spreadsheet has no zones: the cell holds the wall time, whole seconds.
    expect(cells.map((d) => d.toISOString())).toEqual([
      '2026-01-15T12:30:00.000Z',
      '2026-07-01T13:30:45.000Z',
      '2026-03-29T02:59:00.000Z',
      '2026-03-29T04:00:00.000Z',
    ]);
    await app.close();

    app = await exportApp([batch], 'csv', at);
    const csv = await app.inject({ method: 'GET', url: '/export' });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1),
    ).toEqual(instants.map(([, wall]) => wall));
  });
});
