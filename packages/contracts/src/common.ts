// Zod's own messages (wrong type, too short…) in Ukrainian for every schema that imports this module.
import { z } from 'zod';
z.config(z.locales.uk());

/** Field message helpers so every validation error names the field in Ukrainian. */
export const required = (field: string) => `Поле «${field}» є обов’язковим`;

/** Ukrainian plural of «символ» after a number. */
function symbolsWord(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'символ';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'символи';
  return 'символів';
}

export const zText = (field: string, max: number, min = 1) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(min, min <= 1 ? required(field) : `Поле «${field}» має містити щонайменше ${min} ${symbolsWord(min)}`)
    .max(max, `Поле «${field}» може містити не більше ${max} символів`);

export const zOptionalText = (field: string, max: number) =>
  z
    .string({ error: `Поле «${field}» має бути текстом` })
    .trim()
    .max(max, `Поле «${field}» може містити не більше ${max} символів`);

export const zEmail = (field = 'Електронна пошта') =>
  z
    .string({ error: required(field) })
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

export const zPassword = (field = 'Пароль') =>
  z
    .string({ error: required(field) })
    .min(10, `Поле «${field}» має містити щонайменше 10 символів`)
    .max(200, `Поле «${field}» задовге`)
    .refine((p) => /\p{L}/u.test(p) && /\d/.test(p), {
      message: `Поле «${field}» має містити літери й цифри`,
    });

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
