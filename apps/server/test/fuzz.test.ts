import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users as usersTable } from '../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client } from './helpers.ts';
import { createOfferDraft } from './offer-factory.ts';
import { createDraft, createPublished } from './tender-factory.ts';

/*
 * Bounded fuzzing from the OpenAPI document (ADR 0017): every route, as a bank admin, a manager
 * and a provider (signed in, with the XSRF token), gets hostile path ids, query parameters and
 * bodies — one hostile value in an otherwise plausible request, so it reaches past the other
 * fields' checks. Bad input must always be answered 4xx, never 5xx. A fixed seed and a fixed
 * number of requests keep it repeatable and fast.
 */

const SEED = 17;
const RANDOM_REQUESTS_PER_ROUTE_AND_USER = 6;

/** Never fuzzed: signing out would end the session the rest of the run uses. */
const SKIPPED = new Set(['POST /api/auth/logout']);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  multipart: boolean;
}

/** mulberry32: a tiny seeded generator, so every run sends the same requests. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}
type Random = ReturnType<typeof random>;

const deep = (levels: number): unknown => {
  let value: unknown = 'дно';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0003',
  'esc\u001b[31m',
  '\u007f',
  'c1\u0085\u009f',
  'line\rbreak',
  'lone \ud800 surrogate',
  '\udfff\ud800',
  'a'.repeat(70_000),
  '💥'.repeat(3_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '\u202eexe.pdf',
  '',
  ' ',
];
const HOSTILE_DATES = [
  '2027-02-30',
  '2027-13-01',
  '0000-01-01',
  '1900-01-01',
  '9999-12-31',
  '2027-02-30T10:00:00Z',
  '1900-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00+23:59',
  '+275760-09-13T00:00:00Z',
  '2027-01-01T24:00:00Z',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  -2_147_483_649,
  2_147_483_648,
  1e308,
  -1e308,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  5e-324,
  1e21,
];
const WRONG_TYPES = [null, true, [], ['a\u0000b'], {}, { $gt: '' }, deep(200), '12', 12, '1e400', '0x10', ' 7 '];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_TEXT, ...HOSTILE_DATES, ...HOSTILE_NUMBERS, ...WRONG_TYPES];

/** Query strings can carry text only. */
const HOSTILE_QUERY_VALUES = [
  ...HOSTILE_TEXT.map((v) => v.slice(0, 5_000)),
  ...HOSTILE_DATES,
  ...HOSTILE_NUMBERS.map(String),
  'true',
  'null',
  'NaN',
  'Infinity',
  '1e400',
];

/** Raw path segments, including ones no URL encoder would produce. */
const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '%20',
  '1%00',
];

/** Bodies that claim to be something else, or multipart that is broken or abuses its limits. */
const BOUNDARY = 'fuzzBoundary';
const filePart = (fileName: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${content}\r\n`;
const HOSTILE_CONTENT: { contentType: string; payload: string }[] = [
  { contentType: 'text/plain', payload: 'a\u0000b' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'title=a%00b&version=1' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: filePart('обірваний.pdf', '%PDF-1.4') },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${filePart('a\u0000\u202e.pdf', '%PDF-1.4\n')}--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${filePart('x'.repeat(20_000), 'MZ')}--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${filePart('a.pdf', '1').repeat(30)}--${BOUNDARY}--\r\n`,
  },
];

/** Whole bodies of the wrong shape (JSON text), and one too deep for any walker that recurses. */
const HOSTILE_BODIES = [
  'null',
  '[]',
  '"текст"',
  '42',
  'true',
  '[{}, {"a": 1}]',
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"a": 1, "a": "\\u0000"}',
];

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A value the field would accept, or close to it, so the one hostile field is what gets checked. */
function plausible(schema: JsonSchema, name: string, ids: number[], rnd: Random): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(options.find((o) => o.type !== 'null') ?? options[0]!, name, ids, rnd);
  if (schema.allOf?.[0]) return plausible({ ...schema.allOf[0], ...schema, allOf: undefined }, name, ids, rnd);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time') return inDays(7).toISOString();
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return inDays(30).toISOString().slice(0, 10);
      if (/email/.test(name)) return 'fuzz@example.ua';
      const text = 'Перевірка введення '.repeat(Math.ceil((schema.minLength ?? 1) / 19));
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      if (/(^|_)id$/.test(name)) return rnd.pick(ids);
      if (name === 'version') return 1;
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        plausible(schema.items ?? {}, name, ids, rnd),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key, ids, rnd)]),
      );
    default:
      return 'x';
  }
}

/** Every place in a JSON value where a hostile value can go: [] is the whole value. */
function slotsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => slotsOf(v, [...at, i]))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => slotsOf(v, [...at, k]))];
  }
  return here;
}

function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

interface Attempt {
  method: string;
  url: string;
  /** The body's text; undefined for no body. */
  payload?: string;
  /** application/json unless said otherwise. */
  contentType?: string;
}

/** Existing ids by what the path names; anything else gets tender, offer and question ids. */
interface KnownIds {
  records: number[];
  organizations: number[];
  users: number[];
}

function idsFor(path: string, known: KnownIds): number[] {
  if (path.startsWith('/api/providers/')) return known.organizations;
  if (path.startsWith('/api/admin/users/') || path.startsWith('/api/account/info/users/')) return known.users;
  return known.records;
}

function pathWithIds(route: Route, ids: number[], rnd: Random, hostile: boolean): string {
  return route.path.replace(/\{(\w+)\}/g, () =>
    hostile ? rnd.pick(HOSTILE_IDS) : String(rnd.pick([...ids, 1_000_000 + Math.floor(rnd.next() * 1e6)])),
  );
}

const withQuery = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path);

/** One random request: a hostile path id, query parameter or body value in an otherwise plausible request. */
function randomRequest(route: Route, known: KnownIds, rnd: Random): Attempt {
  const ids = idsFor(route.path, known);
  const hostilePath = route.pathParams.length > 0 && rnd.next() < 0.25;
  const path = pathWithIds(route, ids, rnd, hostilePath);

  const query = new URLSearchParams();
  for (const [name, schema] of Object.entries(route.query)) {
    if (rnd.next() < 0.5) query.append(name, String(plausible(schema, name, ids, rnd)));
  }
  const queryNames = Object.keys(route.query);
  const hostileQuery = !hostilePath && (route.method === 'GET' || rnd.next() < 0.3);
  if (hostileQuery) {
    const name =
      queryNames.length > 0 && rnd.next() < 0.85 ? rnd.pick(queryNames) : rnd.pick(['x', 'q[]', '__proto__']);
    query.set(name, rnd.pick(HOSTILE_QUERY_VALUES));
    // The same parameter twice arrives as an array.
    if (rnd.next() < 0.15) query.append(name, rnd.pick(HOSTILE_QUERY_VALUES));
  }

  let payload: string | undefined;
  if (hasBody(route)) {
    const base = route.body ? plausible(route.body, 'body', ids, rnd) : {};
    if (hostilePath || hostileQuery) payload = JSON.stringify(base);
    else if (rnd.next() < (route.multipart ? 0.5 : 0.1)) {
      return { method: route.method, url: withQuery(path, query), ...rnd.pick(HOSTILE_CONTENT) };
    } else if (rnd.next() < 0.1) payload = rnd.pick(HOSTILE_BODIES);
    else {
      const slot = rnd.pick(
        slotsOf(base)
          .slice(1)
          .concat([['fuzz']]),
      );
      payload = JSON.stringify(replaceAt(base, slot, rnd.pick(HOSTILE_VALUES)));
    }
  }
  return { method: route.method, url: withQuery(path, query), payload };
}

const hasBody = (route: Route) => route.method !== 'GET' && route.method !== 'DELETE';

/** The values aimed at one field, by what it holds: text, a date, a date-time or a number. */
function sweepValues(plausibleValue: unknown): unknown[] {
  if (typeof plausibleValue === 'number') return [2_147_483_648, -2_147_483_649];
  if (typeof plausibleValue !== 'string') return [];
  if (/^\d{4}-\d{2}-\d{2}T/.test(plausibleValue)) return ['2027-02-30T10:00:00Z', '0000-01-01T00:00:00+23:59'];
  if (/^\d{4}-\d{2}-\d{2}$/.test(plausibleValue)) return ['2027-02-30', '0000-01-01'];
  return ['a\u0000b'];
}

/**
 * The sweep: every query parameter and every field of the body in turn gets NUL in text, an
 * impossible and a far date, or a number past PostgreSQL's integer, the rest staying plausible.
 */
function sweepRequests(route: Route, known: KnownIds, rnd: Random): Attempt[] {
  const ids = idsFor(route.path, known);
  const path = pathWithIds(route, ids, rnd, false);
  const plausibleQuery = Object.entries(route.query).map(
    ([name, schema]) => [name, plausible(schema, name, ids, rnd)] as const,
  );
  const base = hasBody(route) && route.body ? plausible(route.body, 'body', ids, rnd) : undefined;
  const payload = base === undefined ? (hasBody(route) ? '{}' : undefined) : JSON.stringify(base);

  const attempts: Attempt[] = [];
  for (const [name, value] of plausibleQuery) {
    for (const hostile of sweepValues(value)) {
      const query = new URLSearchParams(
        plausibleQuery.map(([n, v]): [string, string] => [n, String(n === name ? hostile : v)]),
      );
      attempts.push({ method: route.method, url: withQuery(path, query), payload });
    }
  }
  for (const slot of base === undefined ? [] : slotsOf(base).slice(1)) {
    let value: unknown = base;
    for (const key of slot) value = (value as Record<string | number, unknown>)[key];
    for (const hostile of sweepValues(value)) {
      attempts.push({ method: route.method, url: path, payload: JSON.stringify(replaceAt(base, slot, hostile)) });
    }
  }
  return attempts;
}

const app = useTestApp();

it('answers hostile input on every route with a 4xx, never a 5xx', { timeout: 120_000 }, async () => {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const provider = await loginAs(app(), 'provider1@demo.ua');
  const admin = await loginAs(app(), 'admin@demo.ua');

  // Real ids, so hostile bodies reach the handlers behind "not found".
  const published = await createPublished(manager);
  const draft = await createDraft(manager);
  const offer = await createOfferDraft(provider, published.id);
  const question = await provider.post(`/api/tenders/${published.id}/questions`, {
    question: 'Чи потрібне резервування?',
  });
  expect(question.statusCode).toBe(201);
  // Organisations and users of someone else, so blocking or disabling them never ends the run's sessions.
  const [other] = await app()
    .db.select({ id: usersTable.id, organizationId: usersTable.organizationId })
    .from(usersTable)
    .where(eq(usersTable.email, 'provider2@demo.ua'));
  const known: KnownIds = {
    records: [published.id, draft.id, offer.id, (question.json() as { id: number }).id],
    organizations: [other!.organizationId!],
    users: [other!.id],
  };

  const document = app().swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const routes = routesOf(document).filter((r) => !SKIPPED.has(`${r.method} ${r.path}`));
  expect(routes.length).toBeGreaterThan(40);

  const users: [string, Client][] = [
    ['admin', admin],
    ['manager', manager],
    ['provider', provider],
  ];
  const rnd = random(SEED);
  const serverErrors: string[] = [];
  const statuses = new Map<number, number>();
  const send = async (who: string, client: Client, { method, url, payload, contentType }: Attempt) => {
    const headers: Record<string, string> =
      payload === undefined ? {} : { 'content-type': contentType ?? 'application/json' };
    const res = await client.request(method as 'GET', url, payload, headers);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) {
      serverErrors.push(
        `${who} ${method} ${url.slice(0, 200)} ${String(payload).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    }
    return res;
  };
  for (const route of routes) {
    for (const [who, client] of users) {
      for (const attempt of sweepRequests(route, known, rnd)) {
        // Access is decided before the input is read: a refused user learns nothing more here.
        if ((await send(who, client, attempt)).statusCode === 403) break;
      }
      for (let i = 0; i < RANDOM_REQUESTS_PER_ROUTE_AND_USER; i++)
        await send(who, client, randomRequest(route, known, rnd));
    }
  }

  expect(serverErrors).toEqual([]);
  // The run really reached the routes: refused as bad input, not as a missing session or token.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(routes.length * 3);
  expect(statuses.get(401) ?? 0).toBe(0);
  for (const [, client] of users) expect((await client.get('/api/account/info/login')).statusCode).toBe(200);
});

it('answers the inputs once seen as 500 with a 400 naming the field', async () => {
  const admin = await loginAs(app(), 'admin@demo.ua');
  const provider = await loginAs(app(), 'provider1@demo.ua');
  for (const [client, url] of [
    [admin, '/api/admin/users?q=a%00b'],
    [admin, '/api/providers?q=a%00b&page=1'],
    [provider, '/api/provider/history?q=a%00b'],
  ] as const) {
    const res = await client.get(url);
    expect(res.statusCode, url).toBe(400);
    expect(res.json().details.fields.q, url).toBe('Поле «Пошук» містить недопустимі керівні символи');
  }

  const profile = await provider.put('/api/account/profile', { first_name: 'Іван\u0000', last_name: 'Петренко' });
  expect(profile.statusCode).toBe(400);
  expect(profile.json().details.fields.first_name).toBe('Поле «Ім’я» містить недопустимі керівні символи');

  const manager = await loginAs(app(), 'manager@demo.ua');
  const tender = await createPublished(manager);
  const question = await provider.post(`/api/tenders/${tender.id}/questions`, { question: 'Чи\u0001 можна?' });
  expect(question.statusCode).toBe(400);
  expect(question.json().details.fields.question).toBe('Поле «Запитання» містить недопустимі керівні символи');

  const offer = await createOfferDraft(provider, tender.id);
  const submit = await provider.post(`/api/offers/${offer.id}/submit`, { version: 2_147_483_648 });
  expect(submit.statusCode).toBe(400);
  expect(submit.json().details.fields.version).toBe('Поле «Версія» завелике');
});
