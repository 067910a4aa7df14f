import { z } from 'zod';
import { zString } from './common.ts';

/**
 * Money travels as a decimal string with at most two fraction digits ("12500.00"): never a
 * binary float. The upper bound keeps absurd values out (numeric(14,2) in storage).
 *
 * Arithmetic works on whole kopiyky (BigInt), never on binary floats: a total over ten years of a
 * large monthly fee must come out to the kopiyka. The web (what a provider sees while typing) and
 * the server (what the bank compares) compute with these functions only.
 */
const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** A sum as people type it, without spaces (also no-break ones) and with a decimal point. */
const cleanMoneyText = (text: string) => text.trim().replace(',', '.').replace(/\s+/g, '');

export const zMoney = (field: string) =>
  z
    .union([zString(field), z.number()], { error: `Поле «${field}» є обов’язковим` })
    .transform((v) => cleanMoneyText(String(v)))
    .refine((v) => MONEY_TEXT.test(v), {
      message: `Поле «${field}»: вкажіть невід'ємну суму в гривнях, до двох знаків після коми`,
    })
    .transform((v) => normalizeMoney(v));

/** "12500" → "12500.00", "3.5" → "3.50". Input must already be a valid decimal string. */
export function normalizeMoney(v: string): string {
  const [int = '0', frac = ''] = v.split('.');
  return `${BigInt(int).toString()}.${frac.padEnd(2, '0')}`;
}

/** Hryvnias as people type them («12 500,50», «12500.5», «12 500») → the API's «12500.50»; null when not a sum. */
export function parseMoneyInput(text: string): string | null {
  const v = cleanMoneyText(text);
  return MONEY_TEXT.test(v) ? normalizeMoney(v) : null;
}

/** A sum as the API writes it or as people type it → whole kopiyky (1250050n); null when not a sum. */
export function toKopiyky(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const normal = parseMoneyInput(value);
  if (normal === null) return null;
  const [int, frac] = normal.split('.') as [string, string];
  return BigInt(int) * 100n + BigInt(frac);
}

/** Kopiyky of a sum that has passed zMoney (stored, or sent by the API): a malformed one is a bug, so it throws. */
export function kopiykyOf(money: string): bigint {
  const kopiyky = toKopiyky(money);
  if (kopiyky === null) throw new Error(`not a sum of money: ${money}`);
  return kopiyky;
}

/** 1250050n → «12500.50» (the API's form; formatMoney shows it to people). */
export function fromKopiyky(kopiyky: bigint): string {
  const sign = kopiyky < 0n ? '-' : '';
  const abs = kopiyky < 0n ? -kopiyky : kopiyky;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Cost over the contract term in kopiyky: the monthly fee × the term in months + installation. */
export function termCostKopiyky(monthly: bigint, installation: bigint, months: number): bigint {
  return monthly * BigInt(months) + installation;
}

/**
 * Cost over the contract term as a sum («303012.00»); null while either sum is missing or
 * malformed, or the term is not a whole number of months.
 */
export function totalCost(
  monthly: string | null | undefined,
  installation: string | null | undefined,
  months: number,
): string | null {
  const m = toKopiyky(monthly);
  const i = toKopiyky(installation);
  if (m === null || i === null || !Number.isInteger(months) || months < 1) return null;
  return fromKopiyky(termCostKopiyky(m, i, months));
}

/**
 * The monthly fee per 1 Мбіт/с in kopiyky, rounded to whole kopiyky half up (0.005 → 0.01), the
 * way amounts in hryvnias are rounded in accounting.
 */
export function perMbpsKopiyky(monthly: bigint, bandwidthMbps: number): bigint {
  const mbps = BigInt(bandwidthMbps);
  return (2n * monthly + mbps) / (2n * mbps);
}
