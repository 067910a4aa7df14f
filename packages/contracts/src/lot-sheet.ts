import { z } from 'zod';
import { zServerString } from './common.ts';
import { LOT_FIELD_LABELS, LOT_FIELDS, MAX_LOTS, type TLotFields, type TLotField } from './lots.ts';

/**
 * The lots of a tender read from a sheet (.xlsx or .csv): a manager rolling out dozens of
 * branches fills in the template instead of typing each lot.
 */

/** Largest sheet taken: a hundred lots fit in a few dozen kilobytes. */
export const LOT_SHEET_MAX_BYTES = 2 * 1024 * 1024;

/** What a channel column holds for «any value»; an empty cell means the same. */
export const LOT_SHEET_ANY = 'Будь-яке';

/** The template's sheets: the lots, a filled example that is never imported, and the names the lots may use. */
export const LOT_SHEET_NAME = 'Лоти';
export const LOT_SHEET_EXAMPLE = 'Приклад';
export const LOT_SHEET_DICTIONARIES = 'Довідники';

/** The first cell of the example sheet: the import knows the example by it, wherever it ends up (a CSV too). */
export const LOT_SHEET_EXAMPLE_TITLE = `Приклад заповнення: цей аркуш не імпортується — лоти вносьте на аркуш «${LOT_SHEET_NAME}».`;

const COLUMN_DETAILS: Record<TLotField, { unit?: string; optional: boolean; hint: string }> = {
  branch_name: { optional: false, hint: 'Назва відділення, до 200 символів' },
  address: { optional: false, hint: 'Адреса підключення, до 300 символів' },
  region_id: { optional: false, hint: `Назва регіону з аркуша «${LOT_SHEET_DICTIONARIES}»` },
  bandwidth_mbps: { unit: 'Мбіт/с', optional: false, hint: 'Ціле число від 1 до 100 000' },
  physics_id: {
    optional: true,
    hint: `Значення з аркуша «${LOT_SHEET_DICTIONARIES}»; порожньо або «${LOT_SHEET_ANY}» — будь-яке`,
  },
  interface_id: {
    optional: true,
    hint: `Значення з аркуша «${LOT_SHEET_DICTIONARIES}»; порожньо або «${LOT_SHEET_ANY}» — будь-який`,
  },
  protocol_id: {
    optional: true,
    hint: `Значення з аркуша «${LOT_SHEET_DICTIONARIES}»; порожньо або «${LOT_SHEET_ANY}» — будь-який`,
  },
  connection_date: { optional: false, hint: 'Дата у форматі ДД.ММ.РРРР' },
  budget_monthly: { unit: 'грн', optional: true, hint: 'Сума в гривнях; бачить лише банк; порожньо — не вказано' },
};

/**
 * The sheet's columns in LOT_FIELDS order: the heading is the form's label with its unit after
 * a comma, so a message naming the field names the column too.
 */
export const LOT_SHEET_COLUMNS = LOT_FIELDS.map((field) => {
  const { unit, optional, hint } = COLUMN_DETAILS[field];
  const label = LOT_FIELD_LABELS[field];
  return { field, label, heading: unit ? `${label}, ${unit}` : label, optional, hint };
});

const ZLotSheetLot = z.object({
  branch_name: zServerString(),
  address: zServerString(),
  region_id: z.number().int(),
  bandwidth_mbps: z.number().int(),
  physics_id: z.number().int().nullable(),
  interface_id: z.number().int().nullable(),
  protocol_id: z.number().int().nullable(),
  connection_date: zServerString(),
  budget_monthly: zServerString().nullable(),
}) satisfies z.ZodType<TLotFields>;

/** What the server read from a sheet; nothing is saved until the tender itself is. */
export const ZLotSheetImport = z.object({
  lots: z.array(ZLotSheetLot).describe(`Правильні рядки в порядку аркуша, до ${MAX_LOTS}`),
  errors: z
    .array(
      z.object({
        row: z.number().int().describe('Номер рядка аркуша, як його показує Excel'),
        field: z.enum(LOT_FIELDS).nullable().describe('Поле лоту (стовпець); null — рядок або файл загалом'),
        message: zServerString().describe('Повідомлення українською, що називає стовпець'),
      }),
    )
    .describe('Помилки рядків у порядку аркуша; рядок з помилкою не потрапляє до lots'),
});
export type TLotSheetImport = z.infer<typeof ZLotSheetImport>;
export type TLotSheetError = TLotSheetImport['errors'][number];
