import { describe, expect, it } from 'vitest';
import { lotsWonPhrase } from './lots';

describe('lotsWonPhrase', () => {
  it('counts the lots won of those covered, «лоту» after one, «лотів» otherwise', () => {
    expect(lotsWonPhrase(1, 3)).toBe('у 1 з 3 лотів');
    expect(lotsWonPhrase(2, 2)).toBe('у 2 з 2 лотів');
    expect(lotsWonPhrase(1, 1)).toBe('у 1 з 1 лоту');
    expect(lotsWonPhrase(5, 21)).toBe('у 5 з 21 лоту');
    expect(lotsWonPhrase(3, 11)).toBe('у 3 з 11 лотів');
  });
});
