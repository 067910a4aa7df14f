import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatKyivDateTime,
  isoInKyiv,
  isoToKyivWallTime,
  kyivDate,
  kyivDayEndIso,
  kyivDayStartIso,
  kyivToday,
  kyivWallTimeToIso,
} from './kyiv-time.ts';

describe('kyivWallTimeToIso', () => {
  it('uses +02:00 in winter and +03:00 in summer', () => {
    expect(kyivWallTimeToIso('2026-11-22 17:00:00')).toBe('2026-11-22T17:00:00+02:00');
    expect(kyivWallTimeToIso('2026-07-01 09:30')).toBe('2026-07-01T09:30:00+03:00');
    expect(kyivWallTimeToIso('2026-07-01T09:30:15')).toBe('2026-07-01T09:30:15+03:00');
  });

  it('treats a bare date as Kyiv midnight', () => {
    expect(kyivWallTimeToIso('2026-01-05')).toBe('2026-01-05T00:00:00+02:00');
  });

  it('handles the spring change on 2026-03-29', () => {
    expect(kyivWallTimeToIso('2026-03-29 02:59:00')).toBe('2026-03-29T02:59:00+02:00');
    expect(kyivWallTimeToIso('2026-03-29 04:00:00')).toBe('2026-03-29T04:00:00+03:00');
    // 03:30 does not exist that night: the clocks jump from 03:00 to 04:00.
    expect(kyivWallTimeToIso('2026-03-29 03:30:00')).toBe('2026-03-29T04:30:00+03:00');
    expect(Date.parse(kyivWallTimeToIso('2026-03-29 03:30:00')!)).toBe(Date.parse('2026-03-29T01:30:00Z'));
  });

  it('handles the autumn change on 2026-10-25', () => {
    expect(kyivWallTimeToIso('2026-10-25 02:59:00')).toBe('2026-10-25T02:59:00+03:00');
    // 03:30 happens twice; the first (summer time) is taken.
    expect(kyivWallTimeToIso('2026-10-25 03:30:00')).toBe('2026-10-25T03:30:00+03:00');
    expect(kyivWallTimeToIso('2026-10-25 04:00:00')).toBe('2026-10-25T04:00:00+02:00');
    expect(kyivWallTimeToIso('2026-10-25 23:59:00')).toBe('2026-10-25T23:59:00+02:00');
  });

  it('rejects malformed and impossible values', () => {
    expect(kyivWallTimeToIso('')).toBeNull();
    expect(kyivWallTimeToIso(null)).toBeNull();
    expect(kyivWallTimeToIso('22.11.2026 17:00')).toBeNull();
    expect(kyivWallTimeToIso('2026-02-30 10:00')).toBeNull();
    expect(kyivWallTimeToIso('2026-02-10 24:00')).toBeNull();
  });

  it('does not depend on the browser zone', () => {
    // The conversion uses Intl with an explicit zone only; the host zone (TZ) is irrelevant.
    const iso = kyivWallTimeToIso('2026-06-15 12:00');
    expect(new Date(iso!).toISOString()).toBe('2026-06-15T09:00:00.000Z');
  });
});

describe('isoToKyivWallTime', () => {
  it('gives the Kyiv wall time of an instant', () => {
    expect(isoToKyivWallTime('2026-11-22T15:00:00Z')).toBe('2026-11-22 17:00:00');
    expect(isoToKyivWallTime('2026-07-01T21:30:00Z')).toBe('2026-07-02 00:30:00');
    expect(isoToKyivWallTime('2026-10-25T00:30:00Z')).toBe('2026-10-25 03:30:00');
    expect(isoToKyivWallTime('2026-10-25T01:30:00Z')).toBe('2026-10-25 03:30:00');
    expect(isoToKyivWallTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 04:00:00');
  });

  it('round-trips with kyivWallTimeToIso', () => {
    for (const wall of ['2026-03-29 01:15:00', '2026-03-29 05:00:00', '2026-10-25 01:00:00', '2026-10-25 05:45:00']) {
      expect(isoToKyivWallTime(kyivWallTimeToIso(wall))).toBe(wall);
    }
  });

  it('returns null for missing or invalid input', () => {
    expect(isoToKyivWallTime(undefined)).toBeNull();
    expect(isoToKyivWallTime('nonsense')).toBeNull();
  });
});

describe('Kyiv day bounds', () => {
  it('gives midnight and the last millisecond of a day', () => {
    expect(kyivDayStartIso('2026-11-22')).toBe('2026-11-22T00:00:00+02:00');
    expect(kyivDayEndIso('2026-11-22')).toBe('2026-11-22T23:59:59.999+02:00');
  });

  it('follows the days the clocks change', () => {
    expect(kyivDayStartIso('2026-03-29')).toBe('2026-03-29T00:00:00+02:00');
    expect(kyivDayEndIso('2026-03-29')).toBe('2026-03-29T23:59:59.999+03:00');
    expect(kyivDayStartIso('2026-10-25')).toBe('2026-10-25T00:00:00+03:00');
    expect(kyivDayEndIso('2026-10-25')).toBe('2026-10-25T23:59:59.999+02:00');
  });

  it('rejects malformed dates', () => {
    expect(kyivDayStartIso('2026-1-5')).toBeNull();
    expect(kyivDayEndIso(null)).toBeNull();
  });
});

describe('isoInKyiv and kyivToday', () => {
  afterEach(() => vi.useRealTimers());

  it('writes an instant with Kyiv offset', () => {
    expect(isoInKyiv(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-22T17:00:00+02:00');
  });

  it('knows the Kyiv date near midnight UTC', () => {
    expect(kyivToday(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

describe('kyivDate', () => {
  it('gives the Kyiv calendar date of an instant, also across midnight and the clock changes', () => {
    // 23:30 UTC on 30 November is already 1 December in Kyiv.
    expect(kyivDate(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(kyivDate(new Date('2026-11-30T21:59:59.999Z'))).toBe('2026-11-30');
    expect(kyivDate(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(kyivDate(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(kyivDate(Date.parse('2026-03-28T22:00:00Z'))).toBe('2026-03-29');
    expect(kyivDate(Date.parse('2026-10-24T21:00:00Z'))).toBe('2026-10-25');
  });

  it('agrees with the day bounds', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(kyivDate(new Date(kyivDayStartIso(day)!))).toBe(day);
      expect(kyivDate(new Date(kyivDayEndIso(day)!))).toBe(day);
      expect(kyivDate(Date.parse(kyivDayEndIso(day)!) + 1)).not.toBe(day);
    }
  });
});

describe('formatKyivDateTime', () => {
  it('writes an instant as people read it in Kyiv, winter and summer', () => {
    expect(formatKyivDateTime(new Date('2026-11-22T15:00:00Z'))).toBe('22.11.2026 17:00');
    expect(formatKyivDateTime(new Date('2026-07-01T21:05:00Z'))).toBe('02.07.2026 00:05');
    expect(formatKyivDateTime(Date.parse('2026-10-25T00:30:00Z'))).toBe('25.10.2026 03:30');
  });
});
