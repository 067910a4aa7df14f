import { asc, eq } from 'drizzle-orm';
import type { TOrganization } from '@tt/contracts/organization';
import type { TProvider } from '@tt/contracts/providers';
import type { DbOrTx } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toOrganization, toProvider } from './presenters.ts';

/** An organisation's details, as its own users see them. */
export async function getOrganization(db: DbOrTx, id: number): Promise<TOrganization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!org) throw notFound('Організацію не знайдено');
  return toOrganization(org);
}

/** Every provider organisation by name: the plain list bank staff pick from. */
export async function listProviders(db: DbOrTx): Promise<TProvider[]> {
  return (await db.select().from(organizations).orderBy(asc(organizations.name))).map(toProvider);
}
