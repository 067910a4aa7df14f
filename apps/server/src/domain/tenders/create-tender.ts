import { sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { appendHistory } from './append-history.ts';
import { checkReferences } from './check-references.ts';
import { getTender } from './get-tender.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { contentSnapshot, toColumns, type TenderFields } from './tender-fields.ts';
import { insertLots } from './tender-lots.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { readClockSql } from '../deadline.ts';

export interface CreateTenderOptions {
  viewer: Viewer;
  input: TenderFields;
  /** Demo data only: when the story says it was created. */
  at?: Date;
}

/**
 * Creates a draft with the next human number ТТ-YYYY-NNNNNN (the year is Kyiv's, the counter
 * one sequence for ever, so numbers stay unique across years). The deadline is not checked
 * here: a draft may wait; publishing checks it.
 */
export async function createTender(db: Db, { viewer, input, at }: CreateTenderOptions): Promise<TTender> {
  const fields = { ...input, description: sanitizeRichText(input.description) };
  await checkReferences(db, fields.lots);
  return db.transaction(async (tx) => {
    // The database clock decides the year, in Kyiv (a tender created on 31 December at 23:30 UTC is already next year's).
    const result = await tx.execute(
      sql`select nextval('tender_number_seq')::text as n, extract(year from coalesce(${at?.toISOString() ?? null}::timestamptz, ${readClockSql}) at time zone 'Europe/Kyiv')::int as y`,
    );
    const [seq] = (result as unknown as { rows: { n: string; y: number }[] }).rows;
    const number = `ТТ-${seq!.y}-${String(seq!.n).padStart(6, '0')}`;
    const [row] = await tx
      .insert(tenders)
      .values({
        ...toColumns(fields),
        number,
        status: 'draft',
        createdBy: viewer.id,
        ...(at ? { createdAt: at, updatedAt: at } : {}),
      })
      .returning({ id: tenders.id });
    await insertLots(tx, row!.id, fields.lots);
    const { description: _description, ...snapshot } = contentSnapshot(fields, fields.lots);
    await appendHistory(tx, {
      tenderId: row!.id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.create') },
      action: 'created',
      details: { number, fields: snapshot },
      at,
    });
    return getTender(tx, { id: row!.id, viewer });
  });
}
