import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.ts';

describe('isAppPath', () => {
  it.each([
    '/',
    '/login',
    '/tenders',
    '/tenders/',
    '/tenders/15',
    '/tenders/abc',
    '/tenders/15/history',
    '/tenders/offers/7',
    '/tenders/3/offers/7/doc',
    '/admin/providers/2',
    '/Tenders/15',
    '/v2',
    '/v2/',
    '/v2/tenders/15/edit',
  ])('knows %s as a screen', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '',
    'tenders',
    '/no-such-page',
    '/tenders/15/nothing',
    '/tenders//edit',
    '/tenders/15/offers/7',
    '/provider/organization',
    '/v2/no-such-page',
    '/v2x/tenders',
    '/robots.txt',
    '/assets/app-abc123.js',
  ])('knows %s is no screen', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
