import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, organizationEvents, users } from '../../src/db/schema/index.ts';
import { anonymous, loginAs, useTestApp, type TestApp } from '../helpers.ts';

const app = useTestApp();

async function orgIdOf(a: TestApp, email: string): Promise<number> {
  const [row] = await a.db.select({ id: users.organizationId }).from(users).where(eq(users.email, email));
  return row!.id!;
}
async function userIdOf(a: TestApp, email: string): Promise<number> {
  const [row] = await a.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
const eventsOf = (a: TestApp, action: string) =>
  a.db.select().from(organizationEvents).where(eq(organizationEvents.action, action));

describe('access to the administration', () => {
  // Who may call each route is declared and checked for every route in access.test.ts; the
  // paged provider list is checked by its handler, beyond the route's 'bank'.
  it.each(['manager@demo.ua', 'it@demo.ua', 'auditor@demo.ua'])(
    '%s gets 403 on the paged provider list, which needs provider.manage',
    async (email) => {
      const res = await (await loginAs(app(), email)).get('/api/providers?page=1');
      expect(res.statusCode).toBe(403);
    },
  );

  it('keeps the original plain provider list for bank staff without page', async () => {
    const res = await (await loginAs(app(), 'manager@demo.ua')).get('/api/providers');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('provider administration', () => {
  it('pages, searches and filters providers', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const all = (await admin.get('/api/providers?page=1&page_size=2')).json();
    expect(all).toMatchObject({ total: 4, page: 1, page_size: 2 });
    expect(all.items).toHaveLength(2);
    // The unverified one leads: that is the queue.
    expect(all.items[0]).toMatchObject({ is_verify: false, users_count: 1 });
    const unverified = (await admin.get('/api/providers?page=1&verified=false')).json();
    expect(unverified.total).toBe(1);
    const byEdr = (await admin.get('/api/providers?page=1&q=32855961')).json();
    expect(byEdr.items.map((p: { edr: string }) => p.edr)).toEqual(['32855961']);
    const byUser = (await admin.get('/api/providers?page=1&q=PROVIDER2@demo')).json();
    expect(byUser.total).toBe(1);
    expect((await admin.get('/api/providers?page=1&blocked=maybe')).statusCode).toBe(400);
  });

  it('shows a provider card with users, unsealed offers, win rate and events', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const id = await orgIdOf(app(), 'provider1@demo.ua');
    const res = await admin.get(`/api/providers/${id}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ id, edr: '32855961', is_verify: true });
    expect(card.users.map((u: { email: string }) => u.email)).toContain('provider1@demo.ua');
    expect(res.body).not.toContain('argon2');
    for (const o of card.offers) {
      expect(['submitted', 'won', 'lost']).toContain(o.status);
      expect(['draft', 'published']).not.toContain(o.tender.status);
    }
    expect(card.stats.offers).toBe(card.offers.length);
    expect((await admin.get('/api/providers/999999')).statusCode).toBe(404);
  });

  it('verifies an organisation: it may then submit offers, its users get a letter, the event names the admin', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const provider = await loginAs(app(), 'provider3@demo.ua');
    const id = await orgIdOf(app(), 'provider3@demo.ua');
    expect((await provider.get('/api/account/info/organization')).json().is_verify).toBe(false);

    const res = await admin.post(`/api/providers/${id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_verify: true, verified_by_name: expect.any(String) });
    expect(res.json().verified_at).not.toBeNull();
    expect(res.json().events[0]).toMatchObject({ action: 'verified', actor_name: expect.any(String) });
    expect((await provider.get('/api/account/info/organization')).json().is_verify).toBe(true);

    const letters = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'organization_verified'));
    expect(letters.map((l) => l.to[0])).toEqual(['provider3@demo.ua']);
    expect((await admin.post(`/api/providers/${id}/verify`)).statusCode).toBe(409);
  });

  it('blocks an organisation: its live session ends at once, sign-in is refused with the reason; unblock lets it back', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const provider = await loginAs(app(), 'provider2@demo.ua');
    const id = await orgIdOf(app(), 'provider2@demo.ua');
    expect((await provider.get('/api/account/info/login')).statusCode).toBe(200);

    expect((await admin.post(`/api/providers/${id}/block`, { reason: '' })).json()).toMatchObject({
      code: 'validation_failed',
      error: expect.stringContaining('Причина блокування'),
    });
    const res = await admin.post(`/api/providers/${id}/block`, { reason: 'Недійсні реєстраційні документи' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_blocked: true, blocked_reason: 'Недійсні реєстраційні документи' });

    expect((await provider.get('/api/tenders')).statusCode).toBe(401);
    const again = await anonymous(app()).post('/api/auth/login', {
      login: 'provider2@demo.ua',
      password: 'Demo-2026!',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toContain('Організацію заблоковано');
    expect(again.json().error).toContain('Недійсні реєстраційні документи');

    const letters = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'organization_blocked'));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.text).toContain('Недійсні реєстраційні документи');
    expect(await eventsOf(app(), 'blocked')).toMatchObject([
      { organizationId: id, reason: 'Недійсні реєстраційні документи' },
    ]);
    expect((await admin.post(`/api/providers/${id}/block`, { reason: 'Ще раз блокуємо' })).statusCode).toBe(409);

    expect((await admin.post(`/api/providers/${id}/unblock`)).json()).toMatchObject({
      is_blocked: false,
      blocked_reason: null,
    });
    expect(await eventsOf(app(), 'unblocked')).toHaveLength(1);
    expect((await loginAs(app(), 'provider2@demo.ua')).cookies.size).toBeGreaterThan(0);
    expect((await admin.post(`/api/providers/${id}/unblock`)).statusCode).toBe(409);
  });
});

describe('user administration', () => {
  it('lists every user with search and filters', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const all = (await admin.get('/api/admin/users?page_size=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.items[0]).toMatchObject({ role: 'bank', organization: null, has_password: true });
    expect(JSON.stringify(all)).not.toContain('argon2');
    const providers = (await admin.get('/api/admin/users?role=provider')).json();
    expect(providers.items.every((u: { organization: unknown }) => u.organization !== null)).toBe(true);
    const auditors = (await admin.get('/api/admin/users?role=auditor')).json();
    expect(auditors.items.map((u: { email: string }) => u.email)).toEqual(['auditor@demo.ua']);
    const orgId = await orgIdOf(app(), 'provider1@demo.ua');
    const ofOrg = (await admin.get(`/api/admin/users?organization_id=${orgId}`)).json();
    expect(ofOrg.items.map((u: { email: string }) => u.email)).toContain('provider1@demo.ua');
    expect((await admin.get('/api/admin/users?q=ткаченко')).json().items[0].email).toBe('provider1@demo.ua');
  });

  it('creates a bank user with an invitation that sets the password through recovery', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const res = await admin.post('/api/admin/users', {
      email: 'New.Analyst@Bank.ua',
      first_name: 'Олена',
      last_name: 'Коваль',
      roles: ['auditor', 'it_manager'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'new.analyst@bank.ua',
      role: 'bank',
      roles: ['it_manager', 'auditor'],
      has_password: false,
    });

    const [letter] = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'invitation'));
    expect(letter!.to).toEqual(['new.analyst@bank.ua']);
    const token = /\/recovery\?token=([\w-]+)&invitation=1/.exec(letter!.text)![1]!;
    expect(
      (await anonymous(app()).post('/api/auth/recovery', { token, password: 'Novyi-parol-2026' })).statusCode,
    ).toBeLessThan(300);
    const login = await anonymous(app()).post('/api/auth/login', {
      login: 'new.analyst@bank.ua',
      password: 'Novyi-parol-2026',
    });
    expect(login.json().roles).toEqual({ it_manager: true, auditor: true });
    expect(await eventsOf(app(), 'user_created')).toMatchObject([{ organizationId: null, userId: res.json().id }]);

    const dup = await admin.post('/api/admin/users', {
      email: 'manager@DEMO.ua',
      first_name: 'А',
      last_name: 'Б',
      roles: ['manager'],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toContain('Електронна пошта');
    const noRoles = await admin.post('/api/admin/users', {
      email: 'z@bank.ua',
      first_name: 'А',
      last_name: 'Б',
      roles: [],
    });
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().error).toContain('Ролі');
  });

  it('resends an invitation only while the user has no password; the old link stops working', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const created = (
      await admin.post('/api/admin/users', {
        email: 'late@bank.ua',
        first_name: 'Іван',
        last_name: 'Пізній',
        roles: ['manager'],
      })
    ).json();
    const again = await admin.post(`/api/admin/users/${created.id}/invitation`);
    expect(again.statusCode).toBe(200);
    const letters = await app().db.select().from(emailOutbox).where(eq(emailOutbox.template, 'invitation'));
    expect(letters).toHaveLength(2);
    const first = /token=([\w-]+)/.exec(letters[0]!.text)![1]!;
    expect(
      (await anonymous(app()).post('/api/auth/recovery', { token: first, password: 'Novyi-parol-2026' })).statusCode,
    ).toBe(400);
    expect(await eventsOf(app(), 'invitation_resent')).toHaveLength(1);
    const manager = await userIdOf(app(), 'manager@demo.ua');
    expect((await admin.post(`/api/admin/users/${manager}/invitation`)).statusCode).toBe(409);
  });

  it('changes roles, and the actions of the login info follow at once', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const auditor = await loginAs(app(), 'auditor@demo.ua');
    const id = await userIdOf(app(), 'auditor@demo.ua');
    expect((await auditor.get('/api/account/info/login')).json().actions['provider.manage']).toBe(false);

    const res = await admin.patch(`/api/admin/users/${id}`, { roles: ['auditor', 'admin'] });
    expect(res.json().roles).toEqual(['admin', 'auditor']);
    const info = (await auditor.get('/api/account/info/login')).json();
    expect(info.roles).toEqual({ admin: true, auditor: true });
    expect(info.actions['provider.manage']).toBe(true);
    expect((await auditor.get('/api/providers?page=1')).statusCode).toBe(200);
    expect(await eventsOf(app(), 'roles_changed')).toMatchObject([
      { organizationId: null, userId: id, details: { from: ['auditor'], to: ['admin', 'auditor'] } },
    ]);

    const provider = await userIdOf(app(), 'provider1@demo.ua');
    expect((await admin.patch(`/api/admin/users/${provider}`, { roles: ['admin'] })).statusCode).toBe(400);
    expect((await admin.patch(`/api/admin/users/${id}`, { roles: [] })).statusCode).toBe(400);
  });

  it('refuses an admin taking away their own admin role or disabling themselves', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const self = await userIdOf(app(), 'admin@demo.ua');
    const demote = await admin.patch(`/api/admin/users/${self}`, { roles: ['auditor'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toContain('власного');
    const disable = await admin.patch(`/api/admin/users/${self}`, { is_active: false });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error).toContain('Не можна вимкнути власний');
    expect((await admin.get('/api/account/info/login')).json().roles).toEqual({ admin: true });
  });

  it('disabling a user ends their sessions at once and records it; enabling lets them in again', async () => {
    const admin = await loginAs(app(), 'admin@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const id = await userIdOf(app(), 'provider1@demo.ua');
    const orgId = await orgIdOf(app(), 'provider1@demo.ua');

    const res = await admin.patch(`/api/admin/users/${id}`, { is_active: false });
    expect(res.json()).toMatchObject({ is_active: false });
    expect((await provider.get('/api/account/info/login')).statusCode).toBe(401);
    const refused = await anonymous(app()).post('/api/auth/login', {
      login: 'provider1@demo.ua',
      password: 'Demo-2026!',
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventsOf(app(), 'user_disabled')).toMatchObject([{ organizationId: orgId, userId: id }]);

    await admin.patch(`/api/admin/users/${id}`, { is_active: true, first_name: 'Сергій', last_name: 'Ткаченко-Новий' });
    expect(await eventsOf(app(), 'user_enabled')).toHaveLength(1);
    expect(await eventsOf(app(), 'user_updated')).toMatchObject([{ details: { last_name: 'Ткаченко-Новий' } }]);
    expect((await loginAs(app(), 'provider1@demo.ua')).cookies.size).toBeGreaterThan(0);

    const card = (await admin.get(`/api/providers/${orgId}`)).json();
    expect(card.events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['user_disabled', 'user_enabled']),
    );
    const untouched = await app()
      .db.select()
      .from(organizationEvents)
      .where(and(eq(organizationEvents.userId, id), isNull(organizationEvents.actorId)));
    expect(untouched).toHaveLength(0);
  });
});

describe('last sign-in', () => {
  // 00:30:13 on 21 November in Kyiv: the day there is not the day in UTC.
  const AT = new Date('2026-11-20T22:30:13.456Z');

  /** Every string in an answer that carries a time of day near AT, in any spelling a client could parse. */
  const timesNearAt = (body: unknown): string[] =>
    JSON.stringify(body)
      .match(/"[^"]*"/g)!
      .map((s) => JSON.parse(s) as string)
      .filter((s) => /\d:\d\d/.test(s) || /^\d{12,}$/.test(s))
      .filter((s) => Math.abs(new Date(/^\d+$/.test(s) ? Number(s) : s).getTime() - AT.getTime()) < 86_400_000);

  it('gives the bank a provider user’s last sign-in only as the Kyiv date, its own staff’s to the moment', async () => {
    await app().db.update(users).set({ lastSignInAt: AT }).where(eq(users.email, 'provider1@demo.ua'));
    const admin = await loginAs(app(), 'admin@demo.ua');
    await app().db.update(users).set({ lastSignInAt: AT }).where(eq(users.email, 'auditor@demo.ua'));
    const orgId = await orgIdOf(app(), 'provider1@demo.ua');

    const list = (await admin.get('/api/admin/users?page_size=100')).json();
    const card = (await admin.get(`/api/providers/${orgId}`)).json();
    const id = await userIdOf(app(), 'provider1@demo.ua');
    const patched = (await admin.patch(`/api/admin/users/${id}`, { is_active: true })).json();
    for (const answer of [list.items, card.users, [patched]]) {
      const provider = answer.find((u: { email: string }) => u.email === 'provider1@demo.ua');
      expect(provider).toMatchObject({ last_sign_in_at: null, last_sign_in_on: '2026-11-21' });
    }
    expect(timesNearAt(card)).toEqual([]);
    expect(timesNearAt(patched)).toEqual([]);
    expect(timesNearAt(list.items.filter((u: { role: string }) => u.role === 'provider'))).toEqual([]);

    const auditor = list.items.find((u: { email: string }) => u.email === 'auditor@demo.ua');
    expect(auditor).toMatchObject({ last_sign_in_at: AT.toISOString(), last_sign_in_on: '2026-11-21' });
  });
});
