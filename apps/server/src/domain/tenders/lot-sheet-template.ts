import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CHANNEL_KINDS, type TChannelKind } from '@tt/contracts/constants';
import { KYIV_TZ } from '@tt/contracts/kyiv-time';
import { LOT_SHEET_ANY, LOT_SHEET_COLUMNS, LOT_SHEET_DICTIONARIES, LOT_SHEET_NAME } from '@tt/contracts/lot-sheet';
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

/**
 * An .xlsx a manager fills in: the lots sheet with its headings (each with a note saying what it
 * takes), one example row and drop-down lists, and a sheet listing the names the lists offer —
 * regions and the channel values in use today. The import reads it back as it is.
 */
export async function lotSheetTemplate(db: DbOrTx): Promise<Buffer> {
  const dictionaries = await loadLotSheetDictionaries(db);
  const workbook = new ExcelJS.Workbook();

  const lots = workbook.addWorksheet(LOT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  lots.columns = LOT_SHEET_COLUMNS.map((c) => ({
    header: c.heading,
    key: c.field,
    width: WIDTHS[c.field],
    ...(c.field === 'connection_date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(c.field === 'budget_monthly' ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  const header = lots.getRow(1);
  LOT_SHEET_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.note = `${c.optional ? 'Необов’язково' : 'Обов’язково'}. ${c.hint}.`;
  });

  const firstName = (items: readonly { name: string }[]) => items[0]?.name ?? LOT_SHEET_ANY;
  lots.addRow({
    branch_name: 'Відділення №1',
    address: 'вул. Центральна, 1',
    region_id: dictionaries.regions[0]?.name ?? '',
    bandwidth_mbps: 100,
    physics_id: firstName(dictionaries.channels.physics),
    interface_id: firstName(dictionaries.channels.interface),
    protocol_id: LOT_SHEET_ANY,
    connection_date: await exampleDate(db),
    budget_monthly: 4500,
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
