import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Same work whether or not the account exists, so timing does not reveal registered e-mails.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$q4ck0g+de1fQSB3zeYk6wA$bthGfCfE8nlF+bzSGagKcnNTaPXrJhmgp5lIE4BOhPs';
