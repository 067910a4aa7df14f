import zlib from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { required } from '@tt/contracts/common';
import { XSRF_COOKIE } from '@tt/contracts/constants';
import { LOT_SHEET_COLUMNS, LOT_SHEET_MAX_BYTES } from '@tt/contracts/lot-sheet';
import type { TLotFields } from '@tt/contracts/lots';
import { channelOptions, regions } from '../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client, type TestApp } from './helpers.ts';
import { pdfBytes, upload } from './uploads.ts';

const app = useTestApp();

const IMPORT = '/api/tenders/lots/import';
const TEMPLATE = '/api/tenders/lots/template';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADINGS = LOT_SHEET_COLUMNS.map((c) => c.heading);

/** Ids of the dictionary names the sheets below use. */
async function dictionaryIds(t: TestApp) {
  const region = async (name: string) => (await t.db.select().from(regions).where(eq(regions.name, name)))[0]!.id;
  const channel = async (kind: 'physics' | 'interface' | 'protocol', name: string) =>
    (
      await t.db
        .select()
        .from(channelOptions)
        .where(and(eq(channelOptions.kind, kind), eq(channelOptions.name, name)))
    )[0]!.id;
  return {
    kyiv: await region('м. Київ'),
    lviv: await region('Львівська область'),
    fiber: await channel('physics', 'Оптоволокно'),
    gigabit: await channel('interface', 'Ethernet 1 Гбіт/с (RJ-45)'),
    sfp: await channel('interface', 'SFP (1 Гбіт/с, оптика)'),
    internet: await channel('protocol', 'Доступ до Інтернету (IP)'),
  };
}
type Ids = Awaited<ReturnType<typeof dictionaryIds>>;

const COUNT = 12;
const indices = Array.from({ length: COUNT }, (_, i) => i + 1);
const day = (i: number) => `2026-09-${String(i).padStart(2, '0')}`;

/** What lot i of every good sheet below reads as. */
const expectedLot = (i: number, ids: Ids): TLotFields => ({
  branch_name: `Відділення №${i}`,
  address: `вул. Шевченка, ${i}`,
  region_id: i % 2 ? ids.kyiv : ids.lviv,
  bandwidth_mbps: 100 * i,
  physics_id: i % 3 === 1 ? ids.fiber : null,
  interface_id: i % 2 ? ids.gigabit : ids.sfp,
  protocol_id: i % 4 === 0 ? null : ids.internet,
  connection_date: day(i),
  budget_monthly: i === 5 ? null : `${1000 * i}.50`,
});

/** Lot i as text, the way people type it: names in any case, «Будь-яке», sums with spaces and a comma. */
function textRow(i: number): string[] {
  return [
    `Відділення №${i}`,
    `вул. Шевченка, ${i}`,
    i % 2 ? 'м. Київ' : '  львівська ОБЛАСТЬ ',
    i === 12 ? '1 200' : String(100 * i),
    i % 3 === 1 ? 'оптоволокно' : i % 3 === 2 ? 'Будь-яке' : '',
    i % 2 ? 'Ethernet 1 Гбіт/с (RJ-45)' : 'SFP (1 Гбіт/с, оптика)',
    i % 4 === 0 ? '' : 'Доступ до Інтернету (IP)',
    i % 2 ? day(i).split('-').reverse().join('.') : day(i),
    i === 5 ? '' : `${(1000 * i).toLocaleString('uk-UA')},50`,
  ];
}

/** A workbook with one sheet; `null` leaves that row blank. */
async function xlsx(rows: (ExcelJS.CellValue[] | null)[], sheetName = 'Лоти'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((values, i) => {
    if (values) sheet.getRow(i + 1).values = values;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csv(rows: string[][], delimiter: string): string {
  const field = (v: string) => (/["\r\n]/.test(v) || v.includes(delimiter) ? `"${v.replaceAll('"', '""')}"` : v);
  return rows.map((row) => row.map(field).join(delimiter)).join('\r\n') + '\r\n';
}

const CP1251 = new Map(
  [...new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 128 }, (_, i) => i + 128))].map(
    (c, i) => [c, i + 128] as const,
  ),
);
const windows1251 = (text: string) =>
  Buffer.from([...text].map((c) => (c.charCodeAt(0) < 128 ? c.charCodeAt(0) : CP1251.get(c)!)));

const importSheet = (client: Client, name: string, content: Buffer, type = XLSX_TYPE) =>
  upload(client, IMPORT, { name, content, type });

const manager = () => loginAs(app(), 'manager@demo.ua');

describe('POST /api/tenders/lots/import', () => {
  it('reads an .xlsx: typed cells, rich text, formulas, a title above the headings and an unknown column', async () => {
    const ids = await dictionaryIds(app());
    const cells = (i: number): ExcelJS.CellValue[] => {
      const text = textRow(i);
      return [
        i === 2 ? { richText: [{ text: 'Відділення ' }, { text: '№2', font: { bold: true } }] } : text[0],
        i === 4 ? { text: text[1]!, hyperlink: 'https://maps.example/4' } : text[1],
        text[2],
        i === 3 ? { formula: '150*2', result: 300 } : 100 * i,
        'не читається',
        text[4],
        text[5],
        text[6],
        i % 2 ? new Date(`${day(i)}T00:00:00Z`) : text[7],
        i === 5 ? null : 1000 * i + 0.5,
      ];
    };
    const headings = [...HEADINGS.slice(0, 4), 'Примітка', ...HEADINGS.slice(4)];
    headings[3] = 'ПРОПУСКНА ЗДАТНІСТЬ (Мбіт/с)';
    const file = await xlsx([['Лоти для розгортання мережі відділень'], headings, ...indices.map(cells)]);

    const res = await importSheet(await manager(), 'Лоти.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lots: indices.map((i) => expectedLot(i, ids)), errors: [] });
  });

  it('reads a CSV with `;` in UTF-8 with a byte order mark', async () => {
    const ids = await dictionaryIds(app());
    const text = csv([HEADINGS, ...indices.map(textRow)], ';');
    const res = await importSheet(await manager(), 'lots.csv', Buffer.from(`\uFEFF${text}`, 'utf8'), 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lots: indices.map((i) => expectedLot(i, ids)), errors: [] });
  });

  it('reads a CSV with `,` in Windows-1251, as Excel in Ukraine saves it', async () => {
    const ids = await dictionaryIds(app());
    const bytes = windows1251(csv([HEADINGS, ...indices.map(textRow)], ','));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const res = await importSheet(await manager(), 'Лоти.csv', bytes, 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lots: indices.map((i) => expectedLot(i, ids)), errors: [] });
  });

  it('names the sheet row and the column of each wrong value, and keeps the good rows', async () => {
    const ids = await dictionaryIds(app());
    const row = (i: number, change: Record<number, string>) => textRow(i).map((v, c) => change[c] ?? v);
    const file = await xlsx([
      HEADINGS,
      row(1, {}),
      row(2, { 2: 'Атлантида' }),
      null,
      row(3, { 7: '31.02.2026' }),
      row(4, { 3: '0' }),
      row(5, { 1: '', 7: 'завтра' }),
      row(6, { 5: 'Token Ring' }),
      row(7, {}),
    ]);
    const res = await importSheet(await manager(), 'lots.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      lots: [expectedLot(1, ids), expectedLot(7, ids)],
      errors: [
        { row: 3, field: 'region_id', message: 'Поле «Регіон»: регіону «Атлантида» немає в довіднику' },
        { row: 5, field: 'connection_date', message: 'Поле «Бажана дата підключення»: такої дати не існує' },
        { row: 6, field: 'bandwidth_mbps', message: 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с' },
        { row: 7, field: 'address', message: required('Адреса') },
        {
          row: 7,
          field: 'connection_date',
          message: 'Поле «Бажана дата підключення»: вкажіть дату у форматі ДД.ММ.РРРР',
        },
        { row: 8, field: 'interface_id', message: expect.stringMatching(/^Поле «Інтерфейс»: значення «Token Ring»/) },
      ],
    });
  });

  it('answers a missing required column with one error on the heading row', async () => {
    const without = (rows: string[][]) => rows.map((r) => r.filter((_, c) => c !== 1));
    const file = await xlsx([['Перелік лотів'], ...without([HEADINGS, textRow(1)])]);
    const res = await importSheet(await manager(), 'lots.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      lots: [],
      errors: [{ row: 2, field: 'address', message: expect.stringContaining('«Адреса»') }],
    });
  });

  it('takes 100 lots and refuses 101 with one error saying the limit', async () => {
    const rows = (n: number) => [HEADINGS, ...Array.from({ length: n }, (_, i) => textRow((i % COUNT) + 1))];
    const client = await manager();
    const hundred = await importSheet(client, 'lots.csv', Buffer.from(csv(rows(100), ';')), 'text/csv');
    expect(hundred.json()).toMatchObject({ errors: [] });
    expect(hundred.json().lots).toHaveLength(100);

    const more = await importSheet(client, 'lots.csv', Buffer.from(csv(rows(101), ';')), 'text/csv');
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual({
      lots: [],
      errors: [{ row: 102, field: null, message: expect.stringContaining('не більше 100') }],
    });
  });

  it('refuses an empty file and says a sheet without rows is empty', async () => {
    const client = await manager();
    const empty = await importSheet(client, 'lots.xlsx', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'file_rejected', error: expect.stringContaining('порожній') });

    const blank = await importSheet(client, 'lots.xlsx', await xlsx([]));
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toEqual({
      lots: [],
      errors: [{ row: 1, field: null, message: expect.stringContaining('порожня') }],
    });
  });

  it('refuses what is no sheet with a 400 in Ukrainian', async () => {
    const client = await manager();
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    const locked = Buffer.concat([ole, Buffer.from('EncryptedPackage', 'utf16le')]);
    const cases: [string, Buffer, RegExp][] = [
      ['Кошторис.pdf', pdfBytes(), /не є таблицею/],
      ['lots.xlsx', pdfBytes(), /не є таблицею Excel/],
      ['lots.csv', pdfBytes(), /не є текстовою таблицею CSV/],
      ['lots.xlsx', locked, /захищено паролем/],
      ['lots.xls', ole, /Excel 97–2003/],
      ['lots.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'), /пошкоджений/],
      ['lots.csv', Buffer.from(`${HEADINGS.join(';')}\n"не закрито;2`), /лапки/],
    ];
    for (const [name, content, message] of cases) {
      const res = await importSheet(client, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'file_rejected', error: expect.stringMatching(message) });
    }
  });

  it('stops hostile workbooks before they cost the server', async () => {
    const client = await manager();
    const cells = [HEADINGS, textRow(1)]
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row.map((v, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
      )
      .join('');
    // A merge, a defined name and a row number that exceljs would each walk cell by cell.
    const hostile = handMadeXlsx(
      `<sheetData>${cells}<row r="2000000000"><c r="A2000000000"><v>1</v></c></row></sheetData>` +
        '<mergeCells count="1"><mergeCell ref="A5:XFD1048576"/></mergeCells>',
      '<definedNames><definedName name="all">Лоти!$A$1:$XFD$1048576</definedName></definedNames>',
    );
    const read = await importSheet(client, 'lots.xlsx', hostile);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ lots: [expectedLot(1, await dictionaryIds(app()))], errors: [] });

    // 64 MB of spaces packed into some 60 kilobytes.
    const bomb = handMadeXlsx(`<sheetData>${cells}</sheetData>${' '.repeat(64 * 1024 * 1024)}`);
    expect(bomb.length).toBeLessThan(LOT_SHEET_MAX_BYTES);
    const refused = await importSheet(client, 'lots.xlsx', bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/завеликий/);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const res = await importSheet(await manager(), 'lots.csv', Buffer.alloc(LOT_SHEET_MAX_BYTES + 1, 0x41), 'text/csv');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_too_large', error: expect.stringContaining('2 МБ') });
  });

  it('is for those who create tenders: a provider gets 403', async () => {
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const file = Buffer.from(csv([HEADINGS, textRow(1)], ';'));
    expect((await importSheet(provider, 'lots.csv', file, 'text/csv')).statusCode).toBe(403);
    expect((await provider.get(TEMPLATE)).statusCode).toBe(403);
  });

  it('refuses a request without the XSRF token', async () => {
    const client = await manager();
    const body = multipartBody('lots.csv', Buffer.from(csv([HEADINGS, textRow(1)], ';')));
    const cookies = Object.fromEntries([...client.cookies].filter(([name]) => name !== XSRF_COOKIE));
    const res = await app().inject({ method: 'POST', url: IMPORT, cookies, ...body });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf_invalid');
    const withCookieOnly = await app().inject({
      method: 'POST',
      url: IMPORT,
      cookies: Object.fromEntries(client.cookies),
      ...body,
    });
    expect(withCookieOnly.statusCode).toBe(403);
  });
});

/** The template as the server sends it, and loaded. */
async function downloadTemplate(client: Client) {
  const res = await client.get(TEMPLATE);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { res, workbook };
}

/** Rows put under the last filled row of a sheet, as a manager types them. */
function addRows(sheet: ExcelJS.Worksheet, rows: ExcelJS.CellValue[][]) {
  let last = 0;
  sheet.eachRow((_, number) => (last = number));
  rows.forEach((values, i) => (sheet.getRow(last + 1 + i).values = values));
}

const workbookBytes = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/** A row's cells as text, the way Excel saves them in a CSV. */
const csvCells = (row: ExcelJS.Row, width: number) =>
  Array.from({ length: width }, (_, i) => {
    const value = row.getCell(i + 1).value;
    if (value instanceof Date) return value.toISOString().slice(0, 10).split('-').reverse().join('.');
    return value === null || value === undefined ? '' : String(value);
  });

describe('GET /api/tenders/lots/template', () => {
  it('downloads an empty lots sheet with its headings, notes and lists, a read-only example and the dictionaries', async () => {
    const { res, workbook } = await downloadTemplate(await manager());
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="document.xlsx"; filename*=UTF-8''${encodeURIComponent('Шаблон лотів.xlsx')}`,
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Лоти', 'Приклад', 'Довідники']);
    const [lots, example, lists] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];

    // The lots sheet: the headings with their notes, nothing under them but the lists.
    expect((lots.getRow(1).values as unknown[]).slice(1)).toEqual(HEADINGS);
    expect(lots.getCell('A1').note).toBe('Обов’язково. Назва відділення, до 200 символів.');
    expect(lots.actualRowCount).toBe(1);
    expect(lots.getCell('C2').dataValidation).toMatchObject({
      type: 'list',
      formulae: [expect.stringContaining('Довідники')],
    });
    expect(lots.getCell('C101').dataValidation).toMatchObject({ type: 'list' });

    // The example: a title saying it is not imported, the headings, one lot and what each column takes.
    expect(example.getCell('A1').value).toBe(
      'Приклад заповнення: цей аркуш не імпортується — лоти вносьте на аркуш «Лоти».',
    );
    expect((example.getRow(2).values as unknown[]).slice(1)).toEqual(HEADINGS);
    expect(example.getCell('A3').value).toBe('Відділення №1');
    expect(example.getCell('B4').value).toBe('Обов’язково. Адреса підключення, до 300 символів.');
    // Read-only: exceljs reads the protection but does not type it.
    expect((example as unknown as { sheetProtection: unknown }).sheetProtection).toMatchObject({ sheet: true });

    const regionNames = (await app().db.select().from(regions).orderBy(asc(regions.sort), asc(regions.name))).map(
      (r) => r.name,
    );
    const listed = (column: number) =>
      (lists.getColumn(column).values as unknown[]).slice(2).filter((v) => v !== null && v !== undefined);
    expect(listed(1)).toEqual(regionNames);
    expect(listed(2)).toEqual(expect.arrayContaining(['Будь-яке', 'Оптоволокно']));
    expect(listed(3)).toContain('SFP (1 Гбіт/с, оптика)');
    expect(listed(4)).toContain('Доступ до Інтернету (IP)');
  });

  it('imports the template as downloaded as no lots, saying the example is not imported', async () => {
    const client = await manager();
    const { res } = await downloadTemplate(client);
    const reread = await importSheet(client, 'Шаблон лотів.xlsx', res.rawPayload);
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json()).toEqual({
      lots: [],
      errors: [
        {
          row: 1,
          field: null,
          message:
            'Під рядком заголовків немає жодного лоту: заповніть рядки нижче. Приклад з аркуша «Приклад» не імпортується.',
        },
      ],
    });
  });

  it('imports exactly the rows a manager adds to the template, never the example', async () => {
    const ids = await dictionaryIds(app());
    const client = await manager();
    const { workbook } = await downloadTemplate(client);
    addRows(workbook.getWorksheet('Лоти')!, [textRow(1), textRow(2), textRow(3)]);
    const res = await importSheet(client, 'Шаблон лотів.xlsx', await workbookBytes(workbook));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lots: [1, 2, 3].map((i) => expectedLot(i, ids)), errors: [] });
  });

  it('has an example lot the import takes when a manager copies it onto the lots sheet', async () => {
    const client = await manager();
    const { workbook } = await downloadTemplate(client);
    const example = workbook.getWorksheet('Приклад')!;
    addRows(workbook.getWorksheet('Лоти')!, [(example.getRow(3).values as ExcelJS.CellValue[]).slice(1)]);
    const res = await importSheet(client, 'Шаблон лотів.xlsx', await workbookBytes(workbook));
    expect(res.statusCode, res.body).toBe(200);

    const [physics] = await app()
      .db.select()
      .from(channelOptions)
      .where(and(eq(channelOptions.kind, 'physics'), eq(channelOptions.isActive, true)))
      .orderBy(asc(channelOptions.sort), asc(channelOptions.id));
    const [region] = await app().db.select().from(regions).orderBy(asc(regions.sort), asc(regions.name)).limit(1);
    const date = example.getCell(3, 8).value as Date;
    expect(res.json()).toEqual({
      lots: [
        {
          branch_name: 'Відділення №1',
          address: 'вул. Центральна, 1',
          region_id: region!.id,
          bandwidth_mbps: 100,
          physics_id: physics!.id,
          interface_id: expect.any(Number),
          protocol_id: null,
          connection_date: date.toISOString().slice(0, 10),
          budget_monthly: '4500.00',
        },
      ],
      errors: [],
    });
  });

  it('never imports the example sheet, even filled in alone or saved as CSV, and says so', async () => {
    const client = await manager();
    const { workbook } = await downloadTemplate(client);
    workbook.removeWorksheet(workbook.getWorksheet('Лоти')!.id);
    const example = workbook.getWorksheet('Приклад')!;
    example.unprotect();
    addRows(example, [textRow(1)]);
    const refusal = {
      lots: [],
      errors: [
        {
          row: 1,
          field: null,
          message:
            'Це аркуш «Приклад» шаблону: він лише показує, як заповнити лоти, і не імпортується. ' +
            'Внесіть лоти на аркуш «Лоти» й імпортуйте таблицю ще раз.',
        },
      ],
    };
    const alone = await importSheet(client, 'Шаблон лотів.xlsx', await workbookBytes(workbook));
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toEqual(refusal);

    const rows: string[][] = [];
    example.eachRow((row) => rows.push(csvCells(row, HEADINGS.length)));
    const saved = await importSheet(client, 'Приклад.csv', Buffer.from(csv(rows, ';')), 'text/csv');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(refusal);
  });
});

/* A multipart body without the helpers' client, for requests that leave out the XSRF header. */
function multipartBody(name: string, content: Buffer) {
  const boundary = '----ttlotsheet';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An .xlsx written by hand (deflated parts), so a test can put in it what no spreadsheet program would. */
function handMadeXlsx(sheetBody: string, workbookExtra = ''): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: [string, string][] = [
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}">` +
        `<sheets><sheet name="Лоти" sheetId="1" r:id="rId1"/></sheets>${workbookExtra}</workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}">${sheetBody}</worksheet>`,
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of parts) {
    const data = Buffer.from(text, 'utf8');
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(zlib.crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(zlib.crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
