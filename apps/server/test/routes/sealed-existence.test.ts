import crypto from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { apiRoutes, routeName, type ApiRoute } from '../api-routes.ts';
import { loginAs, useTestApp, type Client, type TestApp } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer, extraProvider, offerBody } from '../offer-factory.ts';
import { createPublished, setDeadline, writableFields } from '../tender-factory.ts';
import { pdfBytes, upload } from '../uploads.ts';

/**
 * Sealed means underivable, existence included (docs/product/sealed-offers.md §10): every route
 * whose path names something a bank user may not know of yet — an offer, an offer's document, a
 * letter to bidders — answers a hidden row exactly as a missing one, whatever version it is sent.
 * The routes come from the app as it registers them; the kind of id is read off the path segment
 * before it, so a new route under /offers/:id is covered the day it exists.
 */

const SEALED_KINDS = { offers: 'offer', documents: 'document', emails: 'letter' } as const;
type Kind = (typeof SEALED_KINDS)[keyof typeof SEALED_KINDS];

/** The kind of sealed id a route's path names, read off the segment before its `:id`. */
function sealedKind(route: ApiRoute): Kind | null {
  const segment = /\/([a-z-]+)\/:id(?:\/|$)/.exec(route.url)?.[1];
  return segment && segment in SEALED_KINDS ? SEALED_KINDS[segment as keyof typeof SEALED_KINDS] : null;
}

const routes = (await apiRoutes()).filter((r) => sealedKind(r) !== null);

const BANK_USERS = ['admin@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];

const app = useTestApp();

/** Everything of an answer a reader could compare, without what differs per request. */
function comparable(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, 'set-cookie': _cookie, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

type Ids = Record<'missing' | 'draft' | 'withdrawn' | 'submitted', string>;
interface Fixture {
  tenderId: number;
  tenderVersion: () => Promise<number>;
  ids: Record<Kind, Ids>;
  /** Each offer's own version, by the offer's id. */
  offerVersions: Map<string, number>;
  /** A body each route would accept but for the id, so validation is not what answers first. */
  bodies: Record<string, Record<string, unknown>>;
}

/**
 * One published tender: provider1 holds a draft, provider2 a withdrawn offer, provider4 a
 * submitted one, each with a document; a clarification made a letter to each holder.
 */
async function sealedTender(a: TestApp): Promise<Fixture> {
  const manager = await loginAs(a, 'manager@demo.ua');
  const tender = await createPublished(manager);
  const emails = { draft: 'provider1@demo.ua', withdrawn: 'provider2@demo.ua', submitted: 'provider4@demo.ua' };
  const holders = {
    draft: await loginAs(a, emails.draft),
    withdrawn: await loginAs(a, emails.withdrawn),
    submitted: await loginAs(a, emails.submitted),
  };
  const offer = {
    draft: await createOfferDraft(holders.draft, tender.id),
    withdrawn: await createSubmittedOffer(holders.withdrawn, tender.id),
    submitted: await createSubmittedOffer(holders.submitted, tender.id),
  };
  const documentIds: Record<string, string> = {};
  for (const [status, client] of Object.entries(holders)) {
    const res = await upload(client, `/api/offers/${offer[status as keyof typeof offer].id}/documents`, {
      name: 'Технічна пропозиція.pdf',
      content: pdfBytes(status),
    });
    expect(res.statusCode, res.body).toBe(201);
    documentIds[status] = String(res.json().id);
  }
  const withdrawn = await holders.withdrawn.post(`/api/offers/${offer.withdrawn.id}/withdraw`, {
    version: (await holders.withdrawn.get(`/api/offers/${offer.withdrawn.id}`)).json().version,
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);

  const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
  const clarified = await manager.put(`/api/tenders/${tender.id}`, {
    ...writableFields(current),
    version: current.version,
    description: `${current.description} Уточнення: резервний канал не обов’язковий.`,
  });
  expect(clarified.statusCode, clarified.body).toBe(200);
  await a.scheduler.runOnce();
  const letterIds: Record<string, string> = {};
  for (const status of ['draft', 'withdrawn', 'submitted'] as const) {
    const [letter] = await a.db
      .select({ id: emailOutbox.publicId })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenderId, tender.id),
          eq(emailOutbox.template, 'tender_clarified'),
          arrayContains(emailOutbox.to, [emails[status]]),
        ),
      );
    expect(letter, `clarification letter to the ${status} holder`).toBeDefined();
    letterIds[status] = letter!.id;
  }

  const offerVersions = new Map<string, number>();
  for (const [status, client] of Object.entries(holders)) {
    const id = offer[status as keyof typeof offer].id;
    offerVersions.set(String(id), (await client.get(`/api/offers/${id}`)).json().version);
  }
  return {
    tenderId: tender.id,
    tenderVersion: async () => (await manager.get(`/api/tenders/${tender.id}`)).json().version,
    ids: {
      offer: {
        missing: '999999',
        draft: String(offer.draft.id),
        withdrawn: String(offer.withdrawn.id),
        submitted: String(offer.submitted.id),
      },
      document: { missing: '999999', ...documentIds } as Ids,
      letter: { missing: crypto.randomUUID(), ...letterIds } as Ids,
    },
    offerVersions,
    bodies: {
      'PUT /api/offers/:id/technical-score': { score: 50, note: 'Рівень резервування каналу' },
      'PUT /api/offers/:id': { ...(await offerBody(manager)) },
    },
  };
}

/**
 * The bodies one call of a route is tried with, by what their version is: the row's own (for a
 * missing id, the tender's), the tender's, a wrong one, none.
 */
function bodies(route: ApiRoute, fixture: Fixture, own: number | undefined, tenderVersion: number) {
  if (route.method === 'GET' || route.method === 'DELETE') return { 'no body': undefined };
  const base = fixture.bodies[routeName(route)] ?? {};
  return {
    'its own version': { ...base, version: own ?? tenderVersion },
    'the tender’s version': { ...base, version: tenderVersion },
    'a wrong version': { ...base, version: 987_654 },
    'no version': base,
  };
}

/**
 * Routes whose answers differ, for one caller and one kind of body, between the ids of the given
 * statuses, with what each id was told. Every body that carries a version must be told the same:
 * a hidden id is decided before any version is compared.
 */
async function leaks(fixture: Fixture, callers: Client[], statuses: (keyof Ids)[]): Promise<string[]> {
  const found: string[] = [];
  const tenderVersion = await fixture.tenderVersion();
  for (const route of routes) {
    const kind = sealedKind(route)!;
    for (const [c, caller] of callers.entries()) {
      const groups = new Map<string, Map<string, string>>();
      for (const status of statuses) {
        const id = fixture.ids[kind][status];
        const variants = bodies(route, fixture, fixture.offerVersions.get(id), tenderVersion);
        for (const [variant, body] of Object.entries(variants)) {
          const res = await caller.request(route.method as 'GET', route.url.replace(':id', id), body);
          const group = variant === 'no version' ? variant : 'with a version or none needed';
          if (!groups.has(group)) groups.set(group, new Map());
          groups.get(group)!.set(`${status}, ${variant}`, JSON.stringify(comparable(res)));
        }
      }
      for (const answers of groups.values()) {
        if (new Set(answers.values()).size === 1) continue;
        const told = [...answers].map(([k, v]) => {
          const { status, body } = JSON.parse(v) as { status: number; body: string };
          return `    ${k} → ${status} ${body.slice(0, 140)}`;
        });
        found.push(`${routeName(route)} as caller ${c + 1}:\n${told.join('\n')}`);
      }
    }
  }
  return found;
}

describe('a hidden offer, document or letter answers as a missing one', () => {
  it('finds the routes that name a sealed id', () => {
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/offers/:id',
        'PUT /api/offers/:id/technical-score',
        'GET /api/documents/:id',
        'DELETE /api/documents/:id',
        'GET /api/admin/emails/:id',
        'POST /api/admin/emails/:id/resend',
      ]),
    );
  });

  it('before the deadline: to every bank role and a provider without an offer, for every version sent', async () => {
    const fixture = await sealedTender(app());
    const outsider = await extraProvider(app(), 'ТОВ «Сторонній зв’язок»', '44556677');
    const callers = [...(await Promise.all(BANK_USERS.map((e) => loginAs(app(), e)))), outsider];
    expect(await leaks(fixture, callers, ['missing', 'draft', 'withdrawn', 'submitted'])).toEqual([]);
  });

  it('after the deadline: drafts and withdrawn offers, their documents and letters stay unknown to the bank', async () => {
    const fixture = await sealedTender(app());
    await setDeadline(app(), fixture.tenderId, '-1 second');
    const callers = await Promise.all(BANK_USERS.map((e) => loginAs(app(), e)));
    expect(await leaks(fixture, callers, ['missing', 'draft', 'withdrawn'])).toEqual([]);
  });
});
