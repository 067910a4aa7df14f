import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  offers,
  organizationEvents,
  organizations,
  passwordTokens,
  tenders,
  users,
} from '../../src/db/schema/index.ts';
import { anonymous, loginAs, useTestApp } from '../helpers.ts';
import { insertOffer } from '../offer-rows.ts';
import { createPublished } from '../tender-factory.ts';

const app = useTestApp();

async function organizationOf(email: string) {
  const [row] = await app()
    .db.select({ org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row!.org;
}

async function editBody(email: string, change: Record<string, unknown> = {}) {
  const org = (await (await loginAs(app(), email)).get('/api/account/info/organization')).json();
  const { id: _id, is_blocked: _b, is_verify: _v, ...body } = org;
  return { ...body, ...change };
}

describe('PUT /api/account/info/organization', () => {
  it('saves the fields, normalises the contact lists and keeps verification when edr stays', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    const body = await editBody('provider1@demo.ua', {
      brand: 'Укрмережа',
      accounting_contacts: ' Олена, +380441112233 ,, ',
      technical_emails: 'noc@ukrnet.example.ua,  help@ukrnet.example.ua',
    });
    const res = await client.put('/api/account/info/organization', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      brand: 'Укрмережа',
      accounting_contacts: 'Олена, +380441112233',
      technical_emails: 'noc@ukrnet.example.ua, help@ukrnet.example.ua',
      is_verify: true,
    });
    const events = await app()
      .db.select()
      .from(organizationEvents)
      .where(eq(organizationEvents.action, 'organization_updated'));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ verification_reset: false });
    expect(
      await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'organization_edr_changed')),
    ).toHaveLength(0);
  });

  it('clears verification when a verified organisation changes its edr, records it and tells the admins', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    const res = await client.put(
      '/api/account/info/organization',
      await editBody('provider1@demo.ua', { edr: '30000005' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ edr: '30000005', is_verify: false });
    const org = await organizationOf('provider1@demo.ua');
    expect(org).toMatchObject({ isVerify: false, verifiedAt: null, verifiedBy: null });
    const [event] = await app()
      .db.select()
      .from(organizationEvents)
      .where(eq(organizationEvents.organizationId, org.id));
    expect(event).toMatchObject({
      action: 'organization_updated',
      details: { edr: { from: '32855961', to: '30000005' }, verification_reset: true },
    });
    const letters = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'organization_edr_changed'));
    expect(letters.map((l) => l.to)).toEqual([['admin@demo.ua']]);
    expect(letters[0]!.text).toContain('32855961 → 30000005');
  });

  it('names the field when edr is malformed or taken by another organisation', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    const short = await client.put(
      '/api/account/info/organization',
      await editBody('provider1@demo.ua', { edr: '1234' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().details.fields.edr).toContain('8 цифр');
    const digit = await client.put(
      '/api/account/info/organization',
      await editBody('provider1@demo.ua', { edr: '32855968' }),
    );
    expect(digit.statusCode).toBe(400);
    expect(digit.json().details.fields.edr).toContain('контрольна цифра');
    const taken = await client.put(
      '/api/account/info/organization',
      await editBody('provider1@demo.ua', { edr: '14360570' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.fields.edr).toContain('уже зареєстрована');
    const badMail = await client.put(
      '/api/account/info/organization',
      await editBody('provider1@demo.ua', { accounting_emails: 'ok@x.ua, not-an-address' }),
    );
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().details.fields.accounting_emails).toContain('E-mail бухгалтерії');
  });

  it('is refused to bank users and touches only the caller’s own organisation', async () => {
    const body = await editBody('provider1@demo.ua', { name: 'Чужа назва' });
    expect((await (await loginAs(app(), 'admin@demo.ua')).put('/api/account/info/organization', body)).statusCode).toBe(
      403,
    );
    const other = await loginAs(app(), 'provider2@demo.ua');
    expect((await other.put('/api/account/info/organization', { ...body, edr: '14360570' })).statusCode).toBe(200);
    expect((await organizationOf('provider1@demo.ua')).name).toBe('ТОВ «Укрмережа Телеком»');
    expect((await organizationOf('provider2@demo.ua')).name).toBe('Чужа назва');
  });
});

describe('invitations', () => {
  async function invite(email = 'colleague@ukrnet.example.ua') {
    const client = await loginAs(app(), 'provider1@demo.ua');
    const res = await client.post('/api/account/info/users', { email, first_name: 'Ірина', last_name: 'Коваль' });
    return { client, res };
  }

  async function lastToken(email: string) {
    const letters = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'invitation'));
    const letter = letters.filter((l) => l.to[0] === email).at(-1)!;
    return /token=([\w-]+)/.exec(letter.text)![1]!;
  }

  it('creates an invited user without a password, an event and a letter with a one-time link', async () => {
    const { client, res } = await invite();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'colleague@ukrnet.example.ua', state: 'invited', role: 'provider' });
    const [user] = await app().db.select().from(users).where(eq(users.email, 'colleague@ukrnet.example.ua'));
    expect(user!.passwordHash).toBeNull();
    const [letter] = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'invitation'));
    expect(letter!.text).toContain('Прийняти запрошення: ');
    expect(letter!.text).toMatch(/\/recovery\?token=[\w-]+&invitation=1/);
    const [event] = await app().db.select().from(organizationEvents).where(eq(organizationEvents.userId, user!.id));
    expect(event).toMatchObject({ action: 'user_invited' });

    const list = (await client.get('/api/account/info/users')).json();
    expect(list.map((u: { email: string; state: string }) => [u.email, u.state])).toEqual(
      expect.arrayContaining([
        ['colleague@ukrnet.example.ua', 'invited'],
        ['provider1@demo.ua', 'active'],
      ]),
    );
    // No password yet: signing in is impossible.
    const signIn = await anonymous(app()).post('/api/auth/login', {
      login: 'colleague@ukrnet.example.ua',
      password: 'anything-123',
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('accepts the invitation once through the recovery call, then the colleague signs in', async () => {
    await invite();
    const token = await lastToken('colleague@ukrnet.example.ua');
    const visitor = anonymous(app());
    expect((await visitor.post('/api/auth/recovery', { token, password: 'Запрошення-2026' })).statusCode).toBe(200);
    const again = await visitor.post('/api/auth/recovery', { token, password: 'Запрошення-2027' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toContain('запрошення вже використано');
    const colleague = await loginAs(app(), 'colleague@ukrnet.example.ua').catch(() => null);
    expect(colleague).toBeNull(); // the demo password is not theirs
    const res = await anonymous(app()).post('/api/auth/login', {
      login: 'colleague@ukrnet.example.ua',
      password: 'Запрошення-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'provider', org_name: 'ТОВ «Укрмережа Телеком»' });
    const list = (await (await loginAs(app(), 'provider1@demo.ua')).get('/api/account/info/users')).json();
    expect(list.find((u: { email: string }) => u.email === 'colleague@ukrnet.example.ua').state).toBe('active');
  });

  it('says an expired invitation has expired', async () => {
    await invite();
    const token = await lastToken('colleague@ukrnet.example.ua');
    await app()
      .db.update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.purpose, 'invitation'));
    const res = await anonymous(app()).post('/api/auth/recovery', { token, password: 'Запрошення-2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_token' });
    expect(res.json().error).toContain('Термін дії запрошення минув');
  });

  it('resending sends a new link and the old one stops working', async () => {
    const { client, res } = await invite();
    const first = await lastToken('colleague@ukrnet.example.ua');
    const resent = await client.post(`/api/account/info/users/${res.json().id}/invitation`);
    expect(resent.statusCode).toBe(200);
    const second = await lastToken('colleague@ukrnet.example.ua');
    expect(second).not.toBe(first);
    expect(
      (await anonymous(app()).post('/api/auth/recovery', { token: first, password: 'Запрошення-2026' })).statusCode,
    ).toBe(400);
    expect(
      (await anonymous(app()).post('/api/auth/recovery', { token: second, password: 'Запрошення-2026' })).statusCode,
    ).toBe(200);
    const actions = (await app().db.select().from(organizationEvents)).map((e) => e.action);
    expect(actions).toEqual(['user_invited', 'invitation_resent']);
    const { events } = (await client.get('/api/provider/summary')).json();
    expect(events.map((e: { action: string }) => e.action)).toEqual(['invitation_resent', 'user_invited']);
    expect(events[0]).toMatchObject({ actor_name: 'Сергій Ткаченко', user_email: 'colleague@ukrnet.example.ua' });
    // Accepted: nothing left to resend.
    expect((await client.post(`/api/account/info/users/${res.json().id}/invitation`)).statusCode).toBe(409);
  });

  it('refuses an address already taken, whatever its case', async () => {
    const { res } = await invite('Provider2@Demo.ua');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('вже існує');
    expect(res.json().details.fields.email).toContain('Електронна пошта');
  });

  it('does not let another organisation resend', async () => {
    const { res } = await invite();
    const other = await loginAs(app(), 'provider2@demo.ua');
    expect((await other.post(`/api/account/info/users/${res.json().id}/invitation`)).statusCode).toBe(404);
  });
});

/**
 * provider1's part: submitted (open tender), won (awarded), withdrawn, and a draft that is not
 * participation; provider2 also bids on the open tender.
 */
async function bids() {
  const manager = await loginAs(app(), 'manager@demo.ua');
  const open = await createPublished(manager, { title: 'Канал для відділення у Львові' });
  const awarded = await createPublished(manager, { title: 'Резервний канал у Харкові' });
  const withdrawn = await createPublished(manager, { title: 'Інтернет для офісу в Одесі' });
  const drafted = await createPublished(manager, { title: 'Канал для філії в Полтаві' });
  const p1 = {
    open: await insertOffer(app(), { tenderId: open.id, email: 'provider1@demo.ua' }),
    won: await insertOffer(app(), { tenderId: awarded.id, email: 'provider1@demo.ua', status: 'won' }),
    withdrawn: await insertOffer(app(), { tenderId: withdrawn.id, email: 'provider1@demo.ua', status: 'withdrawn' }),
    draft: await insertOffer(app(), { tenderId: drafted.id, email: 'provider1@demo.ua', status: 'draft' }),
  };
  const p2 = await insertOffer(app(), { tenderId: open.id, email: 'provider2@demo.ua' });
  await app().db.update(tenders).set({ status: 'awarded' }).where(eq(tenders.id, awarded.id));
  return { p1, p2, open, awarded };
}

type Item = { offer: { id: number; status: string }; tender: { number: string; status: string }; outcome: string };

describe('GET /api/provider/history', () => {
  it('lists only the organisation’s own non-draft offers, paged', async () => {
    const { p1 } = await bids();
    const client = await loginAs(app(), 'provider1@demo.ua');
    const res = await client.get('/api/provider/history?page_size=2&sort=number');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(res.json().items).toHaveLength(2);
    const page2 = (await client.get('/api/provider/history?page_size=2&page=2&sort=number')).json();
    expect(page2.items).toHaveLength(1);
    const ids = [...res.json().items, ...page2.items].map((i: Item) => i.offer.id).sort();
    expect(ids).toEqual([p1.open.id, p1.won.id, p1.withdrawn.id].sort());
  });

  it('filters by outcome, tender status and text', async () => {
    const { p1, open } = await bids();
    const client = await loginAs(app(), 'provider1@demo.ua');
    const won = (await client.get('/api/provider/history?outcome=won')).json().items;
    expect(won.map((i: Item) => [i.offer.id, i.tender.status, i.outcome])).toEqual([[p1.won.id, 'awarded', 'won']]);
    const pending = (await client.get('/api/provider/history?outcome=pending')).json().items;
    expect(pending.map((i: Item) => i.offer.id)).toEqual([p1.open.id]);
    const published = (await client.get('/api/provider/history?status=published')).json().items;
    expect(published.map((i: Item) => i.offer.id).sort()).toEqual([p1.open.id, p1.withdrawn.id].sort());
    const found = (await client.get(`/api/provider/history?q=${encodeURIComponent('ЛЬВОВІ')}`)).json().items;
    expect(found.map((i: Item) => i.tender.number)).toEqual([open.number]);
    expect((await client.get('/api/provider/history?outcome=maybe')).statusCode).toBe(400);
  });

  it('never shows another organisation’s offers', async () => {
    const { p1, p2 } = await bids();
    const items = (await (await loginAs(app(), 'provider2@demo.ua')).get('/api/provider/history')).json().items;
    expect(items.map((i: Item) => i.offer.id)).toEqual([p2.id]);
    const mine = (await (await loginAs(app(), 'provider1@demo.ua')).get('/api/provider/history')).json().items;
    expect(mine.map((i: Item) => i.offer.id)).not.toContain(p2.id);
    expect(mine.map((i: Item) => i.offer.id)).not.toContain(p1.draft.id);
  });
});

describe('GET /api/provider/summary', () => {
  it('answers the card, verification state and figures', async () => {
    const { p2 } = await bids();
    await app().db.update(offers).set({ status: 'lost' }).where(eq(offers.id, p2.id));
    const body = (await (await loginAs(app(), 'provider1@demo.ua')).get('/api/provider/summary')).json();
    expect(body.organization.edr).toBe('32855961');
    expect(body.verification.state).toBe('verified');
    expect(body.stats).toEqual({
      tenders_participated: 3,
      offers_submitted: 2,
      offers_won: 1,
      offers_lost: 0,
      win_rate: 1,
    });
    expect(body.events).toEqual([]);
    const other = (await (await loginAs(app(), 'provider2@demo.ua')).get('/api/provider/summary')).json();
    expect(other.stats).toMatchObject({ offers_won: 0, offers_lost: 1, win_rate: 0 });
    const unverified = (await (await loginAs(app(), 'provider3@demo.ua')).get('/api/provider/summary')).json();
    expect(unverified.verification.state).toBe('pending');
    expect(unverified.stats).toMatchObject({ offers_submitted: 0, win_rate: null });
  });
});

describe('profile', () => {
  it('reads and saves name, phones and notification for any signed-in user', async () => {
    for (const email of ['provider1@demo.ua', 'auditor@demo.ua']) {
      const client = await loginAs(app(), email);
      expect((await client.get('/api/account/profile')).json().email).toBe(email);
      const res = await client.put('/api/account/profile', {
        first_name: 'Олег',
        last_name: 'Бондар',
        phones: ['+380 44 111 22 33', ''],
        notification: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email,
        first_name: 'Олег',
        last_name: 'Бондар',
        phones: ['+380 44 111 22 33'],
        notification: false,
      });
      expect((await client.get('/api/account/info/login')).json().full_name).toBe('Олег Бондар');
    }
  });

  it('names the field of a bad phone or an empty name', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    const res = await client.put('/api/account/profile', {
      first_name: '',
      last_name: 'Б',
      phones: ['abc'],
      notification: true,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details.fields)).toContain('Ім’я');
    expect(JSON.stringify(res.json().details.fields)).toContain('Телефон');
  });
});
