import { afterEach, describe, expect, it } from 'vitest';
import { feedbackMessages, mailAccount } from '../../src/db/schema/index.ts';
import { apiRoutes, routeName } from '../api-routes.ts';
import { buildTestApp, loginAs, type Client, type TestApp } from '../helpers.ts';
import { threeLotTender } from '../lot-tender-factory.ts';
import { createOfferDraft, createSubmittedOffer, lotOfferBody } from '../offer-factory.ts';
import { createDraft, createPublished, lotsBody } from '../tender-factory.ts';
import { pdfBytes, upload } from '../uploads.ts';

/**
 * Write-back (docs/product/api-conventions.md §6): whatever a client reads of a resource it may
 * change, it may send back as read — unchanged, or with one field changed — and the write is
 * taken. The write routes come from the app as it registers them (as in access.test.ts), so a new
 * PUT or PATCH fails here until it is given a round trip below or a reason why it has none.
 */

const routes = (await apiRoutes()).map(routeName).filter((r) => /^(GET|PUT|PATCH) /.test(r));
const writes = routes.filter((r) => !r.startsWith('GET '));
/** A route's path with its parameters unnamed, so /faq/:slug and /faq/:id are one path. */
const pathOf = (route: string) => route.replace(/^\S+ /, '').replace(/:[A-Za-z_]+/g, ':_');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Trip {
  client: Client;
  readUrl: string;
  writeUrl: string;
  /** The record in the read's answer (an item of a list); the answer itself by default. */
  pick?: (answer: Json) => Json;
  /** The write's body made of the record: the record itself by default. */
  body?: (record: Json) => Json;
  /** The record in the write's answer (the answer itself by default); null when it answers something else. */
  answer?: ((answer: Json) => Json) | null;
  /** One field a client changes in what it read, and its new value. */
  change?: [field: string, value: unknown];
  /** Fields that move with a change besides version and updated_at. */
  moves?: string[];
  /** Checked after both writes (e.g. what the read never shows). */
  after?: () => Promise<void>;
}

interface RoundTrip {
  write: string;
  read: string;
  name: string;
  /** The record has a version (the optimistic lock). */
  versioned?: boolean;
  setup: (app: TestApp) => Promise<Trip>;
}

/** What a write may stamp anew even when it changes nothing; the version is checked on its own. */
const MOVING = ['version', 'updated_at', 'updated_by_name'];

const content = (record: Json, moves: string[] = []) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !MOVING.includes(k) && !moves.includes(k)));

const byId = (id: number) => (list: Json[]) => list.find((item) => item.id === id)!;

async function feedbackMessage(app: TestApp): Promise<number> {
  const [row] = await app.db
    .insert(feedbackMessages)
    .values({
      name: 'Марина Гончар',
      email: 'maryna@example.ua',
      topic: 'technical',
      message: 'Не відкривається картка тендера ТТ-2026-0001.',
    })
    .returning({ id: feedbackMessages.id });
  return row!.id;
}

async function adminUserId(client: Client, email: string): Promise<number> {
  const res = await client.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  return (res.json().items as Json[]).find((u) => u.email === email)!.id;
}

const MAIL_ACCOUNT = {
  host: 'smtp.bank.example.ua',
  port: 587,
  security: 'starttls',
  username: 'tender@bank.example.ua',
  from_name: 'Телеком Тендер',
  from_address: 'tender@bank.example.ua',
  password: 'xq7-Пароль застосунку-Z9!',
};

/** Every read-write resource of the API, with the GET a client reads it by. */
const ROUND_TRIPS: RoundTrip[] = [
  {
    write: 'PUT /api/tenders/:id',
    read: 'GET /api/tenders/:id',
    name: 'a draft of one site',
    versioned: true,
    setup: async (app) => {
      const client = await loginAs(app, 'manager@demo.ua');
      const { id } = await createDraft(client);
      const url = `/api/tenders/${id}`;
      return { client, readUrl: url, writeUrl: url, change: ['title', 'Основний канал для відділення №12'] };
    },
  },
  {
    write: 'PUT /api/tenders/:id',
    read: 'GET /api/tenders/:id',
    name: 'a draft of three lots',
    versioned: true,
    setup: async (app) => {
      const client = await loginAs(app, 'manager@demo.ua');
      const { id } = (await client.post('/api/tenders', await lotsBody(app, 3))).json();
      const url = `/api/tenders/${id}`;
      return { client, readUrl: url, writeUrl: url, change: ['min_offers', 2] };
    },
  },
  {
    write: 'PUT /api/tenders/:id',
    read: 'GET /api/tenders/:id',
    name: 'a published tender',
    versioned: true,
    setup: async (app) => {
      const client = await loginAs(app, 'manager@demo.ua');
      const { id } = await createPublished(client);
      const url = `/api/tenders/${id}`;
      return { client, readUrl: url, writeUrl: url, change: ['description', '<p>Уточнено: резервний канал.</p>'] };
    },
  },
  {
    write: 'PUT /api/offers/:id',
    read: 'GET /api/offers/:id',
    name: 'a draft on a tender of one site',
    versioned: true,
    setup: async (app) => {
      const manager = await loginAs(app, 'manager@demo.ua');
      const tender = await createPublished(manager);
      const client = await loginAs(app, 'provider1@demo.ua');
      const { id } = await createOfferDraft(client, tender.id);
      const url = `/api/offers/${id}`;
      return { client, readUrl: url, writeUrl: url, change: ['comment', 'Дві незалежні траси.'] };
    },
  },
  {
    write: 'PUT /api/offers/:id',
    read: 'GET /api/offers/:id',
    name: 'a submitted offer on two of three lots',
    versioned: true,
    setup: async (app) => {
      const manager = await loginAs(app, 'manager@demo.ua');
      const draft = (await manager.post('/api/tenders', await lotsBody(app, 3))).json();
      const tender = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
      const client = await loginAs(app, 'provider1@demo.ua');
      const lots = [tender.lots[0].id, tender.lots[2].id];
      const offer = (await client.post(`/api/tenders/${tender.id}/offers`, await lotOfferBody(client, lots))).json();
      await client.post(`/api/offers/${offer.id}/submit`, { version: offer.version });
      const url = `/api/offers/${offer.id}`;
      // Saving a submitted offer submits it again, by the server's clock.
      return { client, readUrl: url, writeUrl: url, change: ['sla_availability', '99.900'], moves: ['submitted_at'] };
    },
  },
  {
    write: 'PUT /api/offers/:id/technical-score',
    read: 'GET /api/tenders/:id/proposals',
    name: 'a technical score of a weighted evaluation',
    setup: async (app) => {
      const {
        manager: client,
        tender,
        offers,
      } = await threeLotTender(app, {
        method: 'weighted',
        weights: { cost: 70, sla: 0, connection: 0, technical: 30 },
      });
      const version = async () => (await client.get(`/api/tenders/${tender.id}`)).json().version as number;
      const writeUrl = `/api/offers/${offers.a}/technical-score`;
      const scored = await client.put(writeUrl, {
        score: 80,
        note: 'Власна оптика до відділення',
        version: await version(),
      });
      expect(scored.statusCode, scored.body).toBe(200);
      // The score is the offer's; the lock it writes under is the tender's version.
      const current = await version();
      return {
        client,
        readUrl: `/api/tenders/${tender.id}/proposals`,
        writeUrl,
        pick: (answer) => {
          const { technical_score, technical_note } = byId(offers.a)(answer.offers);
          return { technical_score, technical_note };
        },
        body: (record) => ({
          score: record.technical_score,
          note: record.technical_note,
          version: current,
        }),
        answer: null,
        // The same score again keeps the tender's version; only the changed score moved it.
        after: async () => expect(await version()).toBe(current + 1),
        change: ['technical_score', 60],
      };
    },
  },
  {
    write: 'PUT /api/faq/:id',
    read: 'GET /api/faq/:slug',
    name: 'a help article',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const created = await client.post('/api/faq', {
        slug: 'registration',
        section: 'start',
        title: 'Як зареєструватися',
        body_html: '<p>Заповніть форму реєстрації організації.</p>',
        published: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, slug } = created.json();
      return {
        client,
        readUrl: `/api/faq/${slug}`,
        writeUrl: `/api/faq/${id}`,
        change: ['title', 'Як зареєструвати організацію'],
      };
    },
  },
  {
    write: 'PUT /api/admin/settings/mail',
    read: 'GET /api/admin/settings/mail',
    name: 'the mail account, whose password is never read',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const saved = await client.put('/api/admin/settings/mail', MAIL_ACCOUNT);
      expect(saved.statusCode, saved.body).toBe(200);
      const sealed = async () => (await app.db.select().from(mailAccount))[0]!.passwordCipher;
      const before = await sealed();
      const url = '/api/admin/settings/mail';
      return {
        client,
        readUrl: url,
        writeUrl: url,
        change: ['from_name', 'Закупівлі зв’язку'],
        after: async () => {
          expect(before).not.toBeNull();
          expect(await sealed(), 'the stored password').toBe(before);
        },
      };
    },
  },
  {
    write: 'PUT /api/admin/managers-it-rp/:id',
    read: 'GET /api/admin/managers-it-rp',
    name: 'a regional IT manager',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const [region] = (await client.get('/api/account/info/regions')).json() as Json[];
      const created = await client.post('/api/admin/managers-it-rp', {
        region_id: region!.id,
        full_name: 'Олена Ковальчук',
        position: 'ІТ-менеджер регіону',
        email: 'o.kovalchuk@bank.example.ua',
        phone: '+380 44 123 45 67',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      return {
        client,
        readUrl: '/api/admin/managers-it-rp',
        writeUrl: `/api/admin/managers-it-rp/${id}`,
        pick: (list) => byId(id)(list as Json[]),
        change: ['full_name', 'Олена Ковальчук-Іваненко'],
      };
    },
  },
  {
    write: 'PUT /api/admin/settings/channels/:id',
    read: 'GET /api/admin/settings/channels',
    name: 'a value of a channel dictionary',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const [first] = (await client.get('/api/admin/settings/channels')).json() as Json[];
      return {
        client,
        readUrl: '/api/admin/settings/channels',
        writeUrl: `/api/admin/settings/channels/${first!.id}`,
        pick: (list) => byId(first!.id)(list as Json[]),
        change: ['name', `${first!.name} (основне)`],
      };
    },
  },
  {
    write: 'PATCH /api/admin/users/:id',
    read: 'GET /api/admin/users',
    name: 'a bank user',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const id = await adminUserId(client, 'manager@demo.ua');
      return {
        client,
        readUrl: '/api/admin/users?q=manager%40demo.ua',
        writeUrl: `/api/admin/users/${id}`,
        pick: (page) => byId(id)(page.items),
        change: ['last_name', 'Шевченко-Коваль'],
      };
    },
  },
  {
    write: 'PATCH /api/admin/users/:id',
    read: 'GET /api/admin/users',
    name: 'a provider user, who has no bank roles',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const id = await adminUserId(client, 'provider1@demo.ua');
      return {
        client,
        readUrl: '/api/admin/users?q=provider1%40demo.ua',
        writeUrl: `/api/admin/users/${id}`,
        pick: (page) => byId(id)(page.items),
        change: ['first_name', 'Остап'],
      };
    },
  },
  {
    write: 'PATCH /api/admin/files/:id',
    read: 'GET /api/admin/files',
    name: 'a library file',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const res = await upload(client, '/api/admin/files', { name: 'Типовий договір.pdf', content: pdfBytes() });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      return {
        client,
        readUrl: '/api/admin/files',
        writeUrl: `/api/admin/files/${id}`,
        pick: (listing) => byId(id)(listing.files),
        change: ['file_name', 'Типовий договір 2026.pdf'],
      };
    },
  },
  {
    write: 'PATCH /api/admin/folders/:id',
    read: 'GET /api/admin/files',
    name: 'a library folder',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const res = await client.post('/api/admin/folders', { name: 'Шаблони', parent_id: null });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      return {
        client,
        readUrl: '/api/admin/files',
        writeUrl: `/api/admin/folders/${id}`,
        pick: (listing) => byId(id)(listing.folders),
        change: ['name', 'Шаблони договорів'],
      };
    },
  },
  {
    write: 'PATCH /api/admin/feedback/:id',
    read: 'GET /api/admin/feedback/:id',
    name: 'a feedback message',
    setup: async (app) => {
      const client = await loginAs(app, 'admin@demo.ua');
      const url = `/api/admin/feedback/${await feedbackMessage(app)}`;
      return { client, readUrl: url, writeUrl: url, change: ['status', 'in_progress'] };
    },
  },
  {
    write: 'PUT /api/account/profile',
    read: 'GET /api/account/profile',
    name: 'the signed-in user’s profile',
    setup: async (app) => {
      const client = await loginAs(app, 'provider1@demo.ua');
      const url = '/api/account/profile';
      return { client, readUrl: url, writeUrl: url, change: ['notification', false] };
    },
  },
  {
    write: 'PUT /api/account/info/organization',
    read: 'GET /api/account/info/organization',
    name: 'the provider’s organisation',
    setup: async (app) => {
      const client = await loginAs(app, 'provider1@demo.ua');
      const url = '/api/account/info/organization';
      return { client, readUrl: url, writeUrl: url, change: ['brand', 'Укрмережа'] };
    },
  },
];

/** Writes a client does not read back as it wrote them, and why. */
const NOT_READ_BACK: Record<string, string> = {
  'PUT /api/test/clock': 'moves the clock of the end-to-end journeys (registered only when NODE_ENV=test)',
};

describe('the round trips cover', () => {
  it('every registered PUT and PATCH route', () => {
    const covered = new Set([...ROUND_TRIPS.map((t) => t.write), ...Object.keys(NOT_READ_BACK)]);
    expect(writes.length).toBeGreaterThan(10);
    expect(
      writes.filter((w) => !covered.has(w)),
      'write routes without a round trip',
    ).toEqual([]);
  });

  it('every path read by GET and written by PUT or PATCH, with that GET', () => {
    const pairs = writes.flatMap((w) =>
      routes.filter((r) => r.startsWith('GET ') && pathOf(r) === pathOf(w)).map((r) => `${r} → ${w}`),
    );
    expect(pairs.length).toBeGreaterThan(5);
    const tripped = new Set(ROUND_TRIPS.map((t) => `${t.read} → ${t.write}`));
    expect(
      pairs.filter((p) => !tripped.has(p)),
      'paths with a GET and a write but no round trip',
    ).toEqual([]);
  });

  it('only routes the app registers', () => {
    const named = [...ROUND_TRIPS.flatMap((t) => [t.read, t.write]), ...Object.keys(NOT_READ_BACK)];
    expect(
      named.filter((r) => !routes.includes(r)),
      'unknown routes in the table',
    ).toEqual([]);
  });
});

describe('write-back', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each(ROUND_TRIPS.map((t) => [`${t.write} (${t.name}) from ${t.read}`, t] as const))('%s', async (_name, trip) => {
    app = await buildTestApp();
    const t = await trip.setup(app);
    const pick = t.pick ?? ((answer: Json) => answer);
    const body = t.body ?? ((record: Json) => record);
    const method = trip.write.split(' ')[0] as 'PUT' | 'PATCH';
    const read = async () => {
      const res = await t.client.get(t.readUrl);
      expect(res.statusCode, res.body).toBe(200);
      return pick(res.json());
    };

    // Unchanged: taken, and nothing changes; the lock stays, so another client's copy stays current.
    const before = await read();
    const same = await t.client.request(method, t.writeUrl, body(before));
    expect(same.statusCode, `unchanged: ${same.body}`).toBe(200);
    if (t.answer !== null) expect(content((t.answer ?? ((a: Json) => a))(same.json()))).toEqual(content(before));
    const unchanged = await read();
    expect(content(unchanged)).toEqual(content(before));
    if (trip.versioned) expect(unchanged.version).toBe(before.version);

    // One field changed: taken, that field alone reads changed, and the version moves on.
    if (t.change) {
      const [field, value] = t.change;
      const changed = await t.client.request(method, t.writeUrl, body({ ...unchanged, [field]: value }));
      expect(changed.statusCode, `${field} changed: ${changed.body}`).toBe(200);
      const after = await read();
      expect(content(after, t.moves)).toEqual(content({ ...before, [field]: value }, t.moves));
      if (trip.versioned) expect(after.version).toBe(before.version + 1);
    }
    await t.after?.();
  });
});

describe('top-level fields beside lots', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const refusal = (res: { statusCode: number; json: () => Json }) => ({
    status: res.statusCode,
    error: res.json().error,
    fields: res.json().details?.fields,
  });

  it('takes a tender’s site fields as a client naturally sends them back: numbers as text, money as a number', async () => {
    app = await buildTestApp();
    const manager = await loginAs(app, 'manager@demo.ua');
    const { id } = await createDraft(manager);
    const read = (await manager.get(`/api/tenders/${id}`)).json();
    const res = await manager.put(`/api/tenders/${id}`, {
      ...read,
      region_id: String(read.region_id),
      bandwidth_mbps: `${read.bandwidth_mbps}`,
      budget_monthly: 4500,
      lots: read.lots.map((lot: Json) => ({ ...lot, budget_monthly: '4500.0' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(read.version);
  });

  it('refuses a tender’s site field that is not lot 1’s, naming it and what lot 1 has', async () => {
    app = await buildTestApp();
    const manager = await loginAs(app, 'manager@demo.ua');
    const { id } = await createDraft(manager);
    const read = (await manager.get(`/api/tenders/${id}`)).json();
    const res = await manager.put(`/api/tenders/${id}`, { ...read, address: 'вул. Личаківська, 8, м. Львів' });
    const message = 'Поле «Адреса» не збігається з лотом 1: «вул. Городоцька, 45, м. Львів»';
    expect(refusal(res)).toEqual({ status: 400, error: message, fields: { address: message } });
  });

  it('reads a tender of several lots’ top-level budget as their sum, and refuses another or an «any» that is not lot 1’s', async () => {
    app = await buildTestApp();
    const manager = await loginAs(app, 'manager@demo.ua');
    const { id } = (await manager.post('/api/tenders', await lotsBody(app, 3))).json();
    const read = (await manager.get(`/api/tenders/${id}`)).json();
    expect(read.budget_monthly).toBe('6000.00');
    const res = await manager.put(`/api/tenders/${id}`, { ...read, budget_monthly: '1000.00', physics_id: null });
    expect(refusal(res).fields).toEqual({
      budget_monthly: 'Поле «Очікуваний щомісячний бюджет» не збігається із сумою бюджетів лотів: «6000.00»',
      physics_id: `Поле «Фізичне середовище» не збігається з лотом 1: «${read.lots[0].physics_id}»`,
    });
    // Lots without a budget each: the sum is none.
    const lots = read.lots.map((lot: Json, i: number) => ({ ...lot, budget_monthly: i ? lot.budget_monthly : null }));
    const none = await manager.put(`/api/tenders/${id}`, { ...read, lots, budget_monthly: null });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ budget_monthly: null, version: read.version + 1 });
  });

  it('takes an offer’s top-level figures that read as its lots in the tender’s order, sent as numbers and in any order', async () => {
    app = await buildTestApp();
    const manager = await loginAs(app, 'manager@demo.ua');
    const draft = (await manager.post('/api/tenders', await lotsBody(app, 3))).json();
    const tender = (await manager.post(`/api/tenders/${draft.id}/publish`, { version: draft.version })).json();
    const provider = await loginAs(app, 'provider1@demo.ua');
    const body = await lotOfferBody(provider, [tender.lots[0].id, tender.lots[2].id]);
    body.lots![1]!.bandwidth_mbps = 500;
    const { id } = (await provider.post(`/api/tenders/${tender.id}/offers`, body)).json();
    const read = (await provider.get(`/api/offers/${id}`)).json();
    expect(read).toMatchObject({ monthly_price: '2100.00', installation_price: '1000.00', bandwidth_mbps: 1000 });
    // Lot 3 first: the top-level channel is still lot 1's, the first in the tender's order.
    const res = await provider.put(`/api/offers/${id}`, {
      ...read,
      monthly_price: 2100,
      installation_price: '1000',
      lots: [...read.lots].reverse(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(read.version);
  });

  it('refuses an offer’s top-level figure that does not read as its lots, naming it and what the lots make of it', async () => {
    app = await buildTestApp();
    const manager = await loginAs(app, 'manager@demo.ua');
    const tender = await createPublished(manager);
    const provider = await loginAs(app, 'provider1@demo.ua');
    const { id } = await createSubmittedOffer(provider, tender.id);
    const read = (await provider.get(`/api/offers/${id}`)).json();
    const res = await provider.put(`/api/offers/${id}`, { ...read, monthly_price: '3900.00', connection_days: 10 });
    expect(refusal(res).fields).toEqual({
      monthly_price: 'Поле «Щомісячна плата» не збігається із сумою за лотами пропозиції: «4200.00»',
      connection_days:
        'Поле «Строк підключення» не збігається з найдовшим строком підключення серед лотів пропозиції: «14»',
    });
    // The same change made where it lives, in the lot, is taken.
    const lots = [{ ...read.lots[0], monthly_price: '3900.00' }];
    const fixed = await provider.put(`/api/offers/${id}`, { ...read, monthly_price: '3900.00', lots });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ monthly_price: '3900.00', version: read.version + 1 });
  });
});
