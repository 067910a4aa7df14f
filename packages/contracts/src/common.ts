// Zod's own messages (wrong type, too short…) in Ukrainian for every schema that imports this module.
import { z } from 'zod';
z.config(z.locales.uk());

/** Field message helpers so every validation error names the field in Ukrainian. */
export const required = (field: string) => `Поле «${field}» є обов’язковим`;

/*
 * The one home of contract strings (ADR 0017): every string a client sends starts from `zString`,
 * which refuses control characters (PostgreSQL cannot store U+0000, the rest is never typed by
 * a person); strings only the server writes start from `zServerString`. A contracts test fails
 * when a string is made anywhere else or reaches an exported schema without one of the two.
 */

/** C0 and C1 controls (Unicode Cc) except tab and line feed; a carriage return only as the start of CRLF. */
const CONTROL_CHARACTER = /(?!\t|\n|\r\n)\p{Cc}/u;

export function isFreeOfControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

export const controlCharactersMessage = (field: string) => `Поле «${field}» містить недопустимі керівні символи`;

/** A string from a client, named for its messages. */
export const zString = (field: string, typeError = `Поле «${field}» має бути текстом`) =>
  z
    .string({ error: typeError })
    .check(z.refine(isFreeOfControlCharacters, { message: controlCharactersMessage(field) }));

/** A string only the server writes (answers): read back as stored, marked readOnly in OpenAPI. */
export const zServerString = () => z.string().meta({ readOnly: true });

/** The search box of every list. */
export const zSearch = () => zString('Пошук').trim().max(200, 'Пошуковий запит задовгий').optional();

/**
 * Years a date or a date-time may carry: far enough for any tender, and refusing typos such as
 * 0202 or 20266 before they reach the database.
 */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

const isYearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};
const yearRangeMessage = (field: string) => `Поле «${field}»: рік має бути від ${DATE_YEAR_MIN} до ${DATE_YEAR_MAX}`;

/** `YYYY-MM-DD` that names a day of the calendar (no 30 February). */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar date, `YYYY-MM-DD`. */
export const zDate = (field: string) =>
  zString(field, required(field))
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `Поле «${field}»: вкажіть дату у форматі РРРР-ММ-ДД`, abort: true })
    .refine(isYearInRange, { message: yearRangeMessage(field), abort: true })
    .refine(isCalendarDate, `Поле «${field}»: такої дати не існує`)
    .describe('Дата, РРРР-ММ-ДД');

/** An instant, ISO 8601 with its zone offset; zod's format already refuses impossible days and hours. */
export const zDateTime = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      abort: true,
      error: `Поле «${field}»: вкажіть дату й час у форматі ISO 8601 з часовою зоною`,
    })
    .check(
      z.refine(isFreeOfControlCharacters, { message: controlCharactersMessage(field) }),
      z.refine(isYearInRange, yearRangeMessage(field)),
    )
    .describe('ISO 8601 з часовою зоною');

/** Ukrainian plural of «символ» after a number. */
function symbolsWord(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'символ';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'символи';
  return 'символів';
}

export const zText = (field: string, max: number, min = 1) =>
  zString(field, required(field))
    .trim()
    .min(min, min <= 1 ? required(field) : `Поле «${field}» має містити щонайменше ${min} ${symbolsWord(min)}`)
    .max(max, `Поле «${field}» може містити не більше ${max} символів`);

export const zOptionalText = (field: string, max: number) =>
  zString(field).trim().max(max, `Поле «${field}» може містити не більше ${max} символів`);

export const zEmail = (field = 'Електронна пошта') =>
  zString(field, required(field))
    .trim()
    .toLowerCase()
    .min(1, required(field))
    .max(254, `Поле «${field}» задовге`)
    .pipe(z.email({ error: `Поле «${field}»: некоректна адреса електронної пошти` }));

export const zId = (field: string) =>
  z.coerce
    .number({ error: `Поле «${field}» має бути числом` })
    .int(`Поле «${field}» має бути цілим числом`)
    .positive(`Поле «${field}» має бути додатним числом`)
    .max(2_147_483_647, `Поле «${field}» завелике`);

/** The version a write was based on (optimistic locking): a PostgreSQL integer like the ids. */
export const zVersion = () =>
  z
    .number({ error: required('Версія') })
    .int('Поле «Версія» має бути цілим числом')
    .positive('Поле «Версія» має бути додатним числом')
    .max(2_147_483_647, 'Поле «Версія» завелике');

/** Length bounds of a new password (ASVS 6.2.1, 6.2.9); its strength is judged on the server (ADR 0018). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A password being set. No composition rules (ASVS 6.2.5): length here, strength on the server. */
export const zPassword = (field = 'Пароль') =>
  zString(field, required(field))
    // Nothing typed is a missing field, not a short password.
    .min(1, required(field))
    .min(PASSWORD_MIN_LENGTH, `Поле «${field}» має містити щонайменше ${PASSWORD_MIN_LENGTH} символів`)
    .max(PASSWORD_MAX_LENGTH, `Поле «${field}» може містити не більше ${PASSWORD_MAX_LENGTH} символів`);

/** Paged list answer. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const ZIdParams = z.object({ id: zId('Ідентифікатор') });

export const ZOk = z.object({ ok: z.literal(true) });

export const PERIOD_ORDER_MESSAGE = 'Поле «До»: дата не може бути раніше за «Від»';

/** A query's period of Kyiv days (`from`, `to`, each optional) whose «До» is not before its «Від». */
export const inPeriodOrder = <S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: S) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: PERIOD_ORDER_MESSAGE });
