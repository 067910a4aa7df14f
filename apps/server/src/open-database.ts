import path from 'node:path';
import type { Env } from './env.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { seedFaqArticles } from './db/seed/faq-articles.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { faqFacts } from './domain/faq/faq-facts.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';

/** Opens the configured database, migrates it and fills reference data, help (and, if allowed, demo) data. */
export async function openConfiguredDatabase(env: Env): Promise<{ database: Database; demoSeeded: boolean }> {
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite({ dir: path.join(env.DATA_DIR, 'db') });
  await seedReferenceData(database.db);
  await seedFaqArticles(database.db, faqFacts(env));
  const demoSeeded = env.DEMO_DATA === 'on' ? await seedDemoData(database.db) : false;
  return { database, demoSeeded };
}
