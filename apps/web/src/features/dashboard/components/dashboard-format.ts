import { EMPTY_VALUE, formatPercent } from '../../../lib/format';

/*
 * Numbers of the statistics as Ukrainian readers write them; money is lib/format's formatMoney.
 */

const count = new Intl.NumberFormat('uk-UA');
const decimal = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat('uk-UA', { month: 'short', timeZone: 'UTC' });

/** 12500 → «12 500» (grouped as uk-UA groups). */
export const formatCount = (value: number): string => count.format(value);

/** 2.5 → «2,5»; null → «—». */
export const formatDecimal = (value: number | null): string => (value === null ? EMPTY_VALUE : decimal.format(value));

/** 33.3 → «33,3 %»; null → «—». */
export const formatShare = (value: number | null): string =>
  value === null ? EMPTY_VALUE : formatPercent(String(value));

/** A month of the series, `2026-01` → «січ. 2026». */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return `${monthName.format(Date.UTC(year, m - 1, 1))} ${year}`;
}

const compact = new Intl.NumberFormat('uk-UA', { notation: 'compact', maximumFractionDigits: 1 });

/** 1250000 → «1,3 млн», for a chart's axis where the exact sum would not fit. */
export const formatCompact = (value: number): string => compact.format(value);
