import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CHANNEL_KINDS, type TChannelKind } from '@tt/contracts/constants';
import { KYIV_TZ } from '@tt/contracts/kyiv-time';
import {
  LOT_SHEET_ANY,
  LOT_SHEET_COLUMNS,
  LOT_SHEET_DICTIONARIES,
  LOT_SHEET_EXAMPLE,
  LOT_SHEET_EXAMPLE_TITLE,
  LOT_SHEET_NAME,
} from '@tt/contracts/lot-sheet';
import { LOT_FIELD_LABELS, MAX_LOTS, type TLotField } from '@tt/contracts/lots';
import type { DbOrTx } from '../../db/client.ts';
import { readClockSql } from '../deadline.ts';
import { loadLotSheetDictionaries } from './lot-sheet.ts';

/** The template's name as the browser saves it. */
export const LOT_SHEET_TEMPLATE_NAME = 'Шаблон лотів.xlsx';

const WIDTHS: Record<TLotField, number> = {
  branch_name: 28,
  address: 40,
  region_id: 26,
  bandwidth_mbps: 16,
  physics_id: 24,
  interface_id: 28,
  protocol_id: 28,
  connection_date: 16,
  budget_monthly: 20,
};

const CHANNEL_FIELDS: Record<TChannelKind, TLotField> = {
  physics: 'physics_id',
  interface: 'interface_id',
  protocol: 'protocol_id',
};

const DATE_FORMAT = 'dd.mm.yyyy';
const MONEY_FORMAT = '#,##0.00';

/** The connection date of the example: a month after today in Kyiv, by the app's clock. */
async function exampleDate(db: DbOrTx): Promise<Date> {
  const result = (await db.execute(
    sql`select to_char((${readClockSql} at time zone ${KYIV_TZ})::date + 30, 'YYYY-MM-DD') as day`,
  )) as unknown as { rows: { day: string }[] };
  // A date cell holds a day; exceljs writes the UTC day of the Date.
  return new Date(`${result.rows[0]!.day}T00:00:00Z`);
}

const columnLetter = (index: number) => String.fromCharCode('A'.charCodeAt(0) + index);

/** What a column takes: the heading's note on the lots sheet, the last row of the example. */
const columnNote = (c: (typeof LOT_SHEET_COLUMNS)[number]) =>
  `${c.optional ? 'Необов’язково' : 'Обов’язково'}. ${c.hint}.`;

/** The lots sheet's columns and the example's: same widths and formats. */
const sheetColumns = (withHeadings: boolean): Partial<ExcelJS.Column>[] =>
  LOT_SHEET_COLUMNS.map((c) => ({
    ...(withHeadings ? { header: c.heading } : {}),
    key: c.field,
    width: WIDTHS[c.field],
    ...(c.field === 'connection_date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(c.field === 'budget_monthly' ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));

const styleHeadings = (row: ExcelJS.Row) =>
  LOT_SHEET_COLUMNS.forEach((_, i) => {
    const cell = row.getCell(i + 1);
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'top' };
  });

/**
 * An .xlsx a manager fills in: the lots sheet with only its headings (each with a note saying what
 * it takes) and drop-down lists; a read-only example sheet with one filled lot and what each
 * column takes, kept off the lots sheet so it is never imported as a lot; and a sheet listing the
 * names the lists offer — regions and the channel values in use today.
 */
export async function lotSheetTemplate(db: DbOrTx): Promise<Buffer> {
  const dictionaries = await loadLotSheetDictionaries(db);
  const workbook = new ExcelJS.Workbook();

  const lots = workbook.addWorksheet(LOT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  lots.columns = sheetColumns(true);
  styleHeadings(lots.getRow(1));
  LOT_SHEET_COLUMNS.forEach((c, i) => (lots.getRow(1).getCell(i + 1).note = columnNote(c)));

  // The example: its title (by which the import knows it), the headings, one lot, what each column takes.
  const example = workbook.addWorksheet(LOT_SHEET_EXAMPLE, { views: [{ state: 'frozen', ySplit: 2 }] });
  example.columns = sheetColumns(false);
  example.getCell('A1').value = LOT_SHEET_EXAMPLE_TITLE;
  example.getCell('A1').font = { bold: true, color: { argb: 'FFC00000' } };
  example.getRow(2).values = LOT_SHEET_COLUMNS.map((c) => c.heading);
  styleHeadings(example.getRow(2));
  const firstName = (items: readonly { name: string }[]) => items[0]?.name ?? LOT_SHEET_ANY;
  example.getRow(3).values = {
    branch_name: 'Відділення №1',
    address: 'вул. Центральна, 1',
    region_id: dictionaries.regions[0]?.name ?? '',
    bandwidth_mbps: 100,
    physics_id: firstName(dictionaries.channels.physics),
    interface_id: firstName(dictionaries.channels.interface),
    protocol_id: LOT_SHEET_ANY,
    connection_date: await exampleDate(db),
    budget_monthly: 4500,
  };
  example.getRow(4).values = LOT_SHEET_COLUMNS.map(columnNote);
  example.getRow(4).alignment = { wrapText: true, vertical: 'top' };
  example.getRow(4).font = { italic: true };
  example.getRow(4).height = 64;
  // Read-only, so no one adds their sites under the example; copying from it still works.
  await example.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });

  // The names the lists offer: regions, and each channel dictionary after «Будь-яке».
  const lists = workbook.addWorksheet(LOT_SHEET_DICTIONARIES, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns: { field: TLotField; names: string[] }[] = [
    { field: 'region_id', names: dictionaries.regions.map((r) => r.name) },
    ...CHANNEL_KINDS.map((kind) => ({
      field: CHANNEL_FIELDS[kind],
      names: [LOT_SHEET_ANY, ...dictionaries.channels[kind].map((o) => o.name)],
    })),
  ];
  lists.columns = columns.map((c) => ({ header: LOT_FIELD_LABELS[c.field], key: c.field, width: WIDTHS[c.field] + 6 }));
  lists.getRow(1).font = { bold: true };
  const longest = Math.max(...columns.map((c) => c.names.length));
  for (let i = 0; i < longest; i++) {
    lists.addRow(Object.fromEntries(columns.map((c) => [c.field, c.names[i] ?? null])));
  }

  // Drop-down lists and number checks on the rows a tender may have; a warning, not a refusal,
  // so a pasted value can stay until the import names what is wrong with it.
  const listRange = new Map(
    columns.flatMap((c, i) => {
      const column = columnLetter(i);
      const range = `'${LOT_SHEET_DICTIONARIES}'!$${column}$2:$${column}$${c.names.length + 1}`;
      return c.names.length > 0 ? [[c.field, range] as const] : [];
    }),
  );
  for (let row = 2; row <= MAX_LOTS + 1; row++) {
    LOT_SHEET_COLUMNS.forEach((c, i) => {
      const cell = lots.getCell(row, i + 1);
      const range = listRange.get(c.field);
      if (range) {
        cell.dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [range],
          showErrorMessage: true,
          errorStyle: 'warning',
          errorTitle: c.heading,
          error: `Оберіть значення з аркуша «${LOT_SHEET_DICTIONARIES}»`,
        };
      } else if (c.field === 'bandwidth_mbps') {
        cell.dataValidation = {
          type: 'whole',
          operator: 'between',
          allowBlank: true,
          formulae: [1, 100_000],
          showErrorMessage: true,
          errorStyle: 'warning',
          errorTitle: c.heading,
          error: 'Ціле число від 1 до 100 000',
        };
      }
    });
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
