import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { seedDemoOffers } from '../src/demo/offers.ts';
import { seedDemoTenders } from '../src/demo/tenders.ts';
import { verifyEveryHistory } from '../src/domain/tenders/verify-history.ts';
import { loginAs, type Client, type TestApp } from './helpers.ts';
import { createOfferDraft } from './offer-factory.ts';
import { createDraft, createPublished } from './tender-factory.ts';
import { pdfBytes, sha256, upload } from './uploads.ts';

/* An installation worth backing up (demo tenders and offers with their histories, documents of
   every kind), and the check that a restored one serves all of it back. */

/** A file uploaded through the app: where to download it, as whom, and its bytes. */
export interface UploadedFile {
  url: string;
  reader: string;
  bytes: Buffer;
}

/** The demo tenders and offers (with their hash chains) on a database that has the demo accounts. */
export async function seedDemoTendersAndOffers(db: Db): Promise<void> {
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@demo.ua'));
  const tenderIds = await seedDemoTenders(db, { managerId: manager!.id });
  await seedDemoOffers(db, { tenderIds });
}

function uploaded(res: Awaited<ReturnType<typeof upload>>): number {
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/**
 * Uploads through the app: two documents of a tender (one of 1.2 MB, so it crosses many stream
 * chunks), a document of a provider's offer and a file of the library.
 */
export async function uploadDocuments(app: TestApp): Promise<UploadedFile[]> {
  const manager = await loginAs(app, 'manager@demo.ua');
  const draft = await createDraft(manager);
  const spec = pdfBytes('Технічне завдання');
  const large = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), crypto.randomBytes(1_200_000)]);
  const specId = uploaded(
    await upload(manager, `/api/tenders/${draft.id}/documents`, { name: 'ТЗ.pdf', content: spec }),
  );
  const largeId = uploaded(
    await upload(manager, `/api/tenders/${draft.id}/documents`, { name: 'Схема.pdf', content: large }),
  );

  const published = await createPublished(manager);
  const provider = await loginAs(app, 'provider1@demo.ua');
  const offer = await createOfferDraft(provider, published.id);
  const offerDoc = pdfBytes('Комерційна пропозиція');
  const offerDocId = uploaded(
    await upload(provider, `/api/offers/${offer.id}/documents`, { name: 'Пропозиція.pdf', content: offerDoc }),
  );

  const admin = await loginAs(app, 'admin@demo.ua');
  const template = pdfBytes('Типовий договір');
  const templateId = uploaded(await upload(admin, '/api/admin/files', { name: 'Договір.pdf', content: template }));

  return [
    { url: `/api/documents/${specId}`, reader: 'manager@demo.ua', bytes: spec },
    { url: `/api/documents/${largeId}`, reader: 'manager@demo.ua', bytes: large },
    { url: `/api/documents/${offerDocId}`, reader: 'provider1@demo.ua', bytes: offerDoc },
    { url: `/api/admin/files/${templateId}/download`, reader: 'admin@demo.ua', bytes: template },
  ];
}

/** Every uploaded file downloads byte-identical through the app, and every tender's history chain verifies. */
export async function expectServedBack(app: TestApp, files: UploadedFile[]): Promise<void> {
  const clients = new Map<string, Client>();
  for (const file of files) {
    if (!clients.has(file.reader)) clients.set(file.reader, await loginAs(app, file.reader));
    const res = await clients.get(file.reader)!.get(file.url);
    expect(res.statusCode, file.url).toBe(200);
    expect(sha256(res.rawPayload), file.url).toBe(sha256(file.bytes));
  }
  const history = await verifyEveryHistory(app.db);
  expect(history.broken).toEqual([]);
  // The demo tenders and the two made here, with their entries.
  expect(history.tenders).toBeGreaterThan(20);
  expect(history.entries).toBeGreaterThan(history.tenders);
}
