import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, passwordTokens, sessions, users } from '../src/db/schema/index.ts';
import { randomToken, sha256 } from '../src/lib/tokens.ts';
import { Client, loginAs, type TestApp } from './helpers.ts';
import { useAppWithLog } from './log-capture.ts';

const appWithLog = useAppWithLog();

async function userId(a: TestApp, email: string): Promise<number> {
  const [row] = await a.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function orgIdOf(a: TestApp, email: string): Promise<number> {
  const [row] = await a.db.select({ id: users.organizationId }).from(users).where(eq(users.email, email));
  return row!.id!;
}

const NEW_PASSWORD = 'синій кіт читає вірші';
const IP = '127.0.0.1';

describe('security events in the log', () => {
  it('records sign-in failure and success with the account, the address and the outcome, never the password', async () => {
    const { app, log } = await appWithLog();
    const id = await userId(app, 'manager@demo.ua');
    const client = new Client(app);

    await client.post('/api/auth/login', { login: 'manager@demo.ua', password: 'Невгадане-слово-77' });
    await client.post('/api/auth/login', { login: 'nobody@demo.ua', password: 'Невгадане-слово-78' });
    await client.login('manager@demo.ua');

    expect(log.securityEvents('sign_in')).toEqual([
      expect.objectContaining({ outcome: 'failure', user_id: id, ip: IP, code: 'invalid_credentials' }),
      expect.objectContaining({ outcome: 'failure', user_id: null, ip: IP, code: 'invalid_credentials' }),
      expect.objectContaining({ outcome: 'success', user_id: id, ip: IP }),
    ]);
    const text = log.lines.join('\n');
    expect(text).not.toContain('Невгадане-слово');
    expect(text).not.toContain('Demo-2026!');
    // The login typed in for an unknown account is not kept either (people type passwords there).
    expect(text).not.toContain('nobody@demo.ua');
  });

  it('records a lockout when the sign-in rate limit is hit', async () => {
    const { app, log } = await appWithLog();
    const client = new Client(app);
    for (let i = 0; i < 11; i++) {
      await client.post('/api/auth/login', { login: 'it@demo.ua', password: `wrong-${i}-password` });
    }
    expect(log.securityEvents('lockout')).toEqual([
      expect.objectContaining({ outcome: 'denied', ip: IP, route: '/api/auth/login', user_id: null }),
    ]);
    expect(log.lines.join('\n')).not.toContain('it@demo.ua');
  });

  it('records an XSRF rejection and a 403 with the caller', async () => {
    const { app, log } = await appWithLog();
    const provider = await loginAs(app, 'provider1@demo.ua');
    const id = await userId(app, 'provider1@demo.ua');

    const xsrf = await provider.request('POST', '/api/auth/logout', {}, { 'x-xsrf-token': 'forged.token' });
    expect(xsrf.statusCode).toBe(403);
    expect((await provider.get('/api/admin/users')).statusCode).toBe(403);

    expect(log.securityEvents('xsrf_rejected')).toEqual([
      expect.objectContaining({ outcome: 'denied', user_id: id, ip: IP, reason: 'header_mismatch' }),
    ]);
    expect(log.securityEvents('access_denied')).toEqual([
      expect.objectContaining({ outcome: 'denied', user_id: id, ip: IP, code: 'forbidden' }),
    ]);
  });

  it('records password change and reset, and the session ends of sign-out and idle expiry', async () => {
    const { app, log } = await appWithLog();
    const id = await userId(app, 'auditor@demo.ua');
    const me = await loginAs(app, 'auditor@demo.ua');
    await me.post('/api/account/password', { current_password: 'not-my-password', password: NEW_PASSWORD });
    await me.post('/api/account/password', { current_password: 'Demo-2026!', password: NEW_PASSWORD });
    await me.post('/api/auth/logout');

    const token = randomToken();
    await app.db.insert(passwordTokens).values({
      tokenHash: sha256(token),
      userId: id,
      purpose: 'recovery',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const visitor = new Client(app);
    await visitor.post('/api/auth/reset', { email: 'auditor@demo.ua' });
    await visitor.post('/api/auth/recovery', { token: randomToken(), password: NEW_PASSWORD });
    expect((await visitor.post('/api/auth/recovery', { token, password: `${NEW_PASSWORD} знову` })).statusCode).toBe(
      200,
    );

    const idle = await loginAs(app, 'it@demo.ua');
    await app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) });
    expect((await idle.get('/api/account/info/login')).statusCode).toBe(401);

    expect(log.securityEvents('password_change')).toEqual([
      expect.objectContaining({ outcome: 'failure', user_id: id, ip: IP, reason: 'wrong_current_password' }),
      expect.objectContaining({ outcome: 'success', user_id: id, ip: IP }),
    ]);
    expect(log.securityEvents('password_reset_request')).toEqual([
      expect.objectContaining({ outcome: 'success', ip: IP }),
    ]);
    expect(log.securityEvents('password_reset')).toEqual([
      expect.objectContaining({ outcome: 'failure', user_id: null, ip: IP, code: 'invalid_token' }),
      expect.objectContaining({ outcome: 'success', user_id: id, ip: IP }),
    ]);
    expect(log.securityEvents('session_end')).toEqual([
      expect.objectContaining({ user_id: id, ip: IP, reason: 'sign_out' }),
      expect.objectContaining({ user_id: await userId(app, 'it@demo.ua'), ip: IP, reason: 'idle_timeout' }),
    ]);
    const text = log.lines.join('\n');
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain(token);
  });

  it('records role change, disabling with its forced session end, verification and block', async () => {
    const { app, log } = await appWithLog();
    const admin = await loginAs(app, 'admin@demo.ua');
    const adminId = await userId(app, 'admin@demo.ua');
    const itId = await userId(app, 'it@demo.ua');
    await loginAs(app, 'it@demo.ua');
    await loginAs(app, 'provider2@demo.ua');

    expect((await admin.patch(`/api/admin/users/${itId}`, { roles: ['it_manager', 'auditor'] })).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/users/${adminId}`, { roles: ['manager'] })).statusCode).toBe(409);
    expect((await admin.patch(`/api/admin/users/${itId}`, { is_active: false })).statusCode).toBe(200);
    const unverified = await orgIdOf(app, 'provider3@demo.ua');
    expect((await admin.post(`/api/providers/${unverified}/verify`)).statusCode).toBe(200);
    const blocked = await orgIdOf(app, 'provider2@demo.ua');
    expect((await admin.post(`/api/providers/${blocked}/block`, { reason: 'Перевірка' })).statusCode).toBe(200);
    expect((await admin.post(`/api/providers/${blocked}/unblock`)).statusCode).toBe(200);

    const by = { user_id: adminId, ip: IP };
    expect(log.securityEvents('role_change')).toEqual([
      expect.objectContaining({
        ...by,
        outcome: 'success',
        target_user_id: itId,
        roles_from: ['it_manager'],
        roles_to: ['it_manager', 'auditor'],
      }),
      expect.objectContaining({ ...by, outcome: 'failure', target_user_id: adminId, code: 'conflict' }),
    ]);
    expect(log.securityEvents('user_status_change')).toEqual([
      expect.objectContaining({ ...by, outcome: 'success', target_user_id: itId, active: false }),
    ]);
    expect(log.securityEvents('provider_verification')).toEqual([
      expect.objectContaining({ ...by, outcome: 'success', organization_id: unverified }),
    ]);
    expect(log.securityEvents('provider_block')).toEqual([
      expect.objectContaining({ ...by, outcome: 'success', organization_id: blocked, blocked: true }),
      expect.objectContaining({ ...by, outcome: 'success', organization_id: blocked, blocked: false }),
    ]);
    expect(log.securityEvents('session_end')).toEqual([
      expect.objectContaining({ ...by, reason: 'user_disabled', target_user_id: itId, sessions: 1 }),
      expect.objectContaining({ ...by, reason: 'organization_blocked', organization_id: blocked, sessions: 1 }),
    ]);
  });

  it('records the end of a session the loader refuses because the organisation was blocked meanwhile', async () => {
    const { app, log } = await appWithLog();
    const provider = await loginAs(app, 'provider1@demo.ua');
    const orgId = await orgIdOf(app, 'provider1@demo.ua');
    await app.db.update(organizations).set({ isBlocked: true }).where(eq(organizations.id, orgId));
    expect((await provider.get('/api/account/info/login')).statusCode).toBe(401);
    expect(log.securityEvents('session_end')).toEqual([
      expect.objectContaining({
        user_id: await userId(app, 'provider1@demo.ua'),
        ip: IP,
        outcome: 'success',
        reason: 'organization_blocked',
      }),
    ]);
  });
});
