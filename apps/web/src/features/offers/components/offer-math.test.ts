import { describe, expect, it } from 'vitest';
import { formatPercent, fromKopecks, parseMoneyInput, toKopecks, totalCost } from './offer-math';

describe('parseMoneyInput', () => {
  it.each([
    ['12 500,50', '12500.50'],
    ['12\u00a0500,5', '12500.50'],
    ['12500', '12500.00'],
    ['0012.3', '12.30'],
    [' 7,05 ', '7.05'],
    ['0', '0.00'],
  ])('reads %j as %s', (typed, api) => expect(parseMoneyInput(typed)).toBe(api));

  it.each(['', '12,500.50', '1.234', '-5', 'abc', '1 000 000 000 000,00'])('refuses %j', (typed) =>
    expect(parseMoneyInput(typed)).toBeNull(),
  );
});

describe('totalCost', () => {
  it('multiplies the monthly fee by the term and adds the installation, to the kopeck', () => {
    expect(totalCost('12500.50', '3000', 24)).toBe('303012.00');
    // 0.1 × 3 would be 0.30000000000000004 in binary floats.
    expect(totalCost('0.10', '0', 3)).toBe('0.30');
    expect(totalCost('999999999999.99', '0.01', 120)).toBe('119999999999998.81');
  });

  it('waits for both sums and a whole term', () => {
    expect(totalCost('', '100', 12)).toBeNull();
    expect(totalCost('100', '1,5,', 12)).toBeNull();
    expect(totalCost('100', '0', 0)).toBeNull();
  });

  it('goes to kopecks and back', () => {
    expect(toKopecks('12 500,07')).toBe(1250007n);
    expect(fromKopecks(1250007n)).toBe('12500.07');
    expect(fromKopecks(5n)).toBe('0.05');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros and uses a comma', () => {
    expect(formatPercent('99.950')).toBe('99,95\u00a0%');
    expect(formatPercent('100.000')).toBe('100\u00a0%');
  });
});
