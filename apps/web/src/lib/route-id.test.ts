import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (raw, id) => {
    expect(parseRouteId(raw)).toBe(id);
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 1', 'abc', '12abc', '2147483648', '99999999999'])(
    'refuses %s',
    (raw) => {
      expect(parseRouteId(raw)).toBeNull();
    },
  );
});
