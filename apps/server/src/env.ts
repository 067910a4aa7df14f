import path from 'node:path';
import { z } from 'zod';
import { RefusedToStart } from './lib/refused-to-start.ts';
import type { S3Settings } from './lib/s3-storage.ts';

/** The only reader of process.env: configuration is validated once, here. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded database (./data/db) and stored files (./data/files). */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… selects a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().optional(),
  APP_NAME: z.string().default('Телеком Тендер'),
  /** Public address used in e-mail links. */
  PUBLIC_URL: z.string().optional(),
  /** Demo data on an empty database: default on for the embedded one, off on PostgreSQL; never in production. */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /**
   * Signing key for XSRF tokens (when unset one is generated and kept in the database), and the
   * key the mail account's password is encrypted under (when unset: a key file in DATA_DIR).
   */
  SECRET_KEY: z.string().min(32).optional(),
  /**
   * The outgoing mail account when none is saved on the settings screen:
   * smtp://user:password@host:587 (STARTTLS), smtps://user:password@host:465 (TLS);
   * `?security=none` for a relay without encryption, `?from=address` for the sender's address.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = parseSmtpUrl(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** How far ahead the offers deadline must be when a tender is published (minutes). */
  PUBLISH_MIN_LEAD_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
  /** Seconds between scheduler passes (deadlines, letters from history, reminders); 0 turns it off. Off in tests unless set. */
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Password for `npm run user:create` without a prompt. */
  TT_PASSWORD: z.string().optional(),
  /**
   * Which proxies may say who the client is (X-Forwarded-For/-Proto): addresses, ranges or
   * `loopback`/`linklocal`/`uniquelocal`, separated by commas; `false` for none. Default: a proxy
   * on this machine in production, none otherwise — trusting every sender would let anyone pick
   * their own address and walk past the rate limits. So `true` (every sender) and a number of
   * hops (whoever stands that far away) are refused with a sentence that says what to write.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => !(value ?? '').split(',').some((part) => /^(true|\d+)$/i.test(part.trim())), {
      message:
        '«true» або число проміжних вузлів не підходять: так повірили б будь-кому, хто надішле ' +
        'X-Forwarded-For, і кожен міг би назватися будь-якою адресою й обійти обмеження частоти. ' +
        'Перелічіть через кому адреси чи мережі ваших проксі (наприклад, 10.0.0.5,10.0.1.0/24) або ' +
        '`loopback`/`linklocal`/`uniquelocal`; `false` — не довіряти нікому.',
    }),
  /** Built web app served by the server; empty when only the API runs (development with Vite). */
  WEB_DIST: z.string().optional(),
  /** Where uploaded files live: `local` — DATA_DIR/files; `s3` — a bucket of an S3-compatible service. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The S3 service's address (MinIO, Ceph RGW…); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ message: 'вкажіть адресу виду https://s3.example.ua' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true`: https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO, Ceph). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Bearer token that opens /metrics on the main port; unset — /metrics answers 404 there. */
  METRICS_TOKEN: z.string().min(32, { message: 'щонайменше 32 символи' }).optional(),
  /** A separate port for /metrics without a token (reach it only from the internal network); unset — none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the metrics port listens on. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Env = Omit<
  z.infer<typeof ZEnv>,
  | 'DEMO_DATA'
  | 'SCHEDULER_INTERVAL_SECONDS'
  | 'TRUST_PROXY'
  | 'SMTP_URL'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
> & {
  DEMO_DATA: 'on' | 'off';
  PUBLIC_URL: string;
  SCHEDULER_INTERVAL_SECONDS: number;
  TRUST_PROXY: false | string[];
  /** PUBLIC_URL is https: cookies are Secure and the session cookie takes the __Host- prefix. */
  SECURE_COOKIES: boolean;
  /** SMTP_URL taken apart; null when unset. The raw URL (with its password) is not kept. */
  SMTP: SmtpUrlAccount | null;
  /** The bucket's settings when STORAGE_DRIVER is `s3`; null for the local directory. */
  S3: S3Settings | null;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new RefusedToStart(`Некоректна конфігурація середовища:\n${lines}`);
  }
  const {
    SMTP_URL,
    STORAGE_DRIVER,
    S3_ENDPOINT,
    S3_REGION,
    S3_BUCKET,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    ...env
  } = parsed.data;
  // Several instances share one PostgreSQL; a key file of its own on each would leave every
  // instance but one unable to read the mail account's password.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SECRET_KEY) {
    throw new RefusedToStart(
      'Некоректна конфігурація середовища:\n  SECRET_KEY: обов’язкова в production з DATABASE_URL — задайте ' +
        'однаковий ключ (щонайменше 32 символи) на кожному екземплярі, інакше пароль поштової скриньки, ' +
        'збережений одним, не розшифрує інший',
    );
  }
  let S3: S3Settings | null = null;
  if (STORAGE_DRIVER === 's3') {
    const missing = Object.entries({ S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY })
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: обов’язкова, коли STORAGE_DRIVER=s3`);
    if (missing.length) throw new RefusedToStart(`Некоректна конфігурація середовища:\n${missing.join('\n')}`);
    S3 = {
      endpoint: S3_ENDPOINT,
      region: S3_REGION,
      bucket: S3_BUCKET!,
      accessKeyId: S3_ACCESS_KEY_ID!,
      secretAccessKey: S3_SECRET_ACCESS_KEY!,
      forcePathStyle: S3_FORCE_PATH_STYLE === 'true',
    };
  }
  return {
    ...env,
    SMTP: SMTP_URL,
    S3,
    DATA_DIR: path.resolve(env.DATA_DIR),
    DEMO_DATA: env.NODE_ENV === 'production' ? 'off' : (env.DEMO_DATA ?? (env.DATABASE_URL ? 'off' : 'on')),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
    SCHEDULER_INTERVAL_SECONDS: env.SCHEDULER_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5),
    TRUST_PROXY: trustProxy(env.TRUST_PROXY, env.NODE_ENV),
    SECURE_COOKIES: (env.PUBLIC_URL ?? '').startsWith('https://'),
  };
}

function trustProxy(value: string | undefined, nodeEnv: string): false | string[] {
  if (value === undefined || value === '') return nodeEnv === 'production' ? ['loopback'] : false;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

/** The mail account SMTP_URL describes; the sender's name is APP_NAME. */
export interface SmtpUrlAccount {
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  username: string;
  password: string;
  /** `?from=`, else the user name when it is an address; empty when neither (PUBLIC_URL's host is used then). */
  fromAddress: string;
}

const SMTP_URL_FORMAT =
  'вкажіть адресу виду smtp://користувач:пароль@сервер:587 або smtps://користувач:пароль@сервер:465';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SMTP_URL taken apart, or a Ukrainian sentence saying what is wrong with it (never repeating the URL). */
function parseSmtpUrl(value: string): SmtpUrlAccount | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `некоректна адреса: ${SMTP_URL_FORMAT}`;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `невідома схема «${url.protocol}»: ${SMTP_URL_FORMAT}`;
  if (!url.hostname) return `не вказано сервер: ${SMTP_URL_FORMAT}`;
  const tls = url.protocol === 'smtps:';
  const params = url.searchParams;
  const unknown = [...params.keys()].filter((key) => key !== 'security' && key !== 'from');
  if (unknown.length) return `невідомий параметр «${unknown[0]}»: підтримуються лише security і from`;
  const security = params.get('security') ?? (tls ? 'tls' : 'starttls');
  if (tls ? security !== 'tls' : security !== 'none' && security !== 'starttls') {
    return tls
      ? 'smtps:// завжди шифрує з’єднання (TLS): параметр security тут не потрібен'
      : 'параметр security для smtp:// може бути none (без шифрування) або starttls';
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return null;
    }
  };
  const username = decode(url.username);
  const password = decode(url.password);
  if (username === null || password === null) return 'користувач або пароль містять некоректне %-кодування';
  const from = params.get('from') ?? (EMAIL.test(username) ? username : '');
  if (from && !EMAIL.test(from)) return 'параметр from має бути адресою електронної пошти';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    security: security as SmtpUrlAccount['security'],
    username,
    password,
    fromAddress: from,
  };
}
