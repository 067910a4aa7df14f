import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPercent } from './format';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatDateTime', () => {
  it('shows an instant in Kyiv time as dd.mm.yyyy hh:mm', () => {
    expect(formatDateTime('2026-11-22T15:00:00Z')).toBe('22.11.2026 17:00');
  });

  it('follows Kyiv summer time', () => {
    expect(formatDateTime('2026-07-01T21:30:00Z')).toBe('02.07.2026 00:30');
  });

  it('accepts Date objects and offsets', () => {
    expect(formatDateTime(new Date('2026-01-05T08:05:00+02:00'))).toBe('05.01.2026 08:05');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as is', () => {
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
  });

  it('converts an instant to the Kyiv calendar day', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23.11.2026');
  });
});

describe('formatMoney', () => {
  it.each([
    ['12500.00', '12 500,00 ₴'],
    ['12500', '12 500,00 ₴'],
    ['3.5', '3,50 ₴'],
    ['0.00', '0,00 ₴'],
    ['999999999999.99', '999 999 999 999,99 ₴'],
    ['1234567.89', '1 234 567,89 ₴'],
    ['100', '100,00 ₴'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(nb(expected));
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatMoney('90071992547409.93')).toBe(nb('90 071 992 547 409,93 ₴'));
  });

  it('rounds extra fraction digits half up in text', () => {
    expect(formatMoney('0.005')).toBe(nb('0,01 ₴'));
    expect(formatMoney('9.995')).toBe(nb('10,00 ₴'));
    expect(formatMoney('1.004')).toBe(nb('1,00 ₴'));
  });

  it('shows a dash for missing or malformed values', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney('')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros and uses a comma', () => {
    expect(formatPercent('99.950')).toBe('99,95\u00a0%');
    expect(formatPercent('100.000')).toBe('100\u00a0%');
  });
});
