import { z } from 'zod';
import { required, zEmail, zOptionalText, zPassword, zServerString, zString, zText } from './common.ts';
import { ZLoginInfo } from './session.ts';

/**
 * Provider self-registration (docs/product/roles-and-actions.md §5): the organisation, its first user and the bot check.
 * The check-digit functions are plain TypeScript so the web form runs the same checks.
 */

const digitsOf = (code: string) => [...code].map(Number);

/**
 * ЄДРПОУ (8 digits) with its check digit (docs/product/roles-and-actions.md §5): weights 1..7, or 7,1,2,3,4,5,6 for
 * codes between 30000000 and 60000000; a remainder of 10 means a second pass with every weight + 2.
 */
export function isValidEdrpou(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false;
  const d = digitsOf(code);
  const value = Number(code);
  const base = value > 30_000_000 && value < 60_000_000 ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const sum = (weights: number[]) => weights.reduce((acc, w, i) => acc + w * d[i]!, 0);
  let r = sum(base) % 11;
  if (r === 10) r = (sum(base.map((w) => w + 2)) % 11) % 10;
  return r === d[7];
}

/** РНОКПП (10 digits) of a sole proprietor with its check digit (docs/product/roles-and-actions.md §5). */
export function isValidRnokpp(code: string): boolean {
  if (!/^\d{10}$/.test(code)) return false;
  const d = digitsOf(code);
  const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
  const s = weights.reduce((acc, w, i) => acc + w * d[i]!, 0);
  // S may be negative: bring the remainder into 0..10 first.
  return (((s % 11) + 11) % 11) % 10 === d[9];
}

/** Field names as the form shows them; every message below names its field. */
export const REGISTRATION_FIELDS = {
  name: 'Назва організації',
  brand: 'Торгова марка',
  edr: 'Код ЄДРПОУ',
  edrFop: 'РНОКПП',
  ipn: 'ІПН платника ПДВ',
  website: 'Вебсайт',
  accounting_contacts: 'Контакти бухгалтерії',
  technical_support_contacts: 'Контакти технічної підтримки',
  accounting_emails: 'E-mail бухгалтерії',
  technical_emails: 'E-mail технічної служби',
  first_name: 'Ім’я',
  last_name: 'Прізвище',
  email: 'Електронна пошта',
  phones: 'Телефони',
  password: 'Пароль',
  altcha: 'Перевірка від ботів',
} as const;
const F = REGISTRATION_FIELDS;

/** The message for a wrong registry code: which code is expected depends on the ФОП switch. */
export function edrError(edr: string, isFop: boolean): string | null {
  const code = edr.trim();
  if (!code) return required(isFop ? F.edrFop : F.edr);
  if (isFop) {
    if (!/^\d{10}$/.test(code)) return `Поле «${F.edrFop}» має містити 10 цифр`;
    return isValidRnokpp(code) ? null : `Поле «${F.edrFop}»: неправильна контрольна цифра, перевірте код`;
  }
  if (!/^\d{8}$/.test(code)) return `Поле «${F.edr}» має містити 8 цифр`;
  return isValidEdrpou(code) ? null : `Поле «${F.edr}»: неправильна контрольна цифра, перевірте код`;
}

/** `example.ua` or `https://example.ua/…`; stored with its scheme. */
const zWebsite = zOptionalText(F.website, 200)
  .transform((v) => (v && !/^https?:\/\//i.test(v) ? `https://${v}` : v))
  .refine(
    (v) => {
      if (!v) return true;
      try {
        const url = new URL(v);
        return /^https?:$/.test(url.protocol) && /\.[a-z\u0400-\u04ff]{2,}$/i.test(url.hostname);
      } catch {
        return false;
      }
    },
    { message: `Поле «${F.website}»: некоректна адреса сайту (наприклад, https://example.ua)` },
  );

const EMAIL_RE = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** A comma-separated list of e-mail addresses; each one must be valid. */
const zEmailList = (field: string) =>
  zOptionalText(field, 1000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean)
        .join(', '),
    )
    .superRefine((v, ctx) => {
      const bad = v ? v.split(', ').find((e) => !EMAIL_RE.test(e) || !z.email().safeParse(e).success) : undefined;
      if (bad) ctx.addIssue({ code: 'custom', message: `Поле «${field}»: некоректна адреса «${bad}»` });
    });

/** A comma-separated list of contacts (people, phones); empty items are dropped. */
const zContactList = (field: string) =>
  zOptionalText(field, 1000).transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
  );

/** A phone: digits with optional +, spaces, brackets and dashes; 10 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const v = phone.trim();
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(v) && digits >= 10 && digits <= 15;
}

export const ZRegisterOrganization = z
  .object({
    name: zText(F.name, 300).describe('Повна назва організації'),
    brand: zOptionalText(F.brand, 200).default('').describe('Торгова марка (бренд)'),
    edr: zString(F.edr, required(F.edr))
      .trim()
      .max(10, `Поле «${F.edr}» задовге`)
      .describe('ЄДРПОУ (8 цифр) або РНОКПП для ФОП (10 цифр), з контрольною цифрою'),
    ipn: zOptionalText(F.ipn, 12)
      .default('')
      .refine((v) => v === '' || /^\d{12}$/.test(v), { message: `Поле «${F.ipn}» має містити 12 цифр` })
      .describe('Індивідуальний податковий номер платника ПДВ, 12 цифр (необов’язково)'),
    website: zWebsite.default('').describe('Адреса сайту'),
    accounting_contacts: zContactList(F.accounting_contacts).default('').describe('Через кому'),
    technical_support_contacts: zContactList(F.technical_support_contacts).default('').describe('Через кому'),
    accounting_emails: zEmailList(F.accounting_emails).default('').describe('Через кому'),
    technical_emails: zEmailList(F.technical_emails).default('').describe('Через кому'),
    is_fop: z.boolean().default(false).describe('Фізична особа — підприємець'),
    is_pipeline: z.boolean().default(false).describe('Отримувати листи про кожен новий тендер'),
    is_paper_less: z.boolean().default(false).describe('Лише електронний документообіг'),
  })
  // Runs even when other fields failed, so the form shows every problem at once.
  .superRefine((o, ctx) => {
    if (typeof o.edr !== 'string') return;
    const message = edrError(o.edr, o.is_fop === true);
    if (message) ctx.addIssue({ code: 'custom', path: ['edr'], message });
  });

export const ZRegisterUser = z.object({
  first_name: zText(F.first_name, 100),
  last_name: zText(F.last_name, 100),
  email: zEmail(F.email),
  phones: z
    .array(zString(F.phones).trim(), { error: required(F.phones) })
    .transform((list) => list.filter(Boolean))
    .pipe(
      z
        .array(
          zString(F.phones).refine(isValidPhone, {
            message: `Поле «${F.phones}»: номер має містити від 10 до 15 цифр, наприклад +380 44 123 45 67`,
          }),
        )
        .min(1, required(F.phones))
        .max(10, `Поле «${F.phones}»: не більше 10 номерів`),
    ),
  password: zPassword(F.password),
});

/** The self-hosted bot check's answer, sent with every form it protects (registration, feedback). */
export const zAltcha = () =>
  zString(F.altcha, required(F.altcha))
    .min(1, required(F.altcha))
    .max(4000, `Поле «${F.altcha}»: некоректне значення`)
    .describe('Розв’язок завдання ALTCHA (base64 JSON)');

/** POST /api/auth/register. */
export const ZRegisterRequest = z.object({
  organization: ZRegisterOrganization,
  user: ZRegisterUser,
  altcha: zAltcha(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
export type TRegisterRequestParsed = z.output<typeof ZRegisterRequest>;

/** 201: the same login info as sign-in. */
export const ZRegisterResponse = ZLoginInfo;

/** GET /api/altcha/challenge: an ALTCHA proof-of-work challenge (v1 format). */
export const ZAltchaChallenge = z.object({
  algorithm: zServerString(),
  challenge: zServerString(),
  maxnumber: z.number().int().optional(),
  salt: zServerString(),
  signature: zServerString(),
});
