import { eq, sql } from 'drizzle-orm';
import type { TMailAccount, TMailSecurity } from '@tt/contracts/settings';
import { MAIL_SECURITY_LABELS } from '@tt/contracts/settings';
import type { Db } from '../../db/client.ts';
import { mailAccount, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { SecretUnreadable, type SecretBox } from '../../lib/secret-box.ts';
import { recordSettingsChange } from '../settings/record-change.ts';

/**
 * The outgoing mail account: the one saved on the settings screen (`mail_account`, its password
 * sealed in the secret box), else SMTP_URL, else none — and then letters wait in the outbox.
 */

/** What the sender and the settings routes need besides the database. */
export interface MailDeps {
  env: Pick<Env, 'SMTP' | 'APP_NAME' | 'PUBLIC_URL'>;
  box: SecretBox;
}

/** An account letters can be sent through. */
export interface SmtpAccount {
  source: 'settings' | 'env';
  host: string;
  port: number;
  security: TMailSecurity;
  username: string;
  /** null: log in without a password (a relay that needs none). */
  password: string | null;
  fromName: string;
  fromAddress: string;
}

export type AccountState =
  | { kind: 'ready'; account: SmtpAccount }
  | { kind: 'none' }
  /** A password is stored but cannot be decrypted: SECRET_KEY or the key file changed. */
  | { kind: 'unreadable'; source: 'settings' };

/** The secret box's purpose for the app password: a ciphertext sealed for anything else does not open as one. */
const PASSWORD_PURPOSE = 'mail_account.password';

export const UNREADABLE_PASSWORD_MESSAGE =
  'Збережений пароль застосунку не вдається розшифрувати: ключ шифрування змінився (SECRET_KEY або файл ключа ' +
  'в каталозі даних). Листи не надсилаються, доки ви не введете пароль ще раз.';
export const NO_ACCOUNT_MESSAGE =
  'Обліковий запис пошти не налаштовано: збережіть його на цьому екрані або задайте SMTP_URL на сервері.';

async function storedAccount(db: Db) {
  const [row] = await db
    .select({
      account: mailAccount,
      updatedByName: users.firstName,
      updatedByLast: users.lastName,
      updatedByEmail: users.email,
    })
    .from(mailAccount)
    .leftJoin(users, eq(users.id, mailAccount.updatedBy))
    .where(eq(mailAccount.id, 1));
  return row;
}

/** The stored password in clear: null when none is set, `unreadable` when the key no longer opens it. */
function openPassword(cipher: string | null, box: SecretBox): string | null | 'unreadable' {
  if (cipher === null) return null;
  try {
    return box.open(cipher, PASSWORD_PURPOSE);
  } catch (err) {
    if (err instanceof SecretUnreadable) return 'unreadable';
    throw err;
  }
}

/** The account to send through now. */
export async function loadSmtpAccount(db: Db, deps: MailDeps): Promise<AccountState> {
  const row = await storedAccount(db);
  if (row) {
    const stored = row.account;
    const password = openPassword(stored.passwordCipher, deps.box);
    if (password === 'unreadable') return { kind: 'unreadable', source: 'settings' };
    return {
      kind: 'ready',
      account: {
        source: 'settings',
        host: stored.host,
        port: stored.port,
        security: stored.security,
        username: stored.username,
        password,
        fromName: stored.fromName,
        fromAddress: stored.fromAddress,
      },
    };
  }
  const account = envAccount(deps);
  return account ? { kind: 'ready', account } : { kind: 'none' };
}

/** SMTP_URL's account; the sender's name is APP_NAME, the address no-reply@ PUBLIC_URL's host unless given. */
function envAccount({ env }: MailDeps): SmtpAccount | null {
  const smtp = env.SMTP;
  if (!smtp) return null;
  return {
    source: 'env',
    host: smtp.host,
    port: smtp.port,
    security: smtp.security,
    username: smtp.username,
    password: smtp.password || null,
    fromName: env.APP_NAME,
    fromAddress: smtp.fromAddress || `no-reply@${new URL(env.PUBLIC_URL).hostname}`,
  };
}

/** The account as the settings screen shows it: never the password, only whether one is set. */
export async function mailAccountView(db: Db, deps: MailDeps): Promise<TMailAccount> {
  const row = await storedAccount(db);
  if (row) {
    const stored = row.account;
    const unreadable = openPassword(stored.passwordCipher, deps.box) === 'unreadable';
    const name = `${row.updatedByName ?? ''} ${row.updatedByLast ?? ''}`.trim() || row.updatedByEmail || null;
    return {
      source: 'settings',
      host: stored.host,
      port: stored.port,
      security: stored.security,
      username: stored.username,
      from_name: stored.fromName,
      from_address: stored.fromAddress,
      password_set: stored.passwordCipher !== null,
      updated_at: stored.updatedAt.toISOString(),
      updated_by_name: name,
      warning: unreadable ? UNREADABLE_PASSWORD_MESSAGE : null,
    };
  }
  const a = envAccount(deps);
  if (a) {
    return {
      source: 'env',
      host: a.host,
      port: a.port,
      security: a.security,
      username: a.username,
      from_name: a.fromName,
      from_address: a.fromAddress,
      password_set: a.password !== null,
      updated_at: null,
      updated_by_name: null,
      warning: null,
    };
  }
  return {
    source: 'none',
    host: '',
    port: 587,
    security: 'starttls',
    username: '',
    from_name: deps.env.APP_NAME,
    from_address: '',
    password_set: false,
    updated_at: null,
    updated_by_name: null,
    warning: NO_ACCOUNT_MESSAGE,
  };
}

/** What PUT /api/admin/settings/mail brings, validated (ZMailAccountWrite's output). */
export interface MailAccountInput {
  host: string;
  port: number;
  security: TMailSecurity;
  username: string;
  from_name: string;
  from_address: string;
  /** Absent or null: keep; '': remove; text: replace. */
  password?: string | null;
}

const FIELD_LABELS = {
  host: 'сервер',
  port: 'порт',
  security: 'захист з’єднання',
  username: 'користувач',
  fromName: 'ім’я відправника',
  fromAddress: 'адреса відправника',
} as const;

/**
 * Saves the account and records the change (fields with their old and new values; of the
 * password only that it was changed or removed), in one transaction.
 */
export async function saveMailAccount(db: Db, deps: MailDeps, input: MailAccountInput, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mailAccount).where(eq(mailAccount.id, 1)).for('update');
    const next = {
      host: input.host,
      port: input.port,
      security: input.security,
      username: input.username,
      fromName: input.from_name,
      fromAddress: input.from_address,
    };
    const passwordChange =
      input.password === undefined || input.password === null
        ? null
        : input.password === ''
          ? before?.passwordCipher
            ? 'removed'
            : null
          : 'changed';
    const passwordCipher =
      passwordChange === 'changed'
        ? deps.box.seal(input.password!, PASSWORD_PURPOSE)
        : passwordChange === 'removed'
          ? null
          : (before?.passwordCipher ?? null);

    const shown = (key: keyof typeof next, value: string | number | undefined) =>
      key === 'security' && value !== undefined ? MAIL_SECURITY_LABELS[value as TMailSecurity] : String(value ?? '');
    const changes: Record<string, { from: string | number | null; to: string | number }> = {};
    const phrases: string[] = [];
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      const old = before?.[key];
      if (old === next[key]) continue;
      changes[key] = { from: old ?? null, to: next[key] };
      phrases.push(
        before
          ? `${FIELD_LABELS[key]}: ${shown(key, old) || '—'} → ${shown(key, next[key]) || '—'}`
          : `${FIELD_LABELS[key]}: ${shown(key, next[key]) || '—'}`,
      );
    }
    if (passwordChange) phrases.push(passwordChange === 'changed' ? 'пароль змінено' : 'пароль видалено');
    if (before && phrases.length === 0) return;

    await tx
      .insert(mailAccount)
      .values({ id: 1, ...next, passwordCipher, updatedBy: actorId })
      .onConflictDoUpdate({
        target: mailAccount.id,
        set: { ...next, passwordCipher, updatedBy: actorId, updatedAt: sql`now()` },
      });
    await recordSettingsChange(tx, {
      area: 'mail',
      action: before ? 'mail_updated' : 'mail_created',
      summary: `${before ? 'Змінено' : 'Налаштовано'} обліковий запис пошти: ${phrases.join('; ')}`,
      details: { changes, ...(passwordChange ? { password: passwordChange } : {}) },
      actorId,
    });
  });
}
