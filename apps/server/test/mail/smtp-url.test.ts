import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { describeSendFailure } from '../../src/domain/mail/sending/smtp-errors.ts';

describe('SMTP_URL', () => {
  it('is taken apart: STARTTLS on smtp://, TLS on smtps://, the user and password decoded, the sender from ?from= or the user', () => {
    expect(loadEnv({}).SMTP).toBeNull();
    expect(loadEnv({ SMTP_URL: 'smtp://mailer%40bank.ua:p%40ss%2Fw@smtp.bank.ua:2525' }).SMTP).toEqual({
      host: 'smtp.bank.ua',
      port: 2525,
      security: 'starttls',
      username: 'mailer@bank.ua',
      password: 'p@ss/w',
      fromAddress: 'mailer@bank.ua',
    });
    expect(loadEnv({ SMTP_URL: 'smtps://user:pw@smtp.bank.ua' }).SMTP).toMatchObject({
      port: 465,
      security: 'tls',
      fromAddress: '',
    });
    expect(loadEnv({ SMTP_URL: 'smtp://relay.bank.ua?security=none&from=tender%40bank.ua' }).SMTP).toEqual({
      host: 'relay.bank.ua',
      port: 587,
      security: 'none',
      username: '',
      password: '',
      fromAddress: 'tender@bank.ua',
    });
  });

  it('keeps no copy of the raw URL, which holds the password', () => {
    const env = loadEnv({ SMTP_URL: 'smtp://u:very-secret@h' });
    expect(JSON.stringify(env)).not.toContain('smtp://');
    expect(Object.keys(env)).not.toContain('SMTP_URL');
  });

  it.each([
    ['http://h', /SMTP_URL: невідома схема «http:»: вкажіть адресу виду smtp:\/\/користувач:пароль@сервер:587/],
    ['not a url', /SMTP_URL: некоректна адреса/],
    [
      'smtp://h?security=tls',
      /SMTP_URL: параметр security для smtp:\/\/ може бути none \(без шифрування\) або starttls/,
    ],
    ['smtps://h?security=none', /SMTP_URL: smtps:\/\/ завжди шифрує з’єднання/],
    ['smtp://h?pool=true', /SMTP_URL: невідомий параметр «pool»/],
    ['smtp://h?from=nobody', /SMTP_URL: параметр from має бути адресою електронної пошти/],
    ['smtp://u:%E0secret@h', /SMTP_URL: користувач або пароль містять некоректне %-кодування/],
  ])('refuses %j with a Ukrainian sentence that does not repeat it', (value, message) => {
    expect(() => loadEnv({ SMTP_URL: value })).toThrow(message);
    try {
      loadEnv({ SMTP_URL: value });
    } catch (err) {
      expect((err as Error).message).not.toContain('secret');
    }
  });
});

describe('what a failed attempt is called', () => {
  const server = { host: 'smtp.bank.ua', port: 587 };
  it.each([
    [
      { code: 'EDNS', originalCode: 'ENOTFOUND' },
      'temporary',
      'Сервер «smtp.bank.ua» не знайдено: перевірте адресу сервера',
    ],
    [
      { code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT' },
      'temporary',
      'Не вдалося з’єднатися з smtp.bank.ua:587: час очікування минув',
    ],
    [{ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT' }, 'temporary', 'Сервер smtp.bank.ua:587 не відповів вчасно'],
    [
      { code: 'ESOCKET', originalCode: 'CERT_HAS_EXPIRED', message: 'certificate has expired' },
      'temporary',
      'Сертифікат сервера smtp.bank.ua не пройшов перевірку: certificate has expired',
    ],
    [
      { code: 'EENVELOPE', responseCode: 530, permanent: true, response: '530 5.7.0 Authentication required' },
      'temporary',
      'Сервер вимагає входу: вкажіть користувача й пароль застосунку (530 5.7.0 Authentication required)',
    ],
    [
      { code: 'EENVELOPE', responseCode: 550, permanent: true, response: '550 5.1.1 User unknown' },
      'permanent',
      'Сервер відхилив лист: 550 5.1.1 User unknown',
    ],
    [
      { code: 'EENVELOPE', responseCode: 503, permanent: false, response: '503 5.5.1 Bad sequence' },
      'temporary',
      'Сервер тимчасово не прийняв лист: 503 5.5.1 Bad sequence',
    ],
  ] as [Record<string, unknown>, string, string][])('%j is %s: %s', (error, kind, message) => {
    expect(describeSendFailure(Object.assign(new Error(String(error.message ?? 'x')), error), server)).toMatchObject({
      kind,
      message,
    });
  });
});
