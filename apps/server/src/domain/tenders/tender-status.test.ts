import { describe, expect, it } from 'vitest';
import { effectiveStatus } from './tender-status.ts';

describe('effectiveStatus', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it('reads published as evaluation from the deadline instant on', () => {
    expect(effectiveStatus('published', new Date('2026-11-22T15:00:01Z'), now)).toBe('published');
    expect(effectiveStatus('published', new Date('2026-11-22T15:00:00Z'), now)).toBe('evaluation');
    expect(effectiveStatus('published', new Date('2026-11-20T15:00:00Z'), now)).toBe('evaluation');
  });
  it('leaves every other status as stored', () => {
    for (const s of ['draft', 'evaluation', 'awarded', 'completed', 'cancelled', 'unsuccessful'] as const) {
      expect(effectiveStatus(s, new Date('2026-11-01T00:00:00Z'), now)).toBe(s);
    }
  });
});
