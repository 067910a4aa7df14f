import type { NodemailerError } from 'nodemailer';

/** How a failed attempt counts for the letter, and what to tell a person about it. */
export interface SendFailure {
  /** `permanent`: the server refused this letter for good (5xx), so retrying cannot help. */
  kind: 'temporary' | 'permanent';
  /** In Ukrainian, keeping the server's own words (e.g. «Сервер відхилив лист: 550 5.1.1 …»). */
  message: string;
  /** The short code for the log: the SMTP reply code or nodemailer's error code; never the server's words. */
  code: string;
}

/** Reply codes that refuse the login, not the letter: a wrong password must not fail the queue at once. */
const AUTH_REPLIES = new Set([530, 534, 535, 538]);

/**
 * Sorts a nodemailer error into what the letter and the settings screen need. Only a refusal
 * of the letter itself (MAIL FROM, RCPT TO or DATA answered 5xx) is permanent; everything about
 * the account or the connection — login, TLS, an unknown host, a refused or cut connection, a
 * timeout — is temporary for the letter, which waits for the next attempt while the account is
 * put right.
 */
export function describeSendFailure(error: unknown, server: { host: string; port: number }): SendFailure {
  const err = (error ?? {}) as NodemailerError;
  const reply = err.responseCode;
  const words = (err.response ?? '').trim();
  const temporary = (message: string, code = err.code ?? 'error') => ({ kind: 'temporary' as const, message, code });
  const address = `${server.host}:${server.port}`;

  if (err.code === 'EAUTH' || err.code === 'ENOAUTH' || (reply !== undefined && AUTH_REPLIES.has(reply))) {
    if (err.code === 'ENOAUTH' || reply === 530)
      return temporary(`Сервер вимагає входу: вкажіть користувача й пароль застосунку${words ? ` (${words})` : ''}`);
    return temporary(`Сервер не прийняв ім’я користувача або пароль${words ? `: ${words}` : ''}`);
  }
  if (err.code === 'ETLS') {
    return temporary(
      err.command === 'STARTTLS' && words
        ? `Сервер не підтримує STARTTLS (${words}): оберіть інший захист з’єднання`
        : `Не вдалося встановити захищене з’єднання STARTTLS: ${err.message}`,
    );
  }
  const cause = err.originalCode ?? '';
  if (err.code === 'ESOCKET' && /^ERR_SSL_/.test(cause)) {
    return temporary(
      `Не вдалося встановити TLS-з’єднання з ${address}: сервер на цьому порту, схоже, не використовує TLS — оберіть STARTTLS або інший порт`,
    );
  }
  if (err.code === 'ESOCKET' && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(cause)) {
    return temporary(`Сертифікат сервера ${server.host} не пройшов перевірку: ${err.message}`);
  }
  if (cause === 'ECONNREFUSED') return temporary(`Сервер ${address} відмовив у з’єднанні: перевірте адресу й порт`);
  if (err.code === 'EDNS') return temporary(`Сервер «${server.host}» не знайдено: перевірте адресу сервера`);
  if (err.code === 'ETIMEDOUT') {
    if (err.timeoutType === 'GREETING_TIMEOUT')
      return temporary(
        `Сервер ${address} не надіслав привітання: можливо, цей порт очікує TLS — перевірте захист з’єднання`,
      );
    if (err.timeoutType === 'CONNECT_TIMEOUT')
      return temporary(`Не вдалося з’єднатися з ${address}: час очікування минув`);
    return temporary(`Сервер ${address} не відповів вчасно`);
  }
  if (err.code === 'ECONNECTION' || err.code === 'ESOCKET') {
    return temporary(`З’єднання з сервером ${address} обірвалося до відповіді${cause ? ` (${cause})` : ''}`);
  }
  if (reply !== undefined && reply >= 400) {
    const code = String(reply);
    return err.permanent
      ? { kind: 'permanent', message: `Сервер відхилив лист: ${words || err.message}`, code }
      : temporary(`Сервер тимчасово не прийняв лист: ${words || err.message}`, code);
  }
  return temporary(`Не вдалося надіслати лист: ${err.message ?? String(error)}`);
}
