/**
 * Creates a bank user on a real install (the first admin above all):
 *   npm run user:create -- --email admin@bank.ua --role admin [--role auditor] [--first-name …] [--last-name …]
 * The password is read from TT_PASSWORD or asked for on the terminal.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { sql } from 'drizzle-orm';
import { BANK_ROLES, type TBankRole } from '@tt/contracts/permissions';
import { zEmail, zPassword } from '@tt/contracts/common';
import { loadEnv } from '../env.ts';
import { openConfiguredDatabase } from '../open-database.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { hashNewPassword } from '../lib/passwords.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', multiple: true },
    'first-name': { type: 'string', default: '' },
    'last-name': { type: 'string', default: '' },
  },
});

function fail(message: string): never {
  console.error(`Помилка: ${message}`);
  process.exit(1);
}

const email = zEmail().safeParse(values.email ?? '');
if (!email.success) fail(email.error.issues[0]!.message);
const roles = values.role ?? [];
if (roles.length === 0) fail(`вкажіть щонайменше одну роль --role (${BANK_ROLES.join(', ')})`);
const unknown = roles.filter((r) => !(BANK_ROLES as readonly string[]).includes(r));
if (unknown.length) fail(`невідома роль ${unknown.join(', ')}; можливі: ${BANK_ROLES.join(', ')}`);

const env = loadEnv();
let password = env.TT_PASSWORD;
if (!password) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Пароль нового користувача: ');
  rl.close();
}
const checked = zPassword().safeParse(password);
if (!checked.success) fail(checked.error.issues[0]!.message);
const passwordHash = await hashNewPassword(checked.data, {
  owner: { email: email.data, firstName: values['first-name'], lastName: values['last-name'] },
  field: 'Пароль',
}).catch((e: unknown) => {
  if (e instanceof AppError) fail(e.message);
  throw e;
});

// The CLI never seeds demo accounts, whatever DEMO_DATA says.
const { database } = await openConfiguredDatabase({ ...env, DEMO_DATA: 'off' });
try {
  const exists = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.data}`);
  if (exists.length) fail(`користувач ${email.data} уже існує`);
  const [row] = await database.db
    .insert(users)
    .values({
      email: email.data,
      role: 'bank',
      bankRoles: roles as TBankRole[],
      firstName: values['first-name'],
      lastName: values['last-name'],
      passwordHash,
    })
    .returning({ id: users.id });
  console.log(`Створено користувача банку ${email.data} (id ${row!.id}), ролі: ${roles.join(', ')}`);
} finally {
  await database.close();
}
