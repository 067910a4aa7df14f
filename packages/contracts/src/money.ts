import { z } from 'zod';
import { zString } from './common.ts';

/**
 * Money travels as a decimal string with at most two fraction digits ("12500.00"): never a
 * binary float. The upper bound keeps absurd values out (numeric(14,2) in storage).
 */
export const MONEY_MAX = 999_999_999_999.99;

export const zMoney = (field: string) =>
  z
    .union([zString(field), z.number()], { error: `Поле «${field}» є обов’язковим` })
    .transform((v) => String(v).trim().replace(',', '.').replace(/\s+/g, ''))
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), {
      message: `Поле «${field}»: вкажіть невід'ємну суму в гривнях, до двох знаків після коми`,
    })
    .transform((v) => normalizeMoney(v));

/** "12500" → "12500.00", "3.5" → "3.50". Input must already be a valid decimal string. */
export function normalizeMoney(v: string): string {
  const [int = '0', frac = ''] = v.split('.');
  return `${BigInt(int).toString()}.${frac.padEnd(2, '0')}`;
}
