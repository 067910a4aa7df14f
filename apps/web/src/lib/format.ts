/**
 * The one date formatter and the one money formatter of the interface (docs/product/api-conventions.md §12).
 * Dates are always shown in Kyiv time whatever the browser's zone is (docs/product/api-conventions.md §9).
 */
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';

/** Shown for a missing value. */
export const EMPTY_VALUE = '—';

const NBSP = '\u00a0';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO instant → `22.11.2026 17:00` in Kyiv time; `—` for a missing or invalid value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatKyivDateTime(date) : EMPTY_VALUE;
}

/**
 * Calendar date → `22.11.2026`. A plain `YYYY-MM-DD` is a date without a zone and is shown
 * as is; an ISO instant is converted to Kyiv time first.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  }
  const full = formatDateTime(value);
  return full === EMPTY_VALUE ? full : full.slice(0, 10);
}

/**
 * Decimal money string → `12 500,00 ₴` (grouping by non-breaking spaces, comma before the
 * kopecks). Works on the digits as text, so no binary float ever touches the amount.
 * More than two fraction digits are rounded half up; `—` for a missing or malformed value.
 */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim().replace(/\s/g, '').replace(',', '.');
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return EMPTY_VALUE;
  const negative = m[1] === '-';
  let digits = (m[2] || '0') + (m[3] ?? '').padEnd(2, '0').slice(0, 2);
  const rest = (m[3] ?? '').slice(2);
  if (rest !== '' && rest[0]! >= '5') digits = incrementDigits(digits);
  digits = digits.replace(/^0+(?=\d{3})/, '');
  const int = digits.slice(0, -2);
  const frac = digits.slice(-2);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = negative && /[1-9]/.test(digits) ? '−' : '';
  return `${sign}${grouped},${frac}${NBSP}₴`;
}

/** "0999" → "1000": adds one to a string of digits. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** «99.950» → «99,95 %»: a percentage as people read it (trailing zeros dropped). */
export function formatPercent(value: string): string {
  const [int = '0', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}${trimmed ? `,${trimmed}` : ''}${NBSP}%`;
}
