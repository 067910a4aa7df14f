import { kyivToday } from '@tt/contracts/kyiv-time';

/** The periods the statistics offer; `custom` takes «Від» and «До» from the filters. */
export const PERIOD_PRESETS = ['this_month', 'quarter', 'year', '12_months', 'custom'] as const;
export type TPeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: TPeriodPreset = '12_months';

/** Kyiv calendar days, `YYYY-MM-DD`, both included. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => `${year}-${pad(month)}-01`;

/**
 * The days of a preset, up to `today` (a Kyiv day): the current month, quarter or year so far,
 * or the last twelve months — the current one and the eleven before it, whole, so the monthly
 * charts show twelve full bars and never a stub of a thirteenth month.
 */
export function presetPeriod(preset: Exclude<TPeriodPreset, 'custom'>, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'this_month':
      return { from: firstOfMonth(year, month), to: today };
    case 'quarter':
      return { from: firstOfMonth(year, month - ((month - 1) % 3)), to: today };
    case 'year':
      return { from: firstOfMonth(year, 1), to: today };
    case '12_months': {
      const back = year * 12 + (month - 1) - 11;
      return { from: firstOfMonth(Math.floor(back / 12), (back % 12) + 1), to: today };
    }
  }
}

/**
 * The period the filters mean at the instant `now`: a preset counted from today in Kyiv, or the
 * custom days as chosen (a missing one stays missing: the contract names it).
 */
export function resolvePeriod(
  preset: TPeriodPreset,
  custom: { from?: string; to?: string },
  now: number = Date.now(),
): { from: string | undefined; to: string | undefined } {
  if (preset === 'custom') return { from: custom.from, to: custom.to };
  return presetPeriod(preset, kyivToday(now));
}
