import { describe, expect, it } from 'vitest';
import {
  fromKopiyky,
  kopiykyOf,
  parseMoneyInput,
  perMbpsKopiyky,
  termCostKopiyky,
  toKopiyky,
  totalCost,
  zMoney,
} from './money.ts';

describe('parseMoneyInput', () => {
  it.each([
    ['12 500,50', '12500.50'],
    ['12\u00a0500,5', '12500.50'],
    ['12\u202f500', '12500.00'],
    ['12500', '12500.00'],
    ['0012.3', '12.30'],
    [' 7,05 ', '7.05'],
    ['0', '0.00'],
  ])('reads %j as %s', (typed, api) => expect(parseMoneyInput(typed)).toBe(api));

  it.each(['', '12,500.50', '1.234', '-5', 'abc', '1e5', '1 000 000 000 000,00'])('refuses %j', (typed) =>
    expect(parseMoneyInput(typed)).toBeNull(),
  );

  it('reads a sum exactly as the API schema does', () => {
    for (const typed of ['12 500,50', '12\u00a0500,5', '0012.3', ' 7,05 ', '999999999999.99']) {
      expect(zMoney('Сума').parse(typed)).toBe(parseMoneyInput(typed));
    }
  });
});

describe('kopiyky', () => {
  it('goes to kopiyky and back', () => {
    expect(toKopiyky('12 500,07')).toBe(1250007n);
    expect(toKopiyky('4200.00')).toBe(420000n);
    expect(toKopiyky('0.5')).toBe(50n);
    expect(toKopiyky('12')).toBe(1200n);
    expect(fromKopiyky(1250007n)).toBe('12500.07');
    expect(fromKopiyky(420000n)).toBe('4200.00');
    expect(fromKopiyky(5n)).toBe('0.05');
    expect(fromKopiyky(-5n)).toBe('-0.05');
  });

  it('has no kopiyky for what is not a sum', () => {
    expect(toKopiyky(null)).toBeNull();
    expect(toKopiyky(undefined)).toBeNull();
    expect(toKopiyky('1.234')).toBeNull();
    expect(kopiykyOf('4200.00')).toBe(420000n);
    expect(() => kopiykyOf('1.234')).toThrow();
  });
});

describe('the cost over the contract term', () => {
  it('multiplies the monthly fee by the term and adds the installation, to the kopiyka', () => {
    expect(totalCost('12500.50', '3000', 24)).toBe('303012.00');
    expect(totalCost('4200.00', '1500.00', 12)).toBe('51900.00');
    // 0.1 × 3 would be 0.30000000000000004 in binary floats.
    expect(totalCost('0.10', '0', 3)).toBe('0.30');
    expect(fromKopiyky(termCostKopiyky(10n, 20n, 1))).toBe('0.30');
  });

  it('stays exact far beyond 2^53 kopiyky', () => {
    expect(totalCost('999999999999.99', '0.01', 120)).toBe('119999999999998.81');
    expect(fromKopiyky(termCostKopiyky(99999999999999n, 99999999999999n, 120))).toBe('120999999999998.79');
  });

  it('waits for both sums and a whole term', () => {
    expect(totalCost('', '100', 12)).toBeNull();
    expect(totalCost('100', '1,5,', 12)).toBeNull();
    expect(totalCost('100', '0', 0)).toBeNull();
    expect(totalCost('100', '0', 1.5)).toBeNull();
  });
});

describe('perMbpsKopiyky', () => {
  it('rounds the monthly fee per Мбіт/с to kopiyky half up', () => {
    const perMbps = (monthly: string, mbps: number) => fromKopiyky(perMbpsKopiyky(kopiykyOf(monthly), mbps));
    expect(perMbps('4200.00', 100)).toBe('42.00');
    expect(perMbps('1000.00', 3)).toBe('333.33');
    expect(perMbps('2000.00', 3)).toBe('666.67');
    expect(perMbps('0.01', 2)).toBe('0.01'); // 0.005 → 0.01
    expect(perMbps('0.01', 3)).toBe('0.00'); // 0.0033 → 0.00
  });
});
