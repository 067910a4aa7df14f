import { describe, expect, it } from 'vitest';
import { deadlineOutcome, effectiveStatus, effectiveStatusReason, tooFewOffersReason } from './tender-status.ts';

describe('effectiveStatus', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const published = (deadline: string, submittedOffers: number, minOffers = 1) => ({
    status: 'published' as const,
    statusReason: null,
    offersDeadline: new Date(deadline),
    submittedOffers,
    minOffers,
  });

  it('reads published as evaluation from the deadline instant on when enough offers were submitted', () => {
    expect(effectiveStatus(published('2026-11-22T15:00:01Z', 1), now)).toBe('published');
    expect(effectiveStatus(published('2026-11-22T15:00:00Z', 1), now)).toBe('evaluation');
    expect(effectiveStatus(published('2026-11-20T15:00:00Z', 3, 2), now)).toBe('evaluation');
  });

  it('reads published as unsuccessful past the deadline with fewer submitted offers than the minimum', () => {
    expect(effectiveStatus(published('2026-11-22T15:00:01Z', 0), now)).toBe('published');
    expect(effectiveStatus(published('2026-11-22T15:00:00Z', 0), now)).toBe('unsuccessful');
    expect(effectiveStatus(published('2026-11-22T15:00:00Z', 1, 2), now)).toBe('unsuccessful');
    expect(effectiveStatus(published('2026-11-22T15:00:00Z', 2, 2), now)).toBe('evaluation');
  });

  it('derives the reason of an automatic unsuccessful and keeps a stored one otherwise', () => {
    expect(effectiveStatusReason(published('2026-11-22T14:00:00Z', 0, 2), now)).toBe(
      'Подано менше пропозицій, ніж потрібно: 0 з 2',
    );
    expect(effectiveStatusReason(published('2026-11-22T16:00:00Z', 0, 2), now)).toBeNull();
    expect(effectiveStatusReason(published('2026-11-22T14:00:00Z', 2, 2), now)).toBeNull();
    expect(
      effectiveStatusReason(
        { ...published('2026-11-22T14:00:00Z', 0), status: 'cancelled', statusReason: 'Переїзд' },
        now,
      ),
    ).toBe('Переїзд');
  });

  it('leaves every other status as stored', () => {
    for (const s of ['draft', 'evaluation', 'awarded', 'completed', 'cancelled', 'unsuccessful'] as const) {
      expect(effectiveStatus({ ...published('2026-11-01T00:00:00Z', 0), status: s }, now)).toBe(s);
    }
  });
});

describe('deadlineOutcome', () => {
  it('needs at least min_offers submitted offers', () => {
    expect(deadlineOutcome(0, 1)).toBe('unsuccessful');
    expect(deadlineOutcome(1, 1)).toBe('evaluation');
    expect(deadlineOutcome(1, 2)).toBe('unsuccessful');
    expect(tooFewOffersReason(1, 2)).toBe('Подано менше пропозицій, ніж потрібно: 1 з 2');
  });
});
