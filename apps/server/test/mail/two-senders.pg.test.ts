import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { loadEnv } from '../../src/env.ts';
import { queueEmail } from '../../src/domain/mail/queue-email.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';

let peer: SmtpPeer;
let app: TestApp;

beforeEach(async () => {
  peer = await startSmtpPeer();
  app = await buildTestApp({ SMTP_URL: peer.url, PUBLIC_URL });
});
afterEach(async () => {
  await app.close();
  await peer.stop();
});

/** Another server instance on the same database (on PostgreSQL with a pool of its own). */
async function secondInstance(a: TestApp): Promise<TestApp> {
  const shared = a.database;
  let database: Database;
  if (shared.kind === 'postgres') {
    const pool = (shared.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    database = await openPostgres(pool.options.connectionString);
  } else {
    database = { ...shared, close: async () => {} };
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: a.env.DATA_DIR,
    WEB_DIST: a.env.WEB_DIST,
    PUBLIC_URL,
    SMTP_URL: peer.url,
  });
  const other = await buildApp({ env, database, logger: false });
  await other.ready();
  return other;
}

/** Passes until one finds nothing due; how many letters this loop claimed. */
async function drain(instance: TestApp): Promise<number> {
  let claimed = 0;
  for (;;) {
    const report = await instance.mailSender.runOnce();
    if (report.claimed === 0) return claimed;
    claimed += report.claimed;
  }
}

it('two instances sending one outbox deliver each of 50 letters exactly once', async () => {
  for (let n = 1; n <= 50; n++) {
    await queueEmail(app.db, {
      to: [`provider${n}@demo.ua`],
      subject: `Лист ${n}`,
      html: `<p>${n}</p>`,
      text: String(n),
      template: 'tender_published',
    });
  }
  const other = await secondInstance(app);
  try {
    const claimed = await Promise.all([drain(app), drain(other), drain(app), drain(other)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(50);
    // Both instances took a share (each pass takes at most 10).
    expect(claimed[0]! + claimed[2]!).toBeGreaterThan(0);
    expect(claimed[1]! + claimed[3]!).toBeGreaterThan(0);
  } finally {
    await other.close();
  }

  expect(peer.attempts).toBe(50);
  const received = await peer.waitForMessages(50);
  const recipients = received.map((m) => m.to[0]).sort();
  expect(new Set(recipients).size).toBe(50);
  expect(new Set(received.map((m) => m.parsed.messageId)).size).toBe(50);
  const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'tender_published'));
  expect(rows).toHaveLength(50);
  for (const r of rows) expect(r).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
});
