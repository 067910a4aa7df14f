import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieDomainFor,
  hasAuthorizedCookie,
  readCookie,
  removeAuthorizedCookie,
  setAuthorizedCookie,
} from './cookies';

describe('cookieDomainFor', () => {
  it('uses the host name of a real domain', () => {
    expect(cookieDomainFor('tender.bank.ua')).toBe('tender.bank.ua');
  });

  it('leaves the domain out for localhost and IP addresses', () => {
    expect(cookieDomainFor('localhost')).toBeNull();
    expect(cookieDomainFor('127.0.0.1')).toBeNull();
    expect(cookieDomainFor('[::1]')).toBeNull();
  });
});

describe('authorized cookie', () => {
  afterEach(() => {
    removeAuthorizedCookie();
    vi.restoreAllMocks();
  });

  it('is set to true and removed by expiring it', () => {
    expect(hasAuthorizedCookie()).toBe(false);
    setAuthorizedCookie();
    expect(readCookie('authorized')).toBe('true');
    expect(hasAuthorizedCookie()).toBe(true);
    removeAuthorizedCookie();
    expect(hasAuthorizedCookie()).toBe(false);
  });

  it('is written with a two-hour life, strict same-site and root path', () => {
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    });
    setAuthorizedCookie();
    expect(writes[0]).toBe('authorized=true; Max-Age=7200; Path=/; SameSite=Strict');
    removeAuthorizedCookie();
    expect(writes[1]).toBe('authorized=; Max-Age=0; Path=/; SameSite=Strict');
  });
});
