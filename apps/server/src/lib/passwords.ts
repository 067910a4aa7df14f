import { hash, verify } from '@node-rs/argon2';
import { validationFailed } from './app-error.ts';
import type { PasswordOwner } from '@tt/contracts/password-strength';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes without judging the password: for one already accepted, such as the demo accounts' shared password. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * Every password a user sets comes here: refused with a field error when the strength rule
 * (@tt/contracts/password-strength, shared with the web's meter) says so, hashed otherwise.
 * `field` names it in the message, `path` is the request field the error belongs to.
 */
export async function hashNewPassword(
  password: string,
  { owner, field = 'Новий пароль', path = 'password' }: { owner: PasswordOwner; field?: string; path?: string },
): Promise<string> {
  // The dictionaries load with the first password set, not with the server.
  const { checkPasswordStrength } = await import('@tt/contracts/password-strength');
  const strength = checkPasswordStrength(password, owner);
  if (!strength.acceptable) {
    const why = (strength.warning ?? strength.suggestions[0] ?? 'Додайте ще кілька незвичних слів.').replace(/\.$/, '');
    throw validationFailed({ [path]: `«${field}» занадто простий: ${why.charAt(0).toLowerCase()}${why.slice(1)}` });
  }
  return hashPassword(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Same work whether or not the account exists, so timing does not reveal registered e-mails.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$q4ck0g+de1fQSB3zeYk6wA$bthGfCfE8nlF+bzSGagKcnNTaPXrJhmgp5lIE4BOhPs';
