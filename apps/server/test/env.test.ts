import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

describe('TRUST_PROXY', () => {
  it('takes a list of proxies, `false` for none, and a proxy on this machine by default in production', () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'loopback',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it.each(['true', 'TRUE', '1', '2', 'loopback, 1'])(
    'refuses %j (trusting everyone, or a number of hops) and says to list the proxies instead',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /^Некоректна конфігурація середовища:\n {2}TRUST_PROXY: «true» або число .*Перелічіть через кому адреси чи мережі ваших проксі/s,
      );
    },
  );
});
