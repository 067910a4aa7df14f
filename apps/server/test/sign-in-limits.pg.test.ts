import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@tt/contracts/constants';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import { setTestClockShift } from '../src/domain/test-clock.ts';
import { SIGN_IN_LIMITS } from '../src/lib/rate-limits.ts';
import { anonymousXsrf, signInFrom, useTestApp, type TestApp } from './helpers.ts';
import { addStaff } from './password-fixtures.ts';

/**
 * The sign-in limits against a bank's morning: its staff sit behind one NAT address and sign in
 * within minutes. Runs on PGlite and, as a `.pg` file, on PostgreSQL, where the sign-ins of a
 * wave really run at once on several connections.
 */
const app = useTestApp();
const { perAddress, perAccount } = SIGN_IN_LIMITS;

const OFFICE = '198.51.100.20';
const ELSEWHERE = '203.0.113.9';
/** A password one key off the right one, as people mistype. */
const TYPO = `${DEMO_PASSWORD.slice(0, -1)}?`;
const ADDRESS_REFUSAL = /^Забагато спроб входу з вашої адреси\. Спробуйте знову через \d+ хв\.$/;
const ACCOUNT_REFUSAL = /^Забагато спроб входу\. Спробуйте знову через \d+ хв\.$/;

/** The browsers behind one address. An anonymous XSRF token serves them all. */
async function browsersAt(a: TestApp, remoteAddress: string) {
  const token = await anonymousXsrf(a, remoteAddress);
  return async (login: string, password: string) => {
    const res = await signInFrom(a, remoteAddress, token, login, password);
    return {
      status: res.statusCode,
      error: res.statusCode === 200 ? null : (res.json() as { error: string }).error,
      retryAfter: Number(res.headers['retry-after'] ?? 0),
    };
  };
}

/** Runs `each` over `items`, `size` at a time, as a rush of people does. */
async function inWaves<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

/** Every answer that was not the one expected, named by who got it: `[]` when all went as expected. */
function tally() {
  const wrong: string[] = [];
  return {
    wrong,
    expect(who: string, got: { status: number; error: string | null }, status: number) {
      if (got.status !== status) wrong.push(`${who}: ${got.status} ${got.error ?? ''}`);
    },
  };
}

describe('sign-in limits at one address', { timeout: 120_000 }, () => {
  it('never refuses 300 successful sign-ins from one address, however many are one account’s', async () => {
    const staff = await addStaff(app().db, 280);
    const signIn = await browsersAt(app(), OFFICE);
    const t = tally();
    await inWaves(staff, 20, async (email) => t.expect(email, await signIn(email, DEMO_PASSWORD), 200));
    // One of them signs in again and again: other devices, signing out and in.
    for (let i = 0; i < 20; i++) t.expect(`${staff[0]} again`, await signIn(staff[0]!, DEMO_PASSWORD), 200);
    expect(t.wrong).toEqual([]);
  });

  it('lets a morning of 300 people, a fifth of them mistyping three times, all sign in from one address', async () => {
    const staff = await addStaff(app().db, 300);
    const signIn = await browsersAt(app(), OFFICE);
    const t = tally();
    let typos = 0;
    await inWaves(staff, 30, async (email) => {
      if (staff.indexOf(email) % 5 === 0) {
        for (let i = 0; i < 3; i++, typos++) t.expect(`${email} typo ${i + 1}`, await signIn(email, TYPO), 400);
      }
      t.expect(email, await signIn(email, DEMO_PASSWORD), 200);
    });
    expect(typos).toBe(180);
    expect(t.wrong).toEqual([]);
  });

  it('stops a password-guessing burst from one address across many logins, for everyone there, until the window closes', async () => {
    // Fewer tries per login than the account lockout allows, so only the per-address limit stops it.
    const logins = await addStaff(app().db, Math.ceil(perAddress.max / (perAccount.max - 1)));
    const signIn = await browsersAt(app(), OFFICE);
    const t = tally();
    for (let i = 0; i < perAddress.max; i++) {
      t.expect(`guess ${i + 1}`, await signIn(logins[i % logins.length]!, `guess-${i}`), 400);
    }
    expect(t.wrong).toEqual([]);

    const refused = await signIn(logins[0]!, `guess-${perAddress.max}`);
    expect(refused).toMatchObject({ status: 429, error: expect.stringMatching(ADDRESS_REFUSAL) });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(perAddress.minutes * 60);
    // Everyone at that address waits, the right password too; another address does not.
    expect((await signIn('manager@demo.ua', DEMO_PASSWORD)).status).toBe(429);
    expect((await (await browsersAt(app(), ELSEWHERE))('manager@demo.ua', DEMO_PASSWORD)).status).toBe(200);

    await setTestClockShift(app().db, perAddress.minutes * 60 + 1);
    expect((await signIn('manager@demo.ua', DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks an account after its failures while colleagues at the same address keep signing in', async () => {
    const staff = await addStaff(app().db, 100);
    const forgetful = staff.slice(0, 5);
    const signIn = await browsersAt(app(), OFFICE);
    const t = tally();
    await inWaves(staff, 20, async (email) => {
      if (!forgetful.includes(email)) return t.expect(email, await signIn(email, DEMO_PASSWORD), 200);
      for (let i = 0; i < perAccount.max; i++)
        t.expect(`${email} try ${i + 1}`, await signIn(email, `forgot-${i}`), 400);
      const locked = await signIn(email, DEMO_PASSWORD);
      t.expect(`${email} locked`, locked, 429);
      if (locked.error && !ACCOUNT_REFUSAL.test(locked.error)) t.wrong.push(`${email}: ${locked.error}`);
    });
    expect(t.wrong).toEqual([]);

    // The lock is per address and login, for its five minutes.
    const fromElsewhere = await browsersAt(app(), ELSEWHERE);
    expect((await fromElsewhere(forgetful[0]!, DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(forgetful[1]!, DEMO_PASSWORD)).status).toBe(429);
    await setTestClockShift(app().db, perAccount.minutes * 60 + 1);
    expect((await signIn(forgetful[1]!, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts no request that checks no password: a refused XSRF token, a body without a password', async () => {
    const signIn = await browsersAt(app(), OFFICE);
    const token = await anonymousXsrf(app(), OFFICE);
    const t = tally();
    for (let i = 0; i < perAddress.max; i++) {
      const withoutPassword = i % 2 === 1;
      const res = await app().inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: OFFICE,
        ...(withoutPassword ? { cookies: { [XSRF_COOKIE]: token }, headers: { [XSRF_HEADER]: token } } : {}),
        payload: withoutPassword ? { login: 'manager@demo.ua' } : { login: 'manager@demo.ua', password: TYPO },
      });
      t.expect(`request ${i + 1}`, { status: res.statusCode, error: res.body }, withoutPassword ? 400 : 403);
    }
    t.expect('a wrong password after them', await signIn('manager@demo.ua', TYPO), 400);
    t.expect('the right one', await signIn('manager@demo.ua', DEMO_PASSWORD), 200);
    expect(t.wrong).toEqual([]);
  });

  it('neither resets nor uses up a budget with a successful sign-in', async () => {
    const staff = await addStaff(app().db, 60);
    const [me, ...colleagues] = staff as [string, ...string[]];
    const signIn = await browsersAt(app(), OFFICE);
    const t = tally();

    // An account's own budget: nine failures, then twenty sign-ins, leave exactly one failure.
    for (let i = 0; i < perAccount.max - 1; i++) t.expect(`my try ${i + 1}`, await signIn(me, TYPO), 400);
    for (let i = 0; i < 20; i++) t.expect(`my sign-in ${i + 1}`, await signIn(me, DEMO_PASSWORD), 200);
    t.expect('my last try', await signIn(me, TYPO), 400);
    t.expect('me, locked', await signIn(me, DEMO_PASSWORD), 429);

    // The address's budget: failures up to one short of it, then colleagues' sign-ins, leave exactly one failure.
    let failures = perAccount.max;
    for (let i = 0; failures < perAddress.max - 1; i++, failures++) {
      t.expect(`colleague's try ${failures + 1}`, await signIn(colleagues[i % colleagues.length]!, `typo-${i}`), 400);
    }
    for (const email of colleagues.slice(0, 20)) t.expect(email, await signIn(email, DEMO_PASSWORD), 200);
    t.expect('the last failure', await signIn(colleagues[0]!, 'typo-last'), 400);
    t.expect('anyone, after it', await signIn(colleagues[1]!, DEMO_PASSWORD), 429);
    expect(t.wrong).toEqual([]);
  });
});
