import { describe, expect, it } from 'vitest';
import { loginHref, safeNext } from './redirects';

describe('safeNext', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(safeNext('/tenders/5?tab=docs#q')).toBe('/tenders/5?tab=docs#q');
  });

  it.each([
    null,
    '',
    'tenders',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login',
    '/login?next=/x',
    '/a\u0000b',
    'javascript:alert(1)',
  ])('falls back to /tenders for %s', (next) => {
    expect(safeNext(next)).toBe('/tenders');
  });
});

describe('loginHref', () => {
  it('carries the full path in next', () => {
    expect(loginHref({ pathname: '/tenders/5', search: '?a=1&b=2', hash: '' })).toBe(
      '/login?next=%2Ftenders%2F5%3Fa%3D1%26b%3D2',
    );
  });

  it('needs no next for the root or the sign-in screen', () => {
    expect(loginHref({ pathname: '/' })).toBe('/login');
    expect(loginHref({ pathname: '/login', search: '?next=/x' })).toBe('/login');
  });
});
