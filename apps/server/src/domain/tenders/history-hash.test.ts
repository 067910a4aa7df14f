import { describe, expect, it } from 'vitest';
import { canonicalJson, type HistoryContent } from '@tt/contracts/history-chain';
import { canonicalHistoryParts, hashHistoryEntry } from './history-hash.ts';

const entry: HistoryContent = {
  tender_id: 7,
  actor_id: 2,
  actor_role: 'manager',
  action: 'cancelled',
  details: { reason: 'Потреба відпала', from_status: 'published' },
  created_at: '2026-11-22T15:00:00.123Z',
};

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
});

describe('hashHistoryEntry', () => {
  it('does not depend on key order (jsonb reorders keys)', () => {
    const reordered = { ...entry, details: { from_status: 'published', reason: 'Потреба відпала' } };
    expect(hashHistoryEntry('abc', reordered)).toBe(hashHistoryEntry('abc', entry));
  });
  it('changes with the previous hash and with any field', () => {
    const h = hashHistoryEntry(null, entry);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashHistoryEntry('x', entry)).not.toBe(h);
    expect(hashHistoryEntry(null, { ...entry, actor_id: 3 })).not.toBe(h);
    expect(hashHistoryEntry(null, { ...entry, created_at: '2026-11-22T15:00:00.124Z' })).not.toBe(h);
  });
});

describe('canonicalHistoryParts', () => {
  it('puts the time where canonicalJson has it, also when details mention created_at', () => {
    const { created_at, ...rest } = { ...entry, details: { created_at: 'ще', note: '"created_at"' } };
    const [before, after] = canonicalHistoryParts(rest);
    expect(before + JSON.stringify(created_at) + after).toBe(canonicalJson({ ...rest, created_at }));
    expect(before.endsWith('"created_at":')).toBe(true);
  });
});
