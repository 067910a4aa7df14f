import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { BotCheck } from '../src/domain/accounts/bot-check.ts';
import { setTestClockShift } from '../src/domain/test-clock.ts';
import { anonymous, buildTestApp, type TestApp } from './helpers.ts';

/**
 * Two apps on one database stand for two instances behind a load balancer: what one counts, the
 * other sees (ADR 0034). The journey across two real processes is in instances.pg.test.ts.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
async function twoInstances() {
  apps.push(await buildTestApp(), await buildTestApp());
  return apps as [TestApp, TestApp];
}

const count = async (app: TestApp, table: string) =>
  Number(((await app.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] }).rows[0]!.n);

describe('rate limits shared by instances', () => {
  it('counts sign-in attempts made on either instance against one limit, until the window closes', async () => {
    const [one, two] = await twoInstances();
    const attempt = (app: TestApp, i: number) =>
      anonymous(app).post('/api/auth/login', { login: 'manager@demo.ua', password: `wrong-${i}-password` });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? two : one, i)).statusCode).toBe(400);
    expect((await attempt(one, 10)).statusCode).toBe(429);
    expect((await attempt(two, 11)).statusCode).toBe(429);
    // The login typed never reaches the table: only hashes of the limit's name and the key.
    const keys = (await one.db.execute(sql`select key from rate_limit_counters`)) as unknown as { rows: { key: string }[] };
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { key } of keys.rows) expect(key).toMatch(/^[0-9a-f]{64}$/);

    await setTestClockShift(one.db, 5 * 60 + 1);
    expect((await attempt(two, 12)).statusCode).toBe(400);
    await one.scheduler.runOnce();
    // The window just opened by that attempt stays; every closed one is gone.
    expect(await count(one, 'rate_limit_counters where resets_at <= app_clock()')).toBe(0);
    expect(await count(one, 'rate_limit_counters')).toBeGreaterThan(0);
  });
});

describe('bot-check solutions shared by instances', () => {
  it('accepts a solution once, whichever instance sees it first, and forgets it once it has expired', async () => {
    const [one, two] = await twoInstances();
    const key = 'k'.repeat(32);
    const c = await createChallenge({ hmacKey: key, maxnumber: 1000, expires: new Date(Date.now() + 60_000) });
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    const payload = Buffer.from(JSON.stringify({ ...c, number: solution!.number })).toString('base64');

    await new BotCheck(one.db, key).verify(payload);
    await expect(new BotCheck(two.db, key).verify(payload)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('вже використано'),
    });

    expect(await count(one, 'bot_check_solutions')).toBe(1);
    await setTestClockShift(one.db, 2 * 60);
    await two.scheduler.runOnce();
    expect(await count(one, 'bot_check_solutions')).toBe(0);
  });
});
