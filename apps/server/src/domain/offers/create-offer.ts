import { and, eq, sql } from 'drizzle-orm';
import type { TOffer } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { offers } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { explainClosedGate, gateOpenSql, gateRefusal, offerWriteGate } from './accepting-offers.ts';
import { insertOfferLotsSql, resolveOfferLots } from './offer-lots.ts';
import { offerAlreadyExists } from './offer-errors.ts';
import { lotRowsJson, OFFER_COLUMNS, toOfferColumns, type OfferInput } from './offer-fields.ts';
import type { OfferViewer } from '../viewer.ts';
import { presentWrittenOffer } from './present-offer.ts';

export interface CreateOfferOptions {
  tenderId: number;
  viewer: OfferViewer;
  input: OfferInput;
}

/**
 * Saves the caller organisation's draft offer on a tender that is taking offers. One offer per
 * organisation per tender: a second one is a 409 pointing to the first, also when two colleagues
 * press the button at the same moment (the unique index decides, not a prior read).
 *
 * Hundreds of providers create their offers in a tender's last minute, so this is one statement
 * like every other offer write (offer-write.ts, docs/decisions/0015 and 0033): the gate takes the
 * tender lock (shared: a draft appends no history) only while the statement runs, and the draft
 * is inserted only if the tender takes offers by the clock read after the wait, and stamped with
 * that reading.
 */
export async function createOffer(db: Db, { tenderId, viewer, input }: CreateOfferOptions): Promise<TOffer> {
  const organizationId = viewer.organizationId;
  if (viewer.role !== 'provider' || organizationId === null) throw forbidden();
  // An unknown, hidden or closed tender or an unverified organisation is refused before the
  // channel is checked, and without queueing for the lock.
  await explainClosedGate(db, { tenderId, viewer, requireVerified: true });
  const fields = await resolveOfferLots(db, tenderId, input);
  const values = toOfferColumns(fields);
  const [row] = await createStatement(db).execute({
    tenderId,
    organizationId,
    authorId: viewer.id,
    lots: lotRowsJson(fields.lots),
    ...Object.fromEntries(OFFER_COLUMNS.map((c) => [`set_${c}`, values[c]])),
  });
  if (row?.createdId != null) return presentWrittenOffer(db, row.createdId, viewer);
  // The tender was published when explainClosedGate read it, and publication is never undone.
  const refusal = gateRefusal(row && { ...row.gate, visible: true, open: row.gate.deadline > row.gate.at }, true);
  if (refusal) throw refusal;
  const [existing] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.tenderId, tenderId), eq(offers.organizationId, organizationId)));
  throw offerAlreadyExists(existing!.id);
}

/** The statement of createOffer, built once (db/prepared.ts). */
function createStatement(db: Db) {
  return prepared(db, 'offer_create', (name) => {
    const p = sql.placeholder;
    const gate = offerWriteGate(db, { tenderId: p('tenderId'), organizationId: p('organizationId'), exclusive: false });
    const column = (c: keyof typeof offers.$inferSelect) => sql.identifier(offers[c].name);
    const inserted = [
      ...OFFER_COLUMNS.map((c) => [column(c), p(`set_${c}`)]),
      [column('tenderId'), p('tenderId')],
      [column('organizationId'), p('organizationId')],
      [column('authorId'), p('authorId')],
      [column('status'), sql`'draft'`],
      [column('createdAt'), gate.at],
      [column('updatedAt'), gate.at],
    ];
    const created = db.$with('created', { id: sql<number>`id`.as('id') }).as(sql`
      insert into ${offers} (${sql.join(
        inserted.map(([c]) => c),
        sql`, `,
      )})
      select ${sql.join(
        inserted.map(([, v]) => v),
        sql`, `,
      )} from ${gate}
      where ${gateOpenSql(gate, true)}
      on conflict (${column('tenderId')}, ${column('organizationId')}) do nothing
      returning ${column('id')}`);
    const lots = db
      .$with('created_lots', { lotId: sql<number>`lot_id`.as('lot_id') })
      .as(insertOfferLotsSql(created, p('lots')));
    return db
      .with(gate, created, lots)
      .select({
        gate: { status: gate.status, deadline: gate.deadline, verified: gate.verified, at: gate.at },
        createdId: created.id,
      })
      .from(gate)
      .leftJoin(created, sql`true`)
      .prepare(name);
  });
}
