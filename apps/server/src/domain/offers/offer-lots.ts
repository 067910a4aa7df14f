import { asc, eq, inArray, sql } from 'drizzle-orm';
import { OFFER_LOT_FIELDS, offerFigureDisagreements } from '@tt/contracts/offers';
import type { DbOrTx } from '../../db/client.ts';
import { offerLots, tenderLots } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { lotFieldPath } from '../tenders/check-references.ts';
import { checkOfferReferences } from './check-offer-references.ts';
import { offerLotValues, pickTerms, type OfferFields, type OfferInput, type OfferLotFigures } from './offer-fields.ts';

/**
 * A provider's input as the offer the server writes: each lot it names must be one of the
 * tender's, and the single-site form is for a tender of one lot only. The lots come out in the
 * tender's order; a wrong field is named where the provider wrote it (`lots.N.…` in the input's
 * order, or at the top level). The channel values are checked too (`kept`: the stored lots, so a
 * value deactivated since stays acceptable on the lot that has it). Top-level figures sent beside
 * `lots` are taken only when they read as the lots, in the tender's order, make them.
 */
export async function resolveOfferLots(
  db: DbOrTx,
  tenderId: number,
  input: OfferInput,
  kept: readonly OfferLotFigures[] = [],
): Promise<OfferFields> {
  const lots = await db
    .select({ id: tenderLots.id, position: tenderLots.position })
    .from(tenderLots)
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(asc(tenderLots.position));
  const figures = (lot: OfferInput | NonNullable<OfferInput['lots']>[number], lotId: number): OfferLotFigures => ({
    lot_id: lotId,
    ...(Object.fromEntries(OFFER_LOT_FIELDS.map((f) => [f, lot[f]])) as Omit<OfferLotFigures, 'lot_id'>),
  });

  let written: { lot: OfferLotFigures; path: (field: string) => string }[];
  if (!input.lots) {
    if (lots.length !== 1) {
      throw validationFailed({
        lots: 'Тендер має кілька лотів: вкажіть ціни для кожного лоту, на який подаєте пропозицію',
      });
    }
    written = [{ lot: figures(input, lots[0]!.id), path: (field) => field }];
  } else {
    const known = new Set(lots.map((l) => l.id));
    const unknown = input.lots.flatMap((lot, i) => (known.has(lot.lot_id) ? [] : [i]));
    if (unknown.length) {
      throw validationFailed(
        Object.fromEntries(unknown.map((i) => [`lots.${i}.lot_id`, 'Такого лоту в цьому тендері немає'])),
      );
    }
    written = input.lots.map((lot, i) => ({
      lot: figures(lot, lot.lot_id),
      path: (field) => lotFieldPath(2, i, field),
    }));
  }

  const keptByLot = new Map(kept.map((k) => [k.lot_id, k]));
  await checkOfferReferences(
    db,
    written.map(({ lot, path }) => ({ lot, path, kept: keptByLot.get(lot.lot_id) })),
  );
  const position = new Map(lots.map((l) => [l.id, l.position]));
  const ordered = written.map((w) => w.lot).sort((a, b) => position.get(a.lot_id)! - position.get(b.lot_id)!);
  if (input.lots) {
    // Top-level figures beside the lots (a read written back) must read as the lots make them.
    const wrong = offerFigureDisagreements(input, ordered);
    if (Object.keys(wrong).length) throw validationFailed(wrong);
  }
  return { ...pickTerms(input), lots: ordered };
}

/** The lots' figures of several offers in one query, each offer's in the tender's lot order. */
export async function readOfferLots(db: DbOrTx, offerIds: readonly number[]): Promise<Map<number, OfferLotFigures[]>> {
  const byOffer = new Map<number, OfferLotFigures[]>(offerIds.map((id) => [id, []]));
  if (!offerIds.length) return byOffer;
  const rows = await db
    .select({ figures: offerLots })
    .from(offerLots)
    .innerJoin(tenderLots, eq(tenderLots.id, offerLots.lotId))
    .where(inArray(offerLots.offerId, [...offerIds]))
    .orderBy(asc(offerLots.offerId), asc(tenderLots.position));
  for (const { figures } of rows) byOffer.get(figures.offerId)!.push(offerLotValues(figures));
  return byOffer;
}

/**
 * The statement part that writes an offer's lots from the JSON of their figures (bound as one
 * parameter, lotRowsJson) for the offer a CTE has just written or created (`offer`: a CTE with
 * an `id` column); figures of a lot the offer already covers are replaced.
 */
export const insertOfferLotsSql = (offer: unknown, lots: unknown) => sql`
  insert into ${offerLots} (offer_id, lot_id, monthly_price, installation_price, bandwidth_mbps, physics_id, interface_id, protocol_id, connection_days)
  select o.id, x.lot_id, x.monthly_price, x.installation_price, x.bandwidth_mbps, x.physics_id, x.interface_id, x.protocol_id, x.connection_days
  from ${offer} o, jsonb_to_recordset(${lots}::jsonb) as x(lot_id int, monthly_price numeric, installation_price numeric,
    bandwidth_mbps int, physics_id int, interface_id int, protocol_id int, connection_days int)
  on conflict (offer_id, lot_id) do update set monthly_price = excluded.monthly_price,
    installation_price = excluded.installation_price, bandwidth_mbps = excluded.bandwidth_mbps,
    physics_id = excluded.physics_id, interface_id = excluded.interface_id, protocol_id = excluded.protocol_id,
    connection_days = excluded.connection_days
  returning lot_id`;
