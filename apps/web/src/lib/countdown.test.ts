import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './countdown';

const now = Date.parse('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const MIN = 60_000;

describe('formatTimeLeft', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(formatTimeLeft(at((2 * 24 + 4) * 60 * MIN + 5 * MIN), now)).toBe('залишилось 2 д 4 год');
    expect(formatTimeLeft(at(3 * 60 * MIN + 15 * MIN), now)).toBe('залишилось 3 год 15 хв');
    expect(formatTimeLeft(at(12 * MIN + 30_000), now)).toBe('залишилось 12 хв');
  });

  it('says less than a minute, then that the deadline passed', () => {
    expect(formatTimeLeft(at(30_000), now)).toBe('залишилось менше хвилини');
    expect(formatTimeLeft(at(0), now)).toBe('термін минув');
  });

  it('gives null for an invalid date', () => {
    expect(formatTimeLeft('not a date', now)).toBeNull();
  });
});
