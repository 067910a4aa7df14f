import { describe, expect, it } from 'vitest';
import { presetPeriod, resolvePeriod } from './dashboard-period';

describe('presetPeriod', () => {
  it('takes the current month up to today', () => {
    expect(presetPeriod('this_month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetPeriod('this_month', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it.each([
    ['2026-01-01', '2026-01-01'],
    ['2026-03-31', '2026-01-01'],
    ['2026-04-01', '2026-04-01'],
    ['2026-06-30', '2026-04-01'],
    ['2026-07-15', '2026-07-01'],
    ['2026-09-30', '2026-07-01'],
    ['2026-10-01', '2026-10-01'],
    ['2026-12-31', '2026-10-01'],
  ])('starts the quarter of %s on %s', (today, from) => {
    expect(presetPeriod('quarter', today)).toEqual({ from, to: today });
  });

  it('takes the year so far, from its first day', () => {
    expect(presetPeriod('year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(presetPeriod('year', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('takes twelve whole months ending with the current one, across a year boundary', () => {
    expect(presetPeriod('12_months', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(presetPeriod('12_months', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('12_months', '2026-01-10')).toEqual({ from: '2025-02-01', to: '2026-01-10' });
    expect(presetPeriod('12_months', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });
});

describe('resolvePeriod', () => {
  it('counts from the Kyiv day: just after midnight in Kyiv, UTC still on the previous day', () => {
    // 21:30 UTC on 31 March is 00:30 on 1 April in Kyiv (summer time, +3): a new quarter.
    const now = Date.parse('2026-03-31T21:30:00Z');
    expect(resolvePeriod('quarter', {}, now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(resolvePeriod('this_month', {}, now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    // 22:30 UTC on 31 December is 00:30 on 1 January in Kyiv (winter time, +2): a new year.
    const newYear = Date.parse('2026-12-31T22:30:00Z');
    expect(resolvePeriod('year', {}, newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(resolvePeriod('12_months', {}, newYear)).toEqual({ from: '2026-02-01', to: '2027-01-01' });
    // An hour earlier it is still the old year in Kyiv.
    expect(resolvePeriod('year', {}, Date.parse('2026-12-31T21:30:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('keeps the custom days as chosen, a missing one missing', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(resolvePeriod('custom', { from: '2026-02-01', to: '2026-03-15' }, now)).toEqual({
      from: '2026-02-01',
      to: '2026-03-15',
    });
    expect(resolvePeriod('custom', { from: '2026-02-01' }, now)).toEqual({ from: '2026-02-01', to: undefined });
    // A preset ignores custom days left in the address.
    expect(resolvePeriod('year', { from: '2020-01-01', to: '2020-02-01' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-11-25',
    });
  });
});
