import { describe, expect, it } from 'vitest';
import { anonymous, loginAs, useTestApp } from '../helpers.ts';
import { COMMON_PASSWORDS, PASSPHRASE } from '../password-fixtures.ts';

const app = useTestApp();

describe('GET /api/account/info/login', () => {
  it('answers a provider with roles null, its organisation and provider actions', async () => {
    const res = await (await loginAs(app(), 'provider1@demo.ua')).get('/api/account/info/login');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'provider',
      roles: null,
      org_name: 'ТОВ «Укрмережа Телеком»',
      full_name: 'Сергій Ткаченко',
    });
    expect(body.actions['offer.create']).toBe(true);
    expect(body.actions['tender.create']).toBe(false);
  });

  it('gives an admin the administration actions', async () => {
    const body = (await (await loginAs(app(), 'admin@demo.ua')).get('/api/account/info/login')).json();
    expect(body.roles).toEqual({ admin: true });
    expect(body.actions['provider.manage']).toBe(true);
    expect(body.actions['tender.publish']).toBe(false);
  });
});

describe('POST /api/account/password', () => {
  it('refuses common passwords and the user’s own name or e-mail with 400, naming the field', async () => {
    const me = await loginAs(app(), 'manager@demo.ua');
    for (const password of [...COMMON_PASSWORDS, 'Мельник-Андрій-2026', 'manager-demo-violin']) {
      const res = await me.post('/api/account/password', { current_password: 'Demo-2026!', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.fields.password).toMatch(/^«Новий пароль» занадто простий: /);
    }
    // The old password still signs in: nothing was changed.
    expect(
      (await anonymous(app()).post('/api/auth/login', { login: 'manager@demo.ua', password: 'Demo-2026!' })).statusCode,
    ).toBe(200);
  });

  it('accepts a passphrase of 12 characters or more without digits or symbols', async () => {
    const me = await loginAs(app(), 'manager@demo.ua');
    const res = await me.post('/api/account/password', { current_password: 'Demo-2026!', password: PASSPHRASE });
    expect(res.statusCode).toBe(200);
    expect(
      (await anonymous(app()).post('/api/auth/login', { login: 'manager@demo.ua', password: PASSPHRASE })).statusCode,
    ).toBe(200);
  });

  it('refuses fewer than 12 characters, however varied', async () => {
    const me = await loginAs(app(), 'manager@demo.ua');
    const res = await me.post('/api/account/password', { current_password: 'Demo-2026!', password: 'Xq7#vL2!pR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.password).toBe('Поле «Новий пароль» має містити щонайменше 12 символів');
  });
});

describe('GET /api/account/info/organization', () => {
  it('answers a provider with comma-separated contact strings', async () => {
    const res = await (await loginAs(app(), 'provider1@demo.ua')).get('/api/account/info/organization');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      edr: '32855961',
      is_verify: true,
      technical_emails: 'noc@ukrnet-telecom.example.ua, support@ukrnet-telecom.example.ua',
    });
  });

  it('is not for bank users', async () => {
    expect((await (await loginAs(app(), 'manager@demo.ua')).get('/api/account/info/organization')).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/account/info/users', () => {
  it('lists a provider its colleagues only, without password hashes', async () => {
    const res = await (await loginAs(app(), 'provider2@demo.ua')).get('/api/account/info/users');
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['provider2@demo.ua']);
    expect(res.body).not.toContain('argon2');
  });

  it('lists bank staff the bank users', async () => {
    const res = await (await loginAs(app(), 'auditor@demo.ua')).get('/api/account/info/users');
    expect(res.json()).toHaveLength(4);
    expect(res.json().every((u: { role: string }) => u.role === 'bank')).toBe(true);
  });
});

describe('dictionaries', () => {
  it('lists the 27 regions', async () => {
    const res = await (await loginAs(app(), 'provider1@demo.ua')).get('/api/account/info/regions');
    expect(res.json()).toHaveLength(27);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'м. Київ' });
  });

  it('lists the channel dictionaries as id and name', async () => {
    const client = await loginAs(app(), 'provider1@demo.ua');
    for (const kind of ['physics', 'interface', 'protocol']) {
      const res = await client.get(`/api/channels/${kind}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(3);
      expect(Object.keys(res.json()[0])).toEqual(['id', 'name']);
    }
    expect((await client.get('/api/channels/colour')).statusCode).toBe(400);
  });
});

describe('GET /api/providers', () => {
  it('lists providers to bank staff', async () => {
    const res = await (await loginAs(app(), 'manager@demo.ua')).get('/api/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(4);
    expect(res.json()[0]).toHaveProperty('is_verify');
  });
});

describe('service', () => {
  it('answers health and readiness without a session', async () => {
    expect((await anonymous(app()).get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await anonymous(app()).get('/api/ready')).json()).toMatchObject({ status: 'ready' });
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await (await loginAs(app(), 'manager@demo.ua')).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', error: 'Адресу не знайдено' });
  });

  it('answers bad JSON with a 400, not a 500', async () => {
    const client = anonymous(app());
    await client.get('/api/health');
    const res = await client.request('POST', '/api/auth/login', '{bad', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Тіло запиту не є коректним JSON');
  });

  it('serves the OpenAPI document', async () => {
    const res = await anonymous(app()).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/login');
  });
});
