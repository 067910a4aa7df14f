import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenderHistory, tenders } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp } from '../helpers.ts';
import {
  createDraft,
  createPublished,
  referenceIds,
  setDeadline,
  tenderBody,
  writableFields,
} from '../tender-factory.ts';
import { insertOffer } from '../offer-rows.ts';

const app = useTestApp();

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('POST /api/tenders', () => {
  it('creates a draft with a number and version 1', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post('/api/tenders', await tenderBody(app()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.number).toMatch(/^ТТ-\d{4}-\d{6}$/);
    expect(body.number.slice(3, 7)).toBe(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Kyiv', year: 'numeric' }).format(new Date()),
    );
    expect(body).toMatchObject({
      status: 'draft',
      version: 1,
      offers_count: 0,
      budget_monthly: '4500.00',
      published_at: null,
    });
    expect(body.offers_deadline).toMatch(/Z$|[+-]\d\d:\d\d$/);
    expect(body.connection_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('numbers tenders one after another', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const a = await createDraft(manager);
    const b = await createDraft(manager);
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
  });

  it('returns 400 naming the fields in Ukrainian for bad input', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post(
      '/api/tenders',
      await tenderBody(app(), { title: '', bandwidth_mbps: 0, budget_monthly: '-5' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.fields.title).toContain('«Назва»');
    expect(body.details.fields.bandwidth_mbps).toContain('«Пропускна здатність»');
    expect(body.details.fields.budget_monthly).toContain('«Очікуваний щомісячний бюджет»');
  });

  it('returns 400 naming the field for a day the calendar does not have or a year out of range', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post(
      '/api/tenders',
      await tenderBody(app(), { connection_date: '2027-02-30', offers_deadline: '9999-12-31T23:59:59Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      connection_date: 'Поле «Бажана дата підключення»: такої дати не існує',
      offers_deadline: 'Поле «Кінцевий термін подання пропозицій»: рік має бути від 2000 до 2100',
    });
    const old = await manager.post('/api/tenders', await tenderBody(app(), { connection_date: '1900-01-01' }));
    expect(old.statusCode).toBe(400);
    expect(old.json().details.fields.connection_date).toContain('«Бажана дата підключення»');
  });

  it('returns 400 naming the field for control characters in text', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post('/api/tenders', await tenderBody(app(), { title: 'Резервний\u0000 канал' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.title).toBe('Поле «Назва» містить недопустимі керівні символи');
  });

  it('returns 400 naming the field when a dictionary id does not exist or is of another kind', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const ids = await referenceIds(app());
    const res = await manager.post(
      '/api/tenders',
      await tenderBody(app(), { region_id: 99_999, physics_id: ids.gigabit, protocol_id: null }),
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().details;
    expect(fields.region_id).toContain('«Регіон»');
    expect(fields.physics_id).toContain('«Фізичне середовище»');
    expect(fields).not.toHaveProperty('protocol_id');
    expect(fields).not.toHaveProperty('interface_id');
  });

  it('accepts "any" (null) for the channel requirements', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const res = await manager.post(
      '/api/tenders',
      await tenderBody(app(), { physics_id: null, interface_id: null, protocol_id: null }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ physics_id: null, interface_id: null, protocol_id: null });
  });

  it('sanitises the description: no <script>, no event handlers, safe links only', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const description =
      '<p onclick="x()">Вимоги<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">погано</a><a href="https://bank.example.ua/tz.pdf" target="_blank">ТЗ</a>' +
      '<h2 style="color:red">Розділ</h2><iframe src="https://evil.example"></iframe>';
    const res = await manager.post('/api/tenders', await tenderBody(app(), { description }));
    expect(res.statusCode).toBe(201);
    const html: string = res.json().description;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|style=|target=/i);
    expect(html).toContain('<p>Вимоги</p>');
    expect(html).toContain('<a href="https://bank.example.ua/tz.pdf" rel="noopener">ТЗ</a>');
    expect(html).toContain('<h2>Розділ</h2>');
  });

  it('lets an IT manager create a draft', async () => {
    const it_ = await loginAs(app(), 'it@demo.ua');
    expect((await it_.post('/api/tenders', await tenderBody(app()))).statusCode).toBe(201);
  });

  it('writes a "created" history entry', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const entries = await app().db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, draft.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'created', actorRole: 'manager', prevHash: null });
    expect(entries[0]!.details).toMatchObject({ number: draft.number, fields: { title: draft.title } });
  });
});

describe('GET /api/tenders/:id', () => {
  it('returns 404 to a provider asking for a draft, so its existence does not leak', async () => {
    const draft = await createDraft(await loginAs(app(), 'manager@demo.ua'));
    const res = await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${draft.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('shows drafts to every bank role', async () => {
    const draft = await createDraft(await loginAs(app(), 'it@demo.ua'));
    for (const email of ['manager@demo.ua', 'auditor@demo.ua', 'admin@demo.ua']) {
      const res = await (await loginAs(app(), email)).get(`/api/tenders/${draft.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().budget_monthly).toBe('4500.00');
    }
  });

  it('shows a published tender to a provider without budget_monthly', async () => {
    const tender = await createPublished(await loginAs(app(), 'manager@demo.ua'));
    const res = await (await loginAs(app(), 'provider3@demo.ua')).get(`/api/tenders/${tender.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('published');
    expect(res.json()).not.toHaveProperty('budget_monthly');
    expect(res.body).not.toContain('4500');
  });

  it('returns 404 for an unknown id and 400 for a malformed one', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect((await manager.get('/api/tenders/999999')).statusCode).toBe(404);
    expect((await manager.get('/api/tenders/abc')).statusCode).toBe(400);
  });

  it('reads a published tender past its deadline as evaluation when enough offers were submitted', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await setDeadline(app(), tender.id, '-1 minute');
    const [stored] = await app().db.select({ status: tenders.status }).from(tenders).where(eq(tenders.id, tender.id));
    expect(stored!.status).toBe('published');
    expect((await manager.get(`/api/tenders/${tender.id}`)).json().status).toBe('evaluation');
    expect((await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${tender.id}`)).json().status).toBe(
      'evaluation',
    );
  });

  it('reads a published tender past its deadline with too few offers as unsuccessful, with the reason', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager, { min_offers: 2 });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await insertOffer(app(), { tenderId: tender.id, email: 'provider2@demo.ua', status: 'draft' });
    await setDeadline(app(), tender.id, '-1 minute');
    expect((await manager.get(`/api/tenders/${tender.id}`)).json()).toMatchObject({
      status: 'unsuccessful',
      status_reason: 'Подано менше пропозицій, ніж потрібно: 1 з 2',
    });
  });

  it('counts submitted offers and outcomes, not drafts or withdrawn ones', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const orgs = (await app().db.execute(
      sql`select id, (select id from users u where u.organization_id = o.id limit 1) as user_id from organizations o order by id`,
    )) as unknown as {
      rows: { id: number; user_id: number }[];
    };
    const statuses = ['submitted', 'draft', 'withdrawn', 'draft'];
    for (const [i, org] of orgs.rows.entries()) {
      await app().db
        .execute(sql`insert into offers (tender_id, organization_id, author_id, monthly_price, installation_price, bandwidth_mbps, connection_days, contract_months, sla_availability, status)
        values (${tender.id}, ${org.id}, ${org.user_id}, 4000, 0, 100, 14, 12, 99.5, ${statuses[i]})`);
    }
    expect((await manager.get(`/api/tenders/${tender.id}`)).json().offers_count).toBe(1);
    const list = (await manager.get('/api/tenders')).json();
    expect(list.items.find((t: { id: number }) => t.id === tender.id).offers_count).toBe(1);
  });
});

describe('GET /api/tenders', () => {
  it('hides drafts from providers and shows them to the bank', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager, { title: 'Чернетка для перевірки видимості' });
    const published = await createPublished(manager);
    const cancelledDraft = await createDraft(manager);
    await manager.post(`/api/tenders/${cancelledDraft.id}/cancel`, { reason: 'Відділення закривається', version: 1 });

    const providerList = (await (await loginAs(app(), 'provider1@demo.ua')).get('/api/tenders')).json();
    expect(providerList.items.map((t: { id: number }) => t.id)).toEqual([published.id]);
    expect(providerList.total).toBe(1);
    expect(JSON.stringify(providerList)).not.toContain('budget_monthly');

    const bankList = (await manager.get('/api/tenders')).json();
    expect(bankList.total).toBe(3);
    expect(bankList.items.map((t: { id: number }) => t.id)).toContain(draft.id);
  });

  it('pages and sorts', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    for (const mbps of [50, 300, 20, 1000, 100]) await createDraft(manager, { bandwidth_mbps: mbps });
    const page1 = (await manager.get('/api/tenders?page=1&page_size=2&sort=-bandwidth_mbps')).json();
    expect(page1).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(page1.items.map((t: { bandwidth_mbps: number }) => t.bandwidth_mbps)).toEqual([1000, 300]);
    const page3 = (await manager.get('/api/tenders?page=3&page_size=2&sort=-bandwidth_mbps')).json();
    expect(page3.items.map((t: { bandwidth_mbps: number }) => t.bandwidth_mbps)).toEqual([20]);
    // Past the end no row carries the total: it is counted on its own.
    const past = (await manager.get('/api/tenders?page=9&page_size=2&sort=-bandwidth_mbps')).json();
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
    const asc_ = (await manager.get('/api/tenders?sort=bandwidth_mbps')).json();
    expect(asc_.items.map((t: { bandwidth_mbps: number }) => t.bandwidth_mbps)).toEqual([20, 50, 100, 300, 1000]);
    const byNumber = (await manager.get('/api/tenders?sort=-number')).json();
    const numbers = byNumber.items.map((t: { number: string }) => t.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(Object.keys(page1.items[0]).sort()).toEqual(
      [
        'id',
        'number',
        'title',
        'region_id',
        'branch_name',
        'bandwidth_mbps',
        'offers_deadline',
        'status',
        'offers_count',
        'created_at',
        'lots_count',
        'lots_bandwidth_mbps',
        'lots_regions_count',
      ].sort(),
    );
  });

  it('answers a NUL in the search or an impossible deadline filter with 400 naming the field', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const search = await manager.get('/api/tenders?q=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      code: 'validation_failed',
      error: 'Поле «Пошук» містить недопустимі керівні символи',
      details: { fields: { q: 'Поле «Пошук» містить недопустимі керівні символи' } },
    });
    const deadline = await manager.get('/api/tenders?deadline_from=0000-01-01T00:00:00%2B23:59');
    expect(deadline.statusCode).toBe(400);
    expect(deadline.json().details.fields.deadline_from).toContain('«Дедлайн від»');
  });

  it('rejects an unknown sort and a too large page size with 400', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    expect((await manager.get('/api/tenders?sort=budget_monthly')).statusCode).toBe(400);
    expect((await manager.get('/api/tenders?page_size=1000')).statusCode).toBe(400);
  });

  it('filters by region and by deadline range', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const ids = await referenceIds(app());
    const kyiv = await createDraft(manager, { region_id: ids.kyiv, offers_deadline: hoursFromNow(24 * 3) });
    const lviv = await createDraft(manager, { region_id: ids.lviv, offers_deadline: hoursFromNow(24 * 10) });
    const byRegion = (await manager.get(`/api/tenders?region_id=${ids.kyiv}`)).json();
    expect(byRegion.items.map((t: { id: number }) => t.id)).toEqual([kyiv.id]);
    // The same shape of query again with another value: the statement kept for it takes the new one.
    const byOtherRegion = (await manager.get(`/api/tenders?region_id=${ids.lviv}`)).json();
    expect(byOtherRegion.items.map((t: { id: number }) => t.id)).toEqual([lviv.id]);
    const from = encodeURIComponent(hoursFromNow(24 * 5));
    const byDeadline = (await manager.get(`/api/tenders?deadline_from=${from}`)).json();
    expect(byDeadline.items.map((t: { id: number }) => t.id)).toEqual([lviv.id]);
    const to = encodeURIComponent(hoursFromNow(24 * 5));
    expect((await manager.get(`/api/tenders?deadline_to=${to}`)).json().items.map((t: { id: number }) => t.id)).toEqual(
      [kyiv.id],
    );
  });

  it('filters by effective status: published before the deadline, evaluation after it', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const open = await createPublished(manager);
    const closed = await createPublished(manager);
    const failed = await createPublished(manager);
    const draft = await createDraft(manager);
    await insertOffer(app(), { tenderId: closed.id, email: 'provider1@demo.ua' });
    await setDeadline(app(), closed.id, '-5 minutes');
    await setDeadline(app(), failed.id, '-5 minutes');
    const ids = async (status: string) =>
      (await manager.get(`/api/tenders?status=${status}`)).json().items.map((t: { id: number }) => t.id);
    expect(await ids('published')).toEqual([open.id]);
    expect(await ids('evaluation')).toEqual([closed.id]);
    expect(await ids('unsuccessful')).toEqual([failed.id]);
    expect(await ids('draft')).toEqual([draft.id]);
    const provider = await loginAs(app(), 'provider2@demo.ua');
    const evaluation = (await provider.get('/api/tenders?status=evaluation')).json();
    expect(evaluation.items).toEqual([expect.objectContaining({ id: closed.id, status: 'evaluation' })]);
    expect((await provider.get('/api/tenders?status=draft')).json().total).toBe(0);
  });

  it('finds «Резервний канал …» by lowercase Cyrillic «резервний» and by the address', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const wanted = await createDraft(manager, { title: 'Резервний канал для відділення №12 у Львові' });
    await createDraft(manager, {
      title: 'Основний канал для офісу в Одесі',
      address: 'вул. Дерибасівська, 1, м. Одеса',
    });
    for (const q of ['резервний', 'РЕЗЕРВНИЙ', 'Городоцька', wanted.number.toLowerCase()]) {
      const res = (await manager.get(`/api/tenders?q=${encodeURIComponent(q)}`)).json();
      expect(
        res.items.map((t: { id: number }) => t.id),
        q,
      ).toEqual([wanted.id]);
    }
  });

  it('treats LIKE wildcards in q as literal characters', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const percent = await createDraft(manager, { title: 'Канал зі знижкою 100% для відділення' });
    await createDraft(manager, { title: 'Канал 100 Мбіт/с для відділення' });
    const search = async (q: string) =>
      (await manager.get(`/api/tenders?q=${encodeURIComponent(q)}`)).json().items.map((t: { id: number }) => t.id);
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });
});

describe('PUT /api/tenders/:id', () => {
  it('edits every field of a draft and bumps the version', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const ids = await referenceIds(app());
    const body = await tenderBody(app(), {
      title: 'Новий заголовок тендера',
      region_id: ids.kyiv,
      bandwidth_mbps: 500,
      budget_monthly: '9000',
    });
    const res = await manager.put(`/api/tenders/${draft.id}`, { ...body, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Новий заголовок тендера',
      region_id: ids.kyiv,
      bandwidth_mbps: 500,
      budget_monthly: '9000.00',
      version: 2,
    });
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!.action).toBe('updated');
    expect(entry!.details).toMatchObject({
      fields: expect.arrayContaining(['title', 'region_id', 'bandwidth_mbps', 'budget_monthly']),
      changes: { bandwidth_mbps: { from: 100, to: 500 }, budget_monthly: { from: '4500.00', to: '9000.00' } },
    });
  });

  it('lists a changed description without copying it into history', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const body = { ...writableFields(draft), description: '<p>Уточнені вимоги</p>' };
    expect((await manager.put(`/api/tenders/${draft.id}`, { ...body, version: 1 })).statusCode).toBe(200);
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, draft.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!.details).toEqual({ fields: ['description'], changes: {} });
  });

  it('returns 409 version_conflict for a stale version', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    await manager.put(`/api/tenders/${draft.id}`, {
      ...(await tenderBody(app(), { title: 'Перша правка тендера' })),
      version: 1,
    });
    const res = await manager.put(`/api/tenders/${draft.id}`, {
      ...(await tenderBody(app(), { title: 'Друга правка тендера' })),
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('version_conflict');
  });

  it('lets a manager change only the description and budget after publication', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const current = (await manager.get(`/api/tenders/${tender.id}`)).json();
    const fields = writableFields(current);
    const ok = await manager.put(`/api/tenders/${tender.id}`, {
      ...fields,
      version: current.version,
      description: '<p>Уточнення: потрібна статична IP-адреса.</p>',
      budget_monthly: '5000.00',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', budget_monthly: '5000.00', version: current.version + 1 });

    const frozen = await manager.put(`/api/tenders/${tender.id}`, {
      ...fields,
      version: current.version + 1,
      bandwidth_mbps: 200,
      offers_deadline: hoursFromNow(24 * 20),
    });
    expect(frozen.statusCode).toBe(400);
    expect(frozen.json().details.fields.bandwidth_mbps).toContain(
      '«Пропускна здатність» не можна змінювати після публікації',
    );
    expect(frozen.json().details.fields.offers_deadline).toContain('продовженням терміну');
  });

  it('returns 403 when an IT manager edits a published tender', async () => {
    const tender = await createPublished(await loginAs(app(), 'manager@demo.ua'));
    const res = await (
      await loginAs(app(), 'it@demo.ua')
    ).put(`/api/tenders/${tender.id}`, {
      ...(await tenderBody(app(), { description: '<p>Інше</p>' })),
      version: tender.version,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses edits once the deadline has passed', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await setDeadline(app(), tender.id, '-1 second');
    const res = await manager.put(`/api/tenders/${tender.id}`, {
      ...(await tenderBody(app())),
      version: tender.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deadline_passed');
  });

  it('refuses edits of a cancelled tender', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    await manager.post(`/api/tenders/${draft.id}/cancel`, { reason: 'Потреба відпала', version: 1 });
    const res = await manager.put(`/api/tenders/${draft.id}`, { ...(await tenderBody(app())), version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition' });
    expect(res.json().error).toContain('«Скасовано»');
  });
});

describe('POST /api/tenders/:id/publish', () => {
  it('publishes a draft, sets published_at and makes it visible to providers', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const res = await manager.post(`/api/tenders/${draft.id}/publish`, { version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', version: 2 });
    expect(Date.parse(res.json().published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await (await loginAs(app(), 'provider1@demo.ua')).get(`/api/tenders/${draft.id}`)).statusCode).toBe(200);
  });

  it('returns 400 naming the deadline when it is less than an hour ahead or past', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    for (const deadline of [hoursFromNow(0.5), hoursFromNow(-2)]) {
      const draft = await createDraft(manager, { offers_deadline: deadline });
      const res = await manager.post(`/api/tenders/${draft.id}/publish`, { version: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.offers_deadline).toContain('щонайменше на 1 год');
    }
  });

  it('returns 400 when the connection date is before the deadline', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager, {
      offers_deadline: hoursFromNow(24 * 10),
      connection_date: new Date().toISOString().slice(0, 10),
    });
    const res = await manager.post(`/api/tenders/${draft.id}/publish`, { version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('connection_date');
  });

  it('returns 409 when publishing twice or with a stale version', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const again = await manager.post(`/api/tenders/${tender.id}/publish`, { version: tender.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    const stale = await manager.post(`/api/tenders/${tender.id}/publish`, { version: 1 });
    expect(stale.json().code).toBe('version_conflict');
  });
});

describe('POST /api/tenders/:id/extend', () => {
  it('moves the deadline later and records the reason', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const later = hoursFromNow(24 * 14);
    const res = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: later,
      reason: 'На прохання провайдерів',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().offers_deadline)).toBe(Date.parse(later));
    expect(res.json().version).toBe(tender.version + 1);
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, tender.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!).toMatchObject({
      action: 'deadline_extended',
      details: { reason: 'На прохання провайдерів', to: new Date(later).toISOString() },
    });
  });

  it('returns 400 when the new deadline is not later than the current one', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const res = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: hoursFromNow(24),
      version: tender.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.offers_deadline).toContain('пізніше за поточний');
  });

  it('returns 409 for a draft and after the deadline has passed', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    const forDraft = await manager.post(`/api/tenders/${draft.id}/extend`, {
      offers_deadline: hoursFromNow(24 * 30),
      version: 1,
    });
    expect(forDraft.statusCode).toBe(409);
    expect(forDraft.json().code).toBe('invalid_transition');

    const tender = await createPublished(manager);
    await setDeadline(app(), tender.id, '-1 minute');
    const late = await manager.post(`/api/tenders/${tender.id}/extend`, {
      offers_deadline: hoursFromNow(24 * 30),
      version: tender.version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('deadline_passed');
  });
});

describe('POST /api/tenders/:id/cancel', () => {
  it('cancels a published tender with a reason', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    const res = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Відділення переїжджає',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', status_reason: 'Відділення переїжджає' });
  });

  it('cancels a tender under evaluation', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await insertOffer(app(), { tenderId: tender.id, email: 'provider1@demo.ua' });
    await setDeadline(app(), tender.id, '-1 hour');
    const res = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Змінилися вимоги до каналу',
      version: tender.version,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await app()
      .db.select()
      .from(tenderHistory)
      .where(eq(tenderHistory.tenderId, tender.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({ from_status: 'evaluation' });
  });

  it('returns 409 for a tender that did not take place (too few offers at the deadline)', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const tender = await createPublished(manager);
    await setDeadline(app(), tender.id, '-1 hour');
    const res = await manager.post(`/api/tenders/${tender.id}/cancel`, {
      reason: 'Змінилися вимоги до каналу',
      version: tender.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
  });

  it('returns 400 naming the reason when it is missing or too short', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    for (const body of [{ version: 1 }, { reason: ' ab ', version: 1 }]) {
      const res = await manager.post(`/api/tenders/${draft.id}/cancel`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.reason).toContain('«Причина скасування»');
    }
  });

  it('returns 409 when the tender is already cancelled', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const draft = await createDraft(manager);
    await manager.post(`/api/tenders/${draft.id}/cancel`, { reason: 'Потреба відпала', version: 1 });
    const res = await manager.post(`/api/tenders/${draft.id}/cancel`, { reason: 'Потреба відпала', version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
  });
});
