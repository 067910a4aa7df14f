import { describe, expect, it } from 'vitest';
import * as session from '@tt/contracts/session';
import * as dictionaries from '@tt/contracts/dictionaries';
import { AUTHORIZED_COOKIE, CHANNEL_KINDS, XSRF_COOKIE, XSRF_HEADER } from './contract-constants';

describe('contract constants', () => {
  it('equal the contracts', () => {
    expect(AUTHORIZED_COOKIE).toBe(session.AUTHORIZED_COOKIE);
    expect(XSRF_COOKIE).toBe(session.XSRF_COOKIE);
    expect(XSRF_HEADER).toBe(session.XSRF_HEADER);
    expect(CHANNEL_KINDS).toEqual(dictionaries.CHANNEL_KINDS);
  });
});
