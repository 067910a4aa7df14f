import crypto from 'node:crypto';
import { asc, eq, max } from 'drizzle-orm';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { appSecrets, emailOutbox, feedbackMessages, organizations, users } from '../../src/db/schema/index.ts';
import { anonymous, loginAs, type Client, type TestApp } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer } from '../offer-factory.ts';
import { createPublished, referenceIds, setDeadline, writableFields } from '../tender-factory.ts';

/**
 * Makes at least one letter of every template (but `mail_test`, which the settings screen sends
 * straight away) through the product's own events: registration, verification, a registry code
 * change, a block, a recovery request, two invitations, and three tenders that go through
 * publication, clarification, a change of the evaluation (a new publication), a document, an
 * answer, an extension, the 24-hour reminder,
 * cancellation, the deadline (enough offers on one, none on another) and the award; then a
 * visitor's feedback message and an admin's reply to it.
 */

export const IT_LVIV = ['it.lviv@bank.example.ua', 'it.lviv.2@bank.example.ua'];
export const IT_KYIV = 'it.kyiv@bank.example.ua';
export const ORG1 = 'ТОВ «Укрмережа Телеком»';
export const ORG2 = 'ПрАТ «Дніпро Оптік»';
/** What the providers offer: sealed until the deadline. */
export const PRICES = ['4200', '3900'];

export interface EveryLetter {
  main: { id: number; number: string };
  reminded: { id: number; number: string };
  failed: { id: number; number: string };
  registeredOrgId: number;
  edrChangedOrgId: number;
  /** The offer whose draft was reminded of. */
  remindedOfferId: number;
  /** The last outbox id made while the main tender's offers were still sealed. */
  lastSealedLetterId: number;
  feedbackId: number;
}

/** A one-page PDF, enough for the document checks. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function uploadPdf(client: Client, url: string, name: string) {
  const boundary = `----tt${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      'utf8',
    ),
    pdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', url, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

/** A real bot-check solution signed with the app's key, easy enough to solve at once. */
export async function altcha(a: TestApp): Promise<string> {
  await a.inject({ method: 'GET', url: '/api/altcha/challenge' });
  const [key] = await a.db.select().from(appSecrets).where(eq(appSecrets.name, 'altcha'));
  const c = await createChallenge({ hmacKey: key!.value, maxnumber: 1000, expires: new Date(Date.now() + 60_000) });
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution!.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fails loudly when a step of the story is refused, so a broken step never passes for "no letter". */
async function ok<T extends { statusCode: number; body: string }>(what: string, res: Promise<T> | T): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r;
}

async function orgIdOf(a: TestApp, email: string): Promise<number> {
  const [row] = await a.db.select({ id: users.organizationId }).from(users).where(eq(users.email, email));
  return row!.id!;
}

export async function makeEveryLetter(a: TestApp): Promise<EveryLetter> {
  const admin = await loginAs(a, 'admin@demo.ua');
  const manager = await loginAs(a, 'manager@demo.ua');
  const p1 = await loginAs(a, 'provider1@demo.ua');
  const p2 = await loginAs(a, 'provider2@demo.ua');
  const p3 = await loginAs(a, 'provider3@demo.ua');
  const ids = await referenceIds(a);

  // The regional IT managers: two in Lviv (where the tenders are), one elsewhere.
  for (const [region_id, email, full_name] of [
    [ids.lviv, IT_LVIV[0], 'Петро Іваненко'],
    [ids.lviv, IT_LVIV[1], 'Оксана Дмитренко'],
    [ids.kyiv, IT_KYIV, 'Ігор Савчук'],
  ] as const) {
    await ok(
      'IT manager',
      admin.post('/api/admin/managers-it-rp', { region_id, full_name, email, position: '', phone: '' }),
    );
  }

  // Account and organisation letters.
  await ok(
    'registration',
    anonymous(a).post('/api/auth/register', {
      organization: {
        name: 'ТОВ «Швидкий зв’язок»',
        brand: 'Швидкий',
        edr: '00032129',
        ipn: '',
        website: 'shvydkyi.ua',
        accounting_contacts: 'Олена Бондар, +380441112233',
        technical_support_contacts: 'Черговий NOC, +380442223344',
        accounting_emails: 'buh@shvydkyi.ua',
        technical_emails: 'noc@shvydkyi.ua',
        is_fop: false,
        is_pipeline: true,
        is_paper_less: true,
      },
      user: {
        first_name: 'Андрій',
        last_name: 'Мельник',
        email: 'andriy@shvydkyi.ua',
        phones: ['+380 67 123 45 67'],
        password: 'Shvydkyi-2026',
      },
      altcha: await altcha(a),
    }),
  );
  const [registered] = await a.db.select().from(organizations).where(eq(organizations.edr, '00032129'));
  const edrChangedOrgId = await orgIdOf(a, 'provider3@demo.ua');
  await ok('verify', admin.post(`/api/providers/${edrChangedOrgId}/verify`));
  const { id: _id, is_blocked: _b, is_verify: _v, ...org3 } = (await p3.get('/api/account/info/organization')).json();
  await ok('edr change', p3.put('/api/account/info/organization', { ...org3, edr: '3000000008' }));
  await ok(
    'block',
    admin.post(`/api/providers/${registered!.id}/block`, { reason: 'Недійсні реєстраційні документи' }),
  );
  await ok('recovery', anonymous(a).post('/api/auth/reset', { email: 'auditor@demo.ua' }));
  await ok(
    'bank invitation',
    admin.post('/api/admin/users', {
      email: 'new.analyst@bank.ua',
      first_name: 'Олена',
      last_name: 'Коваль',
      roles: ['auditor'],
    }),
  );
  await ok(
    'colleague invitation',
    p1.post('/api/account/info/users', {
      email: 'colleague@ukrnet.example.ua',
      first_name: 'Ірина',
      last_name: 'Коваль',
    }),
  );

  // Three tenders in Lviv.
  const main = await createPublished(manager);
  const reminded = await createPublished(manager);
  const failed = await createPublished(manager);
  await a.scheduler.runOnce();

  const asked = await ok(
    'question',
    p3.post(`/api/tenders/${main.id}/questions`, { question: 'Де розміщено серверну?' }),
  );
  const winner = await createSubmittedOffer(p1, main.id);
  await createSubmittedOffer(p2, main.id, { monthly_price: '3900.00' });
  const remindedOffer = await createOfferDraft(p1, reminded.id);
  await createOfferDraft(p2, failed.id);

  const current = (await manager.get(`/api/tenders/${main.id}`)).json();
  const clarified = await ok(
    'clarification',
    manager.put(`/api/tenders/${main.id}`, {
      ...writableFields(current),
      description: '<p>Уточнення: серверна на другому поверсі.</p>',
      version: current.version,
    }),
  );
  const reweighted = await ok(
    'evaluation change',
    manager.put(`/api/tenders/${main.id}`, {
      ...writableFields(clarified.json()),
      evaluation: { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } },
      version: clarified.json().version,
    }),
  );
  await ok('document', uploadPdf(manager, `/api/tenders/${main.id}/documents`, 'Схема траси.pdf'));
  await ok('answer', manager.post(`/api/questions/${asked.json().id}/answer`, { answer: 'На другому поверсі.' }));
  await ok(
    'extension',
    manager.post(`/api/tenders/${main.id}/extend`, {
      offers_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      reason: 'Свята',
      version: reweighted.json().version,
    }),
  );
  await a.scheduler.runOnce();

  await setDeadline(a, reminded.id, '2 hours');
  await a.scheduler.runOnce();
  const remindedNow = (await manager.get(`/api/tenders/${reminded.id}`)).json();
  await ok(
    'cancel',
    manager.post(`/api/tenders/${reminded.id}/cancel`, {
      reason: 'Відділення переїжджає',
      version: remindedNow.version,
    }),
  );
  await a.scheduler.runOnce();
  const [{ last } = { last: 0 }] = await a.db.select({ last: max(emailOutbox.id) }).from(emailOutbox);

  await setDeadline(a, main.id, '-1 minute');
  await setDeadline(a, failed.id, '-1 minute');
  await a.scheduler.runOnce();
  const mainNow = (await manager.get(`/api/tenders/${main.id}`)).json();
  await ok(
    'award',
    manager.post(`/api/tenders/${main.id}/award`, {
      offer_id: winner.id,
      reason: 'Найкраща ціна',
      version: mainNow.version,
    }),
  );
  await a.scheduler.runOnce();

  // Feedback: a visitor writes, an admin answers.
  await ok(
    'feedback',
    anonymous(a).post('/api/feedback', {
      name: 'Марина Гончар',
      email: 'maryna@example.ua',
      topic: 'access',
      message: 'Не приходить лист для відновлення пароля.',
      altcha: await altcha(a),
    }),
  );
  const [feedback] = await a.db.select({ id: feedbackMessages.id }).from(feedbackMessages);
  await ok(
    'feedback reply',
    admin.post(`/api/admin/feedback/${feedback!.id}/reply`, { body: 'Перевірте теку «Спам».' }),
  );

  return {
    main: { id: main.id, number: main.number },
    reminded: { id: reminded.id, number: reminded.number },
    failed: { id: failed.id, number: failed.number },
    registeredOrgId: registered!.id,
    edrChangedOrgId,
    remindedOfferId: remindedOffer.id,
    lastSealedLetterId: last ?? 0,
    feedbackId: feedback!.id,
  };
}

/** Every letter in the outbox, oldest first. */
export const outbox = (a: TestApp) => a.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
