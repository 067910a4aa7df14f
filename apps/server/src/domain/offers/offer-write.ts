import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TOffer, TOfferStatus } from '@tt/contracts/offers';
import type { Db } from '../../db/client.ts';
import { offerLots, offers } from '../../db/schema/index.ts';
import { invalidTransition, versionConflict } from '../../lib/app-error.ts';
import { offerDocuments } from '../documents/documents-of.ts';
import { historyPlaceholderValues, preparedHistoryEntryCtes } from '../tenders/append-history.ts';
import { prepared } from '../../db/prepared.ts';
import { explainClosedGate, gateOpenSql, gateRefusal, offerWriteGate } from './accepting-offers.ts';
import type { OfferViewer } from '../viewer.ts';
import { toOffer } from './offer-presenters.ts';
import { lotRowsJson, type OfferLotFigures } from './offer-fields.ts';
import { insertOfferLotsSql, readOfferLots } from './offer-lots.ts';
import { findOffer, findOwnOffer, type OfferRow } from './offer-query.ts';

type OfferColumns = PgUpdateSetSource<typeof offers>;
type HistoryAction = 'offer_submitted' | 'offer_updated' | 'offer_withdrawn';

export interface GuardedOfferWrite {
  id: number;
  viewer: OfferViewer;
  version: number;
  /** The offer as the caller has just read it, if it has; otherwise it is read here. */
  seen?: OfferRow;
  /** Statuses the offer may be in for this step, and the message when it is in another. */
  from: readonly TOfferStatus[];
  wrongStatus: string;
  /** The new column values (values only, no SQL: they are bound), given the offer as the caller last saw it. */
  set: (seen: OfferRow) => Partial<Record<SetColumn, unknown>>;
  /** The lots' figures the write replaces the stored ones with, if it changes them. */
  lots?: OfferLotFigures[];
  /** Whether the write is a (re)submission, stamped with the gate's clock as `submitted_at`. */
  submits: (seen: OfferRow) => boolean;
  /** The tender history entry the step appends (then the tender row is locked for update), if any. */
  history: (seen: OfferRow) => HistoryAction | null;
  requireVerified: (seen: OfferRow) => boolean;
}

/**
 * Every change of an existing offer. Offer writes of one tender queue on its row lock, so the
 * lock is held for a single statement and no round trip: reads (the offer, its documents) come
 * first, without the lock; then one statement passes the gate (offer_write_gate, migration
 * 0004: the lock, then the tender, the organisation and the clock as they are after the wait),
 * changes the offer only if version, status, deadline and verification allow it, stamps it
 * with the gate's clock and appends the history entry, hashed onto the head in the database.
 * When the offer is not changed, the gate's answer says why.
 */
export async function writeOffer(db: Db, w: GuardedOfferWrite): Promise<TOffer> {
  const seen = w.seen ?? (await findOwnOffer(db, { id: w.id, viewer: w.viewer }));
  const requireVerified = w.requireVerified(seen);
  // Too late or cancelled already: refuse without queueing for the lock.
  if (!seen.tenderAccepting)
    await explainClosedGate(db, { tenderId: seen.tenderId, viewer: w.viewer, requireVerified });
  const [documents, storedLots] = await Promise.all([
    offerDocuments(db, [w.id]).then((d) => d.get(w.id) ?? []),
    w.lots ? w.lots : readOfferLots(db, [w.id]).then((l) => l.get(w.id) ?? []),
  ]);

  const action = w.history(seen);
  const set = w.set(seen);
  const shape: WriteShape = {
    from: w.from,
    columns: Object.keys(set) as SetColumn[],
    submits: w.submits(seen),
    action,
    requireVerified,
    writesLots: w.lots !== undefined,
  };
  const [row] = await writeStatement(db, shape).execute({
    tenderId: seen.tenderId,
    organizationId: w.viewer.organizationId,
    id: w.id,
    version: w.version,
    seenStatus: seen.status,
    ...(w.lots ? { lots: lotRowsJson(w.lots) } : {}),
    ...Object.fromEntries(Object.entries(set).map(([column, value]) => [`set_${column}`, value])),
    ...(action
      ? historyPlaceholderValues({
          tenderId: seen.tenderId,
          actor: { id: w.viewer.id, role: 'provider' },
          action,
          // Only the offer's id: history is immutable and bank users read it before the deadline.
          details: { offer_id: seen.id },
        })
      : {}),
  });

  if (row?.offer) return toOffer({ ...seen, ...row.offer }, documents, storedLots, w.viewer);
  const refusal = gateRefusal(
    row && { ...row.gate, visible: true, open: row.gate.deadline > row.gate.at },
    requireVerified,
  );
  if (refusal) throw refusal;
  const current = await findOffer(db, w.id);
  if (!current || current.version !== w.version || current.status !== seen.status) throw versionConflict();
  throw invalidTransition(w.wrongStatus);
}

type SetColumn = keyof typeof offers.$inferInsert;

/** What the text of the write statement depends on; every other value is bound per call. */
interface WriteShape {
  from: readonly TOfferStatus[];
  columns: SetColumn[];
  submits: boolean;
  action: HistoryAction | null;
  requireVerified: boolean;
  writesLots: boolean;
}

/**
 * The one statement of a write (see writeOffer), built once per shape: building it took more of
 * the server's time than running it, and in the last seconds before a deadline every
 * millisecond of CPU queues the next provider (docs/decisions/0033).
 */
function writeStatement(db: Db, shape: WriteShape) {
  const { from, columns, submits, action, requireVerified, writesLots } = shape;
  return prepared(db, `offer_write:${JSON.stringify(shape)}`, (name) => {
    const p = sql.placeholder;
    const gate = offerWriteGate(db, {
      tenderId: p('tenderId'),
      organizationId: p('organizationId'),
      exclusive: action !== null,
    });
    const stamp = sql`(select ${gate.at} from ${gate})`;
    const written = db.$with('written').as(
      db
        .update(offers)
        .set({
          // Placeholders stand for the values (bound as set_<column>), encoded as their column.
          ...(Object.fromEntries(columns.map((c) => [c, p(`set_${c}`)])) as OfferColumns),
          ...(submits ? { submittedAt: stamp } : {}),
          updatedAt: stamp,
          version: sql`${offers.version} + 1`,
        })
        .where(
          and(
            eq(offers.id, p('id')),
            eq(offers.version, p('version')),
            // The status the caller saw: the lock mode and the history entry were chosen by it.
            eq(offers.status, p('seenStatus')),
            inArray(offers.status, [...from]),
            gateOpenSql(gate, requireVerified),
          ),
        )
        .returning(getTableColumns(offers)),
    );
    // Only if the offer was written: its lots become the ones sent (those left out are dropped).
    const lotCtes = writesLots
      ? [
          db.$with('lots_dropped', { lotId: sql<number>`lot_id`.as('lot_id') }).as(sql`
            delete from ${offerLots} where ${offerLots.offerId} in (select id from ${written})
            and ${offerLots.lotId} not in (select x.lot_id from jsonb_to_recordset(${p('lots')}::jsonb) as x(lot_id int))
            returning ${offerLots.lotId}`),
          db
            .$with('lots_written', { lotId: sql<number>`lot_id`.as('lot_id') })
            .as(insertOfferLotsSql(written, p('lots'))),
        ]
      : [];
    // Chained onto the head the gate read under the lock, at the gate's clock, only if the offer was written.
    const historyCtes = action
      ? preparedHistoryEntryCtes(db, { head: sql`g.gate_head`, at: sql`g.gate_at`, from: sql`${gate} g, ${written}` })
      : [];
    return db
      .with(gate, written, ...lotCtes, ...historyCtes)
      .select({
        gate: { status: gate.status, deadline: gate.deadline, verified: gate.verified, at: gate.at },
        offer: written._.selectedFields,
      })
      .from(gate)
      .leftJoin(written, sql`true`)
      .prepare(name);
  });
}
