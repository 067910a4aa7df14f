/**
 * Money arithmetic on whole kopecks (BigInt), never on binary floats (docs/product/api-conventions.md §9): a total
 * over ten years of a large monthly fee must come out to the kopeck.
 */

/** Hryvnias as people type them («12 500,50», «12500.5», «12 500») → the API's «12500.50»; null when not a sum. */
export function parseMoneyInput(text: string): string | null {
  const v = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  return `${BigInt(m[1]!).toString()}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** «12500.50» → 1250050n; null for anything that is not a decimal sum. */
export function toKopecks(value: string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const normal = parseMoneyInput(value);
  if (!normal) return null;
  const [int, frac] = normal.split('.') as [string, string];
  return BigInt(int) * 100n + BigInt(frac);
}

/** 1250050n → «12500.50» (for formatMoney). */
export function fromKopecks(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * Cost over the contract term: monthly fee × months + installation, as a decimal string;
 * null while either sum is missing or malformed.
 */
export function totalCost(monthly: string, installation: string, months: number): string | null {
  const m = toKopecks(monthly);
  const i = toKopecks(installation);
  if (m === null || i === null || !Number.isInteger(months) || months < 1) return null;
  return fromKopecks(m * BigInt(months) + i);
}

/** «99.950» → «99,95»: a percentage as people read it (trailing zeros dropped). */
export function formatPercent(value: string): string {
  const [int = '0', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}${trimmed ? `,${trimmed}` : ''}\u00a0%`;
}
