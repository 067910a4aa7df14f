import { describe, expect, it } from 'vitest';
import type { TFaqArticle, TFaqArticleSummary, TFaqWrite } from '@tt/contracts/faq';
import { anonymous, loginAs, useTestApp, type Client } from '../helpers.ts';

const app = useTestApp();

let counter = 0;
/** A valid article; each call a slug of its own unless given. */
const article = (over: Partial<TFaqWrite> = {}): TFaqWrite => ({
  slug: `article-${++counter}`,
  section: 'offers',
  title: 'Як подати пропозицію',
  body_html: '<p>Пропозицію подають до кінцевого терміну.</p>',
  published: true,
  ...over,
});

async function create(admin: Client, over: Partial<TFaqWrite> = {}): Promise<TFaqArticle> {
  const res = await admin.post('/api/faq', article(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = async (client: Client, q?: string): Promise<TFaqArticleSummary[]> => {
  const res = await client.get(q === undefined ? '/api/faq' : `/api/faq?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const slugs = (items: TFaqArticleSummary[]) => items.map((i) => i.slug);

/** The callers without faq.manage: a visitor, a provider and every bank role but the admin's. */
const WITHOUT_FAQ_MANAGE = ['provider1@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'];
const callersWithout = async () => [
  { name: 'visitor', client: anonymous(app()), refused: 401 },
  ...(await Promise.all(
    WITHOUT_FAQ_MANAGE.map(async (email) => ({ name: email, client: await loginAs(app(), email), refused: 403 })),
  )),
];
const clientsWithout = async () => (await callersWithout()).map((c) => c.client);

describe('reading help', () => {
  it('lists published articles to everyone by section (in the help’s order, not the alphabet) and position; drafts only to faq.manage', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    // «results» sorts before «start» alphabetically; the help shows «start» first.
    await create(admin, { slug: 'outcome', section: 'results' });
    await create(admin, { slug: 'register', section: 'start' });
    await create(admin, { slug: 'start-draft', section: 'start', published: false });
    await create(admin, { slug: 'verify', section: 'start' });

    for (const client of await clientsWithout()) {
      expect(slugs(await list(client))).toEqual(['register', 'verify', 'outcome']);
    }
    const all = await list(admin);
    expect(slugs(all)).toEqual(['register', 'start-draft', 'verify', 'outcome']);
    expect(all.map((i) => [i.position, i.published])).toEqual([
      [0, true],
      [1, false],
      [2, true],
      [0, true],
    ]);
  });

  it('gives a published article with its body to a visitor at its address', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const created = await create(admin, { slug: 'deadlines', body_html: '<h2>Строки</h2><p>За київським часом.</p>' });
    const res = await anonymous(app()).get('/api/faq/deadlines');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(created.body_html).toBe('<h2>Строки</h2><p>За київським часом.</p>');
  });

  it('answers a draft’s address exactly as an unknown one to everyone without faq.manage', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    await create(admin, { slug: 'secret-draft', published: false });
    for (const client of await clientsWithout()) {
      const draft = await client.get('/api/faq/secret-draft');
      const unknown = await client.get('/api/faq/no-such-article');
      expect(draft.statusCode).toBe(404);
      expect(draft.json()).toEqual({ error: 'Статтю не знайдено', code: 'not_found' });
      expect(unknown.json()).toEqual(draft.json());
    }
    const own = await admin.get('/api/faq/secret-draft');
    expect(own.statusCode).toBe(200);
    expect(own.json().published).toBe(false);
  });

  it('searches titles and bodies in any letter case, Ukrainian included, never the markup, with % and _ taken literally', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    await create(admin, {
      slug: 'offer',
      title: 'Пропозиція і документи',
      body_html: '<p>Розмір <strong>файлу</strong> до 20 МБ.</p>',
    });
    await create(admin, {
      slug: 'password',
      title: 'Пароль',
      body_html: '<p>Посилання діє 1 годину; знижка 100% — жарт.</p>',
    });
    await create(admin, { slug: 'draft-offer', title: 'Чернетка про пропозицію', published: false });
    const visitor = anonymous(app());

    expect(slugs(await list(visitor, 'ПРОПОЗИЦ'))).toEqual(['offer']);
    expect(slugs(await list(admin, 'ПРОПОЗИЦ'))).toEqual(['offer', 'draft-offer']);
    expect(slugs(await list(visitor, 'ФАЙЛУ ДО'))).toEqual(['offer']);
    expect(slugs(await list(visitor, 'strong'))).toEqual([]);
    expect(slugs(await list(visitor, '100%'))).toEqual(['password']);
    expect(slugs(await list(visitor, '%'))).toEqual(['password']);
    expect(slugs(await list(visitor, '_'))).toEqual([]);
    expect(slugs(await list(visitor, '  '))).toEqual(['offer', 'password']);
  });

  it('refuses a search too long with the field named', async () => {
    const res = await anonymous(app()).get(`/api/faq?q=${'я'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.q).toBe('Пошуковий запит задовгий');
  });
});

describe('writing help', () => {
  it('lets only faq.manage create, edit and delete: 401 for a visitor, 403 for a provider, manager, IT manager and auditor', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const existing = await create(admin, { slug: 'kept' });
    for (const { name, client, refused } of await callersWithout()) {
      expect((await client.post('/api/faq', article())).statusCode, name).toBe(refused);
      expect((await client.put(`/api/faq/${existing.id}`, article({ slug: 'taken-over' }))).statusCode, name).toBe(
        refused,
      );
      expect((await client.delete(`/api/faq/${existing.id}`)).statusCode, name).toBe(refused);
    }
    expect(slugs(await list(admin))).toEqual(['kept']);
    expect((await admin.get('/api/faq/kept')).json()).toEqual(existing);
  });

  it('requires the XSRF token on every write', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const existing = await create(admin, { slug: 'guarded' });
    const cookies = Object.fromEntries(admin.cookies);
    for (const [method, url] of [
      ['POST', '/api/faq'],
      ['PUT', `/api/faq/${existing.id}`],
      ['DELETE', `/api/faq/${existing.id}`],
    ] as const) {
      const res = await app().inject({ method, url, cookies, payload: article({ slug: 'forged' }) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('xsrf_invalid');
    }
    expect(slugs(await list(admin))).toEqual(['guarded']);
  });

  it('cleans the body on the server: scripts, handlers, images and javascript: links are gone, in-app links stay', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const created = await create(admin, {
      slug: 'dirty',
      body_html:
        '<p onclick="steal()" style="color:red">Текст<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">лінк</a> <a href="/tenders" target="_blank">тендери</a><iframe src="https://evil.example"></iframe>',
    });
    const clean = '<p>Текст</p><a rel="noopener">лінк</a> <a href="/tenders" rel="noopener">тендери</a>';
    expect(created.body_html).toBe(clean);
    expect((await anonymous(app()).get('/api/faq/dirty')).json().body_html).toBe(clean);
    // What was removed is not searchable either.
    expect(slugs(await list(admin, 'alert'))).toEqual([]);
    expect(slugs(await list(admin, 'тендери'))).toEqual(['dirty']);

    const updated = await admin.put(
      `/api/faq/${created.id}`,
      article({ slug: 'dirty', body_html: '<p onmouseover="x()">Чисто</p>' }),
    );
    expect(updated.json().body_html).toBe('<p>Чисто</p>');
  });

  it('refuses a body with no text left once cleaned, naming the field', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const res = await admin.post('/api/faq', article({ body_html: '<script>alert(1)</script><img src=x>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ body_html: 'Поле «Текст статті» є обов’язковим' });
  });

  it('checks the address’s form and keeps it unique', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    for (const slug of ['Velyka', 'two words', '-edge', 'edge-', 'a--b', 'ab', 'стаття', 'x'.repeat(81)]) {
      const res = await admin.post('/api/faq', article({ slug }));
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().details.fields.slug, slug).toMatch(/^Поле «Адреса статті»/);
    }
    const first = await create(admin, { slug: 'same-address' });
    const second = await create(admin, { slug: 'other-address' });

    const duplicate = await admin.post('/api/faq', article({ slug: 'same-address' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'conflict',
      details: { fields: { slug: 'Поле «Адреса статті»: стаття з адресою «same-address» уже існує' } },
    });
    const renamed = await admin.put(`/api/faq/${second.id}`, article({ slug: 'same-address' }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().details.fields.slug).toMatch(/«Адреса статті»/);
    // Its own address is no conflict.
    expect(
      (await admin.put(`/api/faq/${first.id}`, article({ slug: 'same-address', title: 'Нова назва' }))).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown section and position in Ukrainian, and answers 404 for an unknown article', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const bad = await admin.post('/api/faq', { ...article(), section: 'misc', position: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      section: 'Поле «Розділ»: оберіть розділ зі списку',
      position: 'Поле «Порядок» не може бути від’ємним',
    });
    expect((await admin.put('/api/faq/999999', article())).statusCode).toBe(404);
    expect((await admin.delete('/api/faq/999999')).statusCode).toBe(404);
  });

  it('keeps each section numbered 0..n-1 through inserts, reorders, moves and deletes', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const order = async () => {
      const items = await list(admin);
      const by = (section: string) => items.filter((i) => i.section === section).map((i) => `${i.position}:${i.slug}`);
      return { offers: by('offers'), results: by('results') };
    };
    const a = await create(admin, { slug: 'art-a' });
    await create(admin, { slug: 'art-b' });
    const c = await create(admin, { slug: 'art-c' });
    expect((await order()).offers).toEqual(['0:art-a', '1:art-b', '2:art-c']);

    const d = await create(admin, { slug: 'art-d', position: 0 });
    expect(d.position).toBe(0);
    expect((await order()).offers).toEqual(['0:art-d', '1:art-a', '2:art-b', '3:art-c']);

    // A reorder is one write: c to the second place.
    const moved = await admin.put(`/api/faq/${c.id}`, article({ slug: 'art-c', position: 1 }));
    expect(moved.json().position).toBe(1);
    expect((await order()).offers).toEqual(['0:art-d', '1:art-c', '2:art-a', '3:art-b']);

    // An edit without a position keeps the place.
    await admin.put(`/api/faq/${a.id}`, article({ slug: 'art-a', title: 'Оновлено' }));
    expect((await order()).offers).toEqual(['0:art-d', '1:art-c', '2:art-a', '3:art-b']);

    // A move to another section goes to its end; the old one closes the gap.
    await create(admin, { slug: 'art-r', section: 'results' });
    await admin.put(`/api/faq/${a.id}`, article({ slug: 'art-a', section: 'results' }));
    expect(await order()).toEqual({ offers: ['0:art-d', '1:art-c', '2:art-b'], results: ['0:art-r', '1:art-a'] });

    // A place past the end is the end.
    await admin.put(`/api/faq/${d.id}`, article({ slug: 'art-d', position: 99 }));
    expect((await order()).offers).toEqual(['0:art-c', '1:art-b', '2:art-d']);

    expect((await admin.delete(`/api/faq/${c.id}`)).json()).toEqual({ ok: true });
    expect(await order()).toEqual({ offers: ['0:art-b', '1:art-d'], results: ['0:art-r', '1:art-a'] });
    expect((await admin.get('/api/faq/art-c')).statusCode).toBe(404);
  });
});
