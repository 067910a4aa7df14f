import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_ACTIONS } from '@tt/contracts/permissions';
import { rulesTable } from '@tt/contracts/settings';
import { channelOptions, regions, settingsChanges } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp, type Client } from '../helpers.ts';
import { createOfferDraft, createSubmittedOffer, offerBody } from '../offer-factory.ts';
import { createDraft, createPublished, referenceIds, setDeadline, writableFields } from '../tender-factory.ts';

const app = useTestApp();

const admin = () => loginAs(app(), 'admin@demo.ua');

async function regionId(name: string) {
  const [row] = await app().db.select().from(regions).where(eq(regions.name, name));
  return row!.id;
}

const manager = (region_id: number, patch: Record<string, unknown> = {}) => ({
  region_id,
  full_name: 'Петро Іваненко',
  position: 'Провідний інженер ІТ',
  email: 'P.Ivanenko@Bank.example.ua',
  phone: '+380 32 123-45-67',
  ...patch,
});

const changes = async (client: Client, area: string) => {
  const res = await client.get(`/api/admin/settings/changes?area=${area}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { action: string; summary: string; actor_name: string | null }[]; total: number };
};

describe('the rules table', () => {
  it('answers the very table the server enforces', async () => {
    const res = await (await admin()).get('/api/admin/settings/rules');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(rulesTable());
    expect(rulesTable().grants).toEqual(Object.fromEntries(Object.entries(ROLE_ACTIONS).map(([r, a]) => [r, [...a]])));
    // Every action is explained in Ukrainian.
    for (const { label } of res.json().actions) expect(label).toMatch(/[А-ЯІЇЄҐа-яіїєґ]/);
  });
});

describe('regional IT managers', () => {
  it('adds, lists, edits and removes them; a region may have several; every change is in the log', async () => {
    const client = await admin();
    const lviv = await regionId('Львівська область');
    const kyiv = await regionId('м. Київ');

    const created = await client.post('/api/admin/managers-it-rp', manager(lviv));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      region: { id: lviv, name: 'Львівська область' },
      full_name: 'Петро Іваненко',
      position: 'Провідний інженер ІТ',
      email: 'p.ivanenko@bank.example.ua',
      phone: '+380 32 123-45-67',
    });
    const second = await client.post(
      '/api/admin/managers-it-rp',
      manager(lviv, { full_name: 'Оксана Дмитренко', email: 'o.dmytrenko@bank.example.ua', position: '', phone: '' }),
    );
    expect(second.statusCode).toBe(201);
    const list = (await client.get('/api/admin/managers-it-rp')).json();
    expect(list.map((m: { full_name: string }) => m.full_name)).toEqual(['Оксана Дмитренко', 'Петро Іваненко']);

    const id = created.json().id;
    const edited = await client.put(
      `/api/admin/managers-it-rp/${id}`,
      manager(kyiv, { position: 'Начальник відділу ІТ' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ region: { id: kyiv, name: 'м. Київ' }, position: 'Начальник відділу ІТ' });
    // The same form again changes nothing and records nothing.
    expect(
      (await client.put(`/api/admin/managers-it-rp/${id}`, manager(kyiv, { position: 'Начальник відділу ІТ' })))
        .statusCode,
    ).toBe(200);

    expect((await client.delete(`/api/admin/managers-it-rp/${second.json().id}`)).json()).toEqual({ ok: true });
    expect((await client.get('/api/admin/managers-it-rp')).json()).toHaveLength(1);

    const log = await changes(client, 'managers_it_rp');
    expect(log.total).toBe(4);
    expect(log.items.map((c) => c.summary)).toEqual([
      'Видалено ІТ-менеджера Оксана Дмитренко (Львівська область)',
      'Змінено дані ІТ-менеджера Петро Іваненко (Львівська область): Регіон: «Львівська область» → «м. Київ»; Посада: «Провідний інженер ІТ» → «Начальник відділу ІТ»',
      'Додано ІТ-менеджера Оксана Дмитренко (Львівська область)',
      'Додано ІТ-менеджера Петро Іваненко (Львівська область)',
    ]);
    expect(log.items.map((c) => c.action)).toEqual([
      'manager_deleted',
      'manager_updated',
      'manager_created',
      'manager_created',
    ]);
    expect(new Set(log.items.map((c) => c.actor_name))).toEqual(new Set(['Олена Коваленко']));
    // Other screens' logs do not show these.
    expect((await changes(client, 'channels')).total).toBe(0);
  });

  it('refuses bad input in Ukrainian naming the field, and unknown ids with 404', async () => {
    const client = await admin();
    const lviv = await regionId('Львівська область');
    const unknownRegion = await client.post('/api/admin/managers-it-rp', manager(999_999));
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.json().error).toContain('«Регіон»');
    expect(unknownRegion.json().details.fields.region_id).toContain('Регіон');

    const cases: [Record<string, unknown>, string][] = [
      [{ full_name: '  ' }, '«ПІБ»'],
      [{ email: 'not-an-address' }, '«Електронна пошта»'],
      [{ phone: 'дзвоніть увечері' }, '«Телефон»'],
      [{ region_id: 'Львів' }, '«Регіон»'],
      [{ position: 'п'.repeat(201) }, '«Посада»'],
    ];
    for (const [patch, field] of cases) {
      const res = await client.post('/api/admin/managers-it-rp', manager(lviv, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error, JSON.stringify(patch)).toContain(field);
    }
    expect((await client.put('/api/admin/managers-it-rp/999999', manager(lviv))).statusCode).toBe(404);
    expect((await client.delete('/api/admin/managers-it-rp/999999')).statusCode).toBe(404);
    const created = (await client.post('/api/admin/managers-it-rp', manager(lviv))).json();
    const moved = await client.put(`/api/admin/managers-it-rp/${created.id}`, manager(999_999));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toContain('«Регіон»');
    expect((await changes(client, 'managers_it_rp')).total).toBe(1);
  });
});

describe('channel dictionaries', () => {
  const optionNamed = async (client: Client, name: string) =>
    ((await client.get('/api/admin/settings/channels')).json() as { name: string; used: number; id: number }[]).find(
      (o) => o.name === name,
    )!;

  it('lists every value with its state and how many tenders and the bank-visible offers use it', async () => {
    const client = await admin();
    const list = (await client.get('/api/admin/settings/channels')).json();
    const stored = await app().db.select().from(channelOptions).orderBy(asc(channelOptions.id));
    expect(list).toHaveLength(stored.length);
    expect(list.every((o: { is_active: boolean; used: number }) => o.is_active && o.used === 0)).toBe(true);

    const bank = await loginAs(app(), 'manager@demo.ua');
    const ids = await referenceIds(app());
    await createDraft(bank);
    const tender = await createPublished(bank);
    const provider = await loginAs(app(), 'provider1@demo.ua');
    await createSubmittedOffer(provider, tender.id);
    // The sealed offer is not counted: before the deadline nothing may hint at what it offers.
    expect((await optionNamed(client, 'Оптоволокно')).used).toBe(2);
    await setDeadline(app(), tender.id, '-1 minute');
    const fiber = await optionNamed(client, 'Оптоволокно');
    expect(fiber).toMatchObject({ id: ids.fiber, used: 3, is_active: true, kind: 'physics' });
  });

  it('adds and renames values, refuses a name already in the dictionary with 409, and logs each change', async () => {
    const client = await admin();
    const added = await client.post('/api/admin/settings/channels', {
      kind: 'physics',
      name: '  Бездротовий Wi-Fi міст ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'physics', name: 'Бездротовий Wi-Fi міст', is_active: true, used: 0 });
    expect((await client.get('/api/channels/physics')).json().at(-1)).toEqual({
      id: added.json().id,
      name: 'Бездротовий Wi-Fi міст',
    });
    // The same name in another dictionary is a different value.
    expect(
      (await client.post('/api/admin/settings/channels', { kind: 'protocol', name: 'Бездротовий Wi-Fi міст' }))
        .statusCode,
    ).toBe(201);

    for (const name of ['Бездротовий Wi-Fi міст', 'оптоволокно', 'Супутниковий канал']) {
      const dup = await client.post('/api/admin/settings/channels', { kind: 'physics', name });
      expect(dup.statusCode, name).toBe(409);
      expect(dup.json().code).toBe('conflict');
      expect(dup.json().error).toMatch(/уже є в довіднику «Фізика каналу»/);
    }
    const renamedToTaken = await client.put(`/api/admin/settings/channels/${added.json().id}`, { name: 'Оптоволокно' });
    expect(renamedToTaken.statusCode).toBe(409);

    const renamed = await client.put(`/api/admin/settings/channels/${added.json().id}`, { name: 'Wi-Fi міст (5 ГГц)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Wi-Fi міст (5 ГГц)', is_active: true });

    expect((await client.post('/api/admin/settings/channels', { kind: 'колір', name: 'X' })).json().error).toContain(
      '«Довідник»',
    );
    expect((await client.post('/api/admin/settings/channels', { kind: 'physics', name: '' })).json().error).toContain(
      '«Назва»',
    );
    expect((await client.put(`/api/admin/settings/channels/${added.json().id}`, {})).statusCode).toBe(400);
    expect((await client.put('/api/admin/settings/channels/999999', { name: 'X' })).statusCode).toBe(404);

    const log = await changes(client, 'channels');
    expect(log.items.map((c) => c.summary)).toEqual([
      'Перейменовано значення довідника «Фізика каналу»: «Бездротовий Wi-Fi міст» → «Wi-Fi міст (5 ГГц)»',
      'Додано значення «Бездротовий Wi-Fi міст» до довідника «Протокол»',
      'Додано значення «Бездротовий Wi-Fi міст» до довідника «Фізика каналу»',
    ]);
  });

  it('a deactivated value leaves the forms, stays where used, and only a write that newly picks it is refused', async () => {
    const client = await admin();
    const bank = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const ids = await referenceIds(app());
    const draft = await createDraft(bank, { physics_id: ids.fiber });
    const published = await createPublished(bank);
    const offer = await createOfferDraft(provider, published.id);

    const off = await client.put(`/api/admin/settings/channels/${ids.fiber}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, used: 2 });

    // The forms' lists leave it out; the spec's list still names it for cards and comparisons.
    expect((await bank.get('/api/channels/physics?active=true')).json().map((o: { id: number }) => o.id)).not.toContain(
      ids.fiber,
    );
    expect((await bank.get('/api/channels/physics')).json()).toContainEqual({
      id: ids.fiber,
      name: 'Оптоволокно',
    });
    expect((await bank.get(`/api/tenders/${draft.id}`)).json().physics_id).toBe(ids.fiber);

    // A new tender or offer may not pick it.
    const newTender = await bank.post('/api/tenders', {
      ...writableFields((await bank.get(`/api/tenders/${draft.id}`)).json()),
    });
    expect(newTender.statusCode).toBe(400);
    expect(newTender.json().details.fields.physics_id).toBe(
      'Поле «Фізичне середовище»: значення «Оптоволокно» більше не пропонується, оберіть інше',
    );
    const other = await loginAs(app(), 'provider2@demo.ua');
    const newOffer = await other.post(`/api/tenders/${published.id}/offers`, await offerBody(other));
    expect(newOffer.statusCode).toBe(400);
    expect(newOffer.json().error).toContain('«Фізичне середовище»');

    // A tender and an offer that already had it keep it through other edits …
    const current = (await bank.get(`/api/tenders/${draft.id}`)).json();
    const kept = await bank.put(`/api/tenders/${draft.id}`, {
      ...writableFields(current),
      region_id: ids.kyiv,
      interface_id: null,
      version: current.version,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ physics_id: ids.fiber, region_id: ids.kyiv });
    const offerNow = (await provider.get(`/api/offers/${offer.id}`)).json();
    const [sfp] = await app().db.select().from(channelOptions).where(eq(channelOptions.name, 'SFP (1 Гбіт/с, оптика)'));
    expect(offerNow.physics_id).toBe(ids.fiber);
    const keptOffer = await provider.put(`/api/offers/${offer.id}`, {
      ...(await offerBody(provider, { monthly_price: '3900.00', interface_id: sfp!.id })),
      version: offerNow.version,
    });
    expect(keptOffer.statusCode).toBe(200);
    expect(keptOffer.json()).toMatchObject({ physics_id: ids.fiber, interface_id: sfp!.id, monthly_price: '3900.00' });

    // … but a write that picks another inactive value is refused.
    const radio = (
      await app().db.select().from(channelOptions).where(eq(channelOptions.name, 'Радіорелейний канал'))
    )[0]!;
    await client.put(`/api/admin/settings/channels/${radio.id}`, { is_active: false });
    const now = (await bank.get(`/api/tenders/${draft.id}`)).json();
    const toInactive = await bank.put(`/api/tenders/${draft.id}`, {
      ...writableFields(now),
      physics_id: radio.id,
      version: now.version,
    });
    expect(toInactive.statusCode).toBe(400);
    expect(toInactive.json().details.fields).toEqual({
      physics_id: 'Поле «Фізичне середовище»: значення «Радіорелейний канал» більше не пропонується, оберіть інше',
    });

    // Reactivated, it is offered again.
    const on = await client.put(`/api/admin/settings/channels/${ids.fiber}`, { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect((await bank.get('/api/channels/physics')).json().map((o: { id: number }) => o.id)).toContain(ids.fiber);

    const log = await changes(client, 'channels');
    expect(log.items.map((c) => c.action)).toEqual(['channel_activated', 'channel_deactivated', 'channel_deactivated']);
    expect(log.items[2]!.summary).toBe(
      'Вимкнено значення «Оптоволокно» довідника «Фізика каналу»: форми його більше не пропонують, а тендери й пропозиції, що його мають, зберігають',
    );
    expect(log.items[0]!.summary).toBe('Знову пропонується значення «Оптоволокно» довідника «Фізика каналу»');
  });
});

describe('the settings change log', () => {
  it('pages newest first and refuses an unknown area in Ukrainian', async () => {
    const client = await admin();
    for (const name of ['А-1', 'А-2', 'А-3'])
      await client.post('/api/admin/settings/channels', { kind: 'protocol', name });
    const page = await client.get('/api/admin/settings/changes?area=channels&page=2&page_size=2');
    expect(page.json()).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.json().items.map((c: { summary: string }) => c.summary)).toEqual([
      'Додано значення «А-1» до довідника «Протокол»',
    ]);
    const bad = await client.get('/api/admin/settings/changes?area=passwords');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Невідомий розділ налаштувань');
    expect(await app().db.select().from(settingsChanges)).toHaveLength(3);
  });
});

describe('who may use the settings', () => {
  const ENDPOINTS: [string, string, unknown?][] = [
    ['GET', '/api/admin/settings/rules'],
    ['GET', '/api/admin/managers-it-rp'],
    ['POST', '/api/admin/managers-it-rp', {}],
    ['PUT', '/api/admin/managers-it-rp/1', {}],
    ['DELETE', '/api/admin/managers-it-rp/1'],
    ['GET', '/api/admin/settings/channels'],
    ['POST', '/api/admin/settings/channels', { kind: 'physics', name: 'Чужий' }],
    ['PUT', '/api/admin/settings/channels/1', { is_active: false }],
    ['GET', '/api/admin/settings/changes?area=channels'],
  ];

  it('refuses a provider and a procurement manager with 403 on every endpoint, changing nothing', async () => {
    const lviv = await regionId('Львівська область');
    await (await admin()).post('/api/admin/managers-it-rp', manager(lviv));
    for (const email of ['provider1@demo.ua', 'manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua']) {
      const client = await loginAs(app(), email);
      for (const [method, url, body] of ENDPOINTS) {
        const res = await client.request(method as 'GET', url, body as object | undefined);
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    const [first] = await app().db.select().from(channelOptions).where(eq(channelOptions.id, 1));
    expect(first!.isActive).toBe(true);
    expect(await app().db.select().from(settingsChanges)).toHaveLength(1);
  });
});
