import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { documents, offers, tenderHistory, users } from '../../src/db/schema/index.ts';
import { MAX_DOCUMENTS_PER_OWNER } from '../../src/domain/documents/document-policy.ts';
import { loginAs, useTestApp, type TestApp } from '../helpers.ts';
import { EXECUTABLE, multipart, pdfBytes, sha256, storedFiles, upload } from '../uploads.ts';
import { createDraft, createPublished, setDeadline } from '../tender-factory.ts';

const app = useTestApp();

async function historyOf(t: TestApp, tenderId: number) {
  return t.db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tenderId)).orderBy(asc(tenderHistory.id));
}

/**
 * An offer row straight in the database, so these tests depend only on the documents code.
 * The organisation is the one of the given provider user.
 */
async function insertOffer(t: TestApp, tenderId: number, email: string, status: 'draft' | 'submitted' = 'submitted') {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.db
    .insert(offers)
    .values({
      tenderId,
      organizationId: user!.organizationId!,
      authorId: user!.id,
      monthlyPrice: '4200.00',
      installationPrice: '1500.00',
      bandwidthMbps: 100,
      connectionDays: 14,
      contractMonths: 12,
      slaAvailability: '99.500',
      status,
      submittedAt: status === 'submitted' ? new Date() : null,
    })
    .returning({ id: offers.id });
  return row!.id;
}

describe('POST /api/tenders/:id/documents', () => {
  it('stores a PDF of a draft and answers 201 with the document; the card and history list it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const bytes = pdfBytes();
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'Технічне завдання.pdf',
      content: bytes,
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      file_name: 'Технічне завдання.pdf',
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      uploaded_by: { full_name: 'Андрій Мельник' },
    });

    const card = (await manager.get(`/api/tenders/${tender.id}`)).json();
    expect(card.documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);

    const entry = (await historyOf(app(), tender.id)).at(-1)!;
    expect(entry.action).toBe('document_added');
    expect(entry.details).toEqual({
      document_id: doc.id,
      file_name: 'Технічне завдання.pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
    });
    // Stored under a server-generated name only.
    const files = await storedFiles(app());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}$/);

    // A verb's answer is the new state of the card, documents included.
    const published = await manager.post(`/api/tenders/${tender.id}/publish`, { version: card.version });
    expect(published.statusCode).toBe(200);
    expect(published.json().documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);
  });

  it('adds a clarification to a published tender before its deadline', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'Роз’яснення.pdf',
      content: pdfBytes(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('rejects an executable renamed to .pdf with 415 file_rejected and keeps nothing', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'кошторис.pdf',
      content: EXECUTABLE,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('file_rejected');
    expect(res.json().error).toContain('Файл «кошторис.pdf» не схожий на PDF');
    expect(res.json().details.fields.file).toBeTruthy();
    expect(await storedFiles(app())).toEqual([]);
    expect(await app().db.select().from(documents)).toEqual([]);
  });

  it('rejects a format that is not allowed, naming the allowed ones', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'setup.exe',
      content: EXECUTABLE,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toContain('формат .exe не дозволено');
    expect(res.json().error).toContain('PDF (pdf)');
  });

  it('accepts a .docx (a ZIP container) but not a PDF called .docx', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]);
    const ok = await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'Договір.docx', content: zip });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const bad = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'Договір.docx',
      content: pdfBytes(),
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error).toContain('не схожий на документ Word');
  });

  it('answers 413 file_too_large naming the 20 МБ limit for a larger file and leaves no file behind', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'Великий.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
    expect(res.json().error).toContain('20 МБ');
    expect(await storedFiles(app())).toEqual([]);
    expect(await app().db.select().from(documents)).toEqual([]);
  });

  it('keeps a path-traversal file name only as a safe name', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: '../../etc/passwd.pdf',
      content: pdfBytes(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().file_name).toBe('passwd.pdf');
    const back = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: '..\\..\\Windows\\win.ini\u202Efdp.pdf',
      content: pdfBytes(),
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().file_name).toBe('win.inifdp.pdf');
    const stored = await storedFiles(app());
    expect(stored).toHaveLength(2);
    for (const key of stored) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.existsSync(path.join(app().env.DATA_DIR, 'etc'))).toBe(false);
  });

  it('answers 400 naming the field when no file is sent, and when two are', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const none = await manager.post(`/api/tenders/${tender.id}/documents`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields.file).toContain('«Файл»');
    const wrongField = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'a.pdf',
      content: pdfBytes(),
      field: 'document',
    });
    expect(wrongField.statusCode).toBe(400);
    const two = await upload(
      manager,
      `/api/tenders/${tender.id}/documents`,
      { name: 'a.pdf', content: pdfBytes() },
      { name: 'b.pdf', content: pdfBytes() },
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().details.fields.file).toContain('один файл');
    expect(await storedFiles(app())).toEqual([]);
  });

  it('answers 400, not 500, for a broken multipart body, and keeps nothing', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const url = `/api/tenders/${tender.id}/documents`;
    const noBoundary = await manager.request('POST', url, Buffer.from('abc'), {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutShort = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4 the rest never came',
    );
    const res = await manager.request('POST', url, cutShort, { 'content-type': 'multipart/form-data; boundary=XyZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('multipart/form-data');
    expect(await storedFiles(app())).toEqual([]);
  });

  it('refuses an upload after the deadline with 409 deadline_passed', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await setDeadline(app(), tender.id, '-1 minute');
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, {
      name: 'Пізно.pdf',
      content: pdfBytes(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect(await storedFiles(app())).toEqual([]);
  });

  it('answers 403 without the XSRF header', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const { payload, headers } = multipart([{ name: 'a.pdf', content: pdfBytes() }]);
    const res = await app().inject({
      method: 'POST',
      url: `/api/tenders/${tender.id}/documents`,
      payload,
      headers,
      cookies: Object.fromEntries(manager.cookies),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf_invalid');
  });

  it('answers 403 to an IT manager on a published tender, 201 on a draft', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const file = { name: 'a.pdf', content: pdfBytes() };
    // Changing what providers already see is the procurement manager's (ADR 0004).
    const itManager = await loginAs(app(), 'it@demo.ua');
    expect((await upload(itManager, `/api/tenders/${tender.id}/documents`, file)).statusCode).toBe(403);
    const draft = await createDraft(itManager);
    expect((await upload(itManager, `/api/tenders/${draft.id}/documents`, file)).statusCode).toBe(201);
  });

  it(`refuses more than ${MAX_DOCUMENTS_PER_OWNER} documents per tender`, async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const [user] = await app().db.select().from(users).where(eq(users.email, 'manager@demo.ua'));
    await app()
      .db.insert(documents)
      .values(
        Array.from({ length: MAX_DOCUMENTS_PER_OWNER }, () => ({
          tenderId: tender.id,
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1,
          sha256: '0'.repeat(64),
          storageKey: crypto.randomBytes(16).toString('hex'),
          uploadedBy: user!.id,
        })),
      );
    const res = await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(`не більше ${MAX_DOCUMENTS_PER_OWNER} документів`);
  });
});

describe('GET /api/documents/:id', () => {
  it('downloads as an attachment with the Ukrainian name, the stored type and nosniff', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const bytes = pdfBytes();
    const doc = (
      await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'Технічне завдання.pdf', content: bytes })
    ).json();

    const provider = await loginAs(app(), 'provider1@demo.ua');
    const res = await provider.get(`/api/documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('Технічне завдання.pdf')}`,
    );
  });

  it('keeps an ASCII name in the fallback', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const doc = (
      await upload(manager, `/api/tenders/${tender.id}/documents`, { name: "Spec (v2) it's.pdf", content: pdfBytes() })
    ).json();
    const res = await manager.get(`/api/documents/${doc.id}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Spec (v2) it's.pdf"; filename*=UTF-8''Spec%20%28v2%29%20it%27s.pdf`,
    );
  });

  it('answers 404 to a provider for a draft tender’s document, and for one that does not exist', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const doc = (
      await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'a.pdf', content: pdfBytes() })
    ).json();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await provider.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await manager.get('/api/documents/999999')).statusCode).toBe(404);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('removes a tender document, its stored file, and records it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createDraft(manager);
    const bytes = pdfBytes();
    const doc = (
      await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'a.pdf', content: bytes })
    ).json();
    expect(await storedFiles(app())).toHaveLength(1);

    const res = await manager.delete(`/api/documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(await storedFiles(app())).toEqual([]);
    expect((await manager.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    const entry = (await historyOf(app(), tender.id)).at(-1)!;
    expect(entry.action).toBe('document_removed');
    expect(entry.details).toEqual({
      document_id: doc.id,
      file_name: 'a.pdf',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
    });
  });

  it('refuses to remove a tender document after the deadline, and a provider removing it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const doc = (
      await upload(manager, `/api/tenders/${tender.id}/documents`, { name: 'a.pdf', content: pdfBytes() })
    ).json();
    const provider = await loginAs(app(), 'provider1@demo.ua');
    expect((await provider.delete(`/api/documents/${doc.id}`)).statusCode).toBe(403);
    await setDeadline(app(), tender.id, '-1 minute');
    const res = await manager.delete(`/api/documents/${doc.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
    expect(await storedFiles(app())).toHaveLength(1);
  });
});

describe('offer documents', () => {
  async function offerWithDocument(status: 'draft' | 'submitted' = 'submitted') {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const offerId = await insertOffer(app(), tender.id, 'provider1@demo.ua', status);
    const owner = await loginAs(app(), 'provider1@demo.ua');
    const res = await upload(owner, `/api/offers/${offerId}/documents`, {
      name: 'Комерційна пропозиція.pdf',
      content: pdfBytes(),
    });
    expect(res.statusCode).toBe(201);
    return { manager, tender, offerId, owner, doc: res.json() as { id: number } };
  }

  it('lets the owning organisation upload and download; history names no file', async () => {
    const { tender, offerId, owner, doc } = await offerWithDocument();
    expect((await owner.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
    const entry = (await historyOf(app(), tender.id)).at(-1)!;
    expect(entry.action).toBe('document_added');
    expect(entry.details).toEqual({ offer_id: offerId, document_id: doc.id });
  });

  it('answers 404 to another provider for reading, removing and adding', async () => {
    const { offerId, doc } = await offerWithDocument();
    const other = await loginAs(app(), 'provider2@demo.ua');
    expect((await other.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await other.delete(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    const res = await upload(other, `/api/offers/${offerId}/documents`, { name: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a submitted offer’s documents from the bank until the deadline, then opens them', async () => {
    const { manager, tender, doc } = await offerWithDocument('submitted');
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    expect((await manager.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await auditor.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
    await setDeadline(app(), tender.id, '-1 minute');
    expect((await manager.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await auditor.get(`/api/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it('never shows a draft offer’s documents to the bank', async () => {
    const { manager, tender, doc } = await offerWithDocument('draft');
    await setDeadline(app(), tender.id, '-1 minute');
    expect((await manager.get(`/api/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('lets the owner remove a document before the deadline, not after; the bank never', async () => {
    const { manager, tender, offerId, owner } = await offerWithDocument();
    const second = (
      await upload(owner, `/api/offers/${offerId}/documents`, { name: 'Ліцензія.pdf', content: pdfBytes() })
    ).json();
    expect((await manager.delete(`/api/documents/${second.id}`)).statusCode).toBe(404);
    const res = await owner.delete(`/api/documents/${second.id}`);
    expect(res.statusCode).toBe(200);
    const entry = (await historyOf(app(), tender.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'document_removed', details: { offer_id: offerId, document_id: second.id } });
    expect(Object.keys(entry.details as object).sort()).toEqual(['document_id', 'offer_id']);

    await setDeadline(app(), tender.id, '-1 minute');
    const late = await upload(owner, `/api/offers/${offerId}/documents`, { name: 'a.pdf', content: pdfBytes() });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
    const remaining = await app()
      .db.select()
      .from(documents)
      .where(and(eq(documents.offerId, offerId)));
    expect((await owner.delete(`/api/documents/${remaining[0]!.id}`)).statusCode).toBe(409);
    expect(await storedFiles(app())).toHaveLength(1);
  });

  it('refuses documents for a withdrawn offer', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const offerId = await insertOffer(app(), tender.id, 'provider1@demo.ua');
    await app().db.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, offerId));
    const owner = await loginAs(app(), 'provider1@demo.ua');
    const res = await upload(owner, `/api/offers/${offerId}/documents`, { name: 'a.pdf', content: pdfBytes() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('«Відкликано»');
  });
});
