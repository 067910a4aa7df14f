import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface Letter {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  template: string;
  tenderId?: number | null;
  /** The provider organisation the letter was written for; none for the bank's letters. */
  recipientOrganizationId?: number | null;
}

/** Stores a letter in the outbox (status `queued`); a background worker sends it. */
export async function queueEmail(db: DbOrTx, letter: Letter): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...letter, cc: letter.cc ?? [], tenderId: letter.tenderId ?? null })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
