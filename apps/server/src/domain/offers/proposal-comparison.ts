import {
  REQUIREMENT_KEYS,
  type TLotComparison,
  type TLotProposal,
  type TOffer,
  type TProposalComparison,
  type TRequirementKey,
} from '@tt/contracts/offers';
import type { TEvaluation } from '@tt/contracts/evaluation';
import { formulaText, missingTechnicalScores, rankLot } from '@tt/contracts/scoring';
import type { LotRow } from '../tenders/tender-lots.ts';
import type { OfferLotFigures } from './offer-fields.ts';
import { fromKopiyky, kopiykyOf, perMbpsKopiyky, termCostKopiyky } from '@tt/contracts/money';
import { kyivDate } from '@tt/contracts/kyiv-time';

/** What an offer is measured against: the tender's requirements as stored. */
export interface TenderRequirements {
  bandwidthMbps: number;
  physicsId: number | null;
  interfaceId: number | null;
  protocolId: number | null;
  contractMonths: number;
  /** `YYYY-MM-DD`, the date the bank wants the channel working. */
  connectionDate: string;
  offersDeadline: Date;
}

/** "99.950" → 99950n (thousandths of a per cent). */
function slaThousandths(sla: string): bigint {
  const [int = '0', frac = ''] = sla.trim().split('.');
  return BigInt(int) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3));
}

/** `YYYY-MM-DD` plus whole days, calendar arithmetic (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A named requirement is met by the same dictionary entry only. "Any" is met by whatever the
 * offer states; null only when the offer states nothing (offers older than that rule), which
 * does not count against it either.
 */
const sameOrAny = (required: number | null, offered: number | null) =>
  required === null ? (offered === null ? null : true) : offered === required;

/** What of an offer is measured against a lot's requirements. */
export type OfferTerms = Pick<
  LotOffer,
  'bandwidth_mbps' | 'physics_id' | 'interface_id' | 'protocol_id' | 'contract_months' | 'connection_days'
>;

/**
 * Whether an offer meets each of the tender's requirements. The connection counts from the
 * deadline's Kyiv date: the earliest day a winner could start.
 */
export function requirementMatches(tender: TenderRequirements, offer: OfferTerms): TLotProposal['matches'] {
  return {
    bandwidth: offer.bandwidth_mbps >= tender.bandwidthMbps,
    physics: sameOrAny(tender.physicsId, offer.physics_id),
    interface: sameOrAny(tender.interfaceId, offer.interface_id),
    protocol: sameOrAny(tender.protocolId, offer.protocol_id),
    contract_months: offer.contract_months === tender.contractMonths,
    connection_date: addDays(kyivDate(tender.offersDeadline), offer.connection_days) <= tender.connectionDate,
  };
}

/** The requirements an offer misses, in the comparison's order; none means the offer is compliant. */
export const unmetRequirements = (matches: TLotProposal['matches']): TRequirementKey[] =>
  REQUIREMENT_KEYS.filter((key) => matches[key] === false);

/**
 * Ids of the offers holding the extreme value, ascending (several on a tie). None when that
 * tells nothing: fewer than two offers, or every one alike.
 */
function bestIds(keys: readonly { id: number; key: bigint }[], want: 'min' | 'max'): number[] {
  let best: bigint | undefined;
  for (const { key } of keys) {
    if (best === undefined || (want === 'min' ? key < best : key > best)) best = key;
  }
  const ids = keys.filter(({ key }) => key === best).map(({ id }) => id);
  return ids.length === keys.length ? [] : ids.sort((a, b) => a - b);
}

/** One offer as measured on one lot: the lot's figures and the whole offer's terms. */
export type LotOffer = Omit<OfferLotFigures, 'lot_id'> & {
  id: number;
  contract_months: number;
  sla_availability: string;
  technical_score: number | null;
};

/**
 * One lot of the comparison: figures, match marks, compliance, the best value of each compared
 * figure, and the ranking by the tender's evaluation (scoring.ts in contracts, the one home of
 * the scores). Pure: the caller has already decided the offers may be seen. The one home of
 * these rules: the web only shows what this answers.
 *
 * - total_cost uses the tender's contract term, so offers with another term stay comparable;
 *   the term mismatch shows in `matches.contract_months`.
 * - An offer is compliant when it meets every requirement (requirementMatches); only compliant
 *   offers are ranked, and best values are chosen among them only: a cheaper offer that misses
 *   a requirement is not what the bank asked for. Its figures stay in the comparison, unmarked.
 * - Best UAH per Мбіт/с compares the rounded figure, so offers that read the same are marked alike.
 * - Items come in the ranking's order, then those out of ranking.
 */
export function compareLot(
  tender: TenderRequirements,
  evaluation: TEvaluation,
  offers: readonly LotOffer[],
): Omit<TLotComparison, 'lot_id' | 'position'> {
  const rows = offers.map((offer) => {
    const monthly = kopiykyOf(offer.monthly_price);
    const installation = kopiykyOf(offer.installation_price);
    // The same arithmetic as the total a provider sees while typing the offer.
    const total = termCostKopiyky(monthly, installation, tender.contractMonths);
    const perMbps = perMbpsKopiyky(monthly, offer.bandwidth_mbps);
    const matches = requirementMatches(tender, offer);
    const unmet = unmetRequirements(matches);
    return {
      offer,
      compliant: unmet.length === 0,
      matches,
      unmet,
      monthly,
      installation,
      total,
      perMbps,
      sla: slaThousandths(offer.sla_availability),
    };
  });
  const ranked = rankLot(
    evaluation,
    rows.map((r) => ({
      id: r.offer.id,
      compliant: r.compliant,
      total_cost: fromKopiyky(r.total),
      sla_availability: r.offer.sla_availability,
      connection_days: r.offer.connection_days,
      technical: r.offer.technical_score,
    })),
  );
  const byId = new Map(rows.map((r) => [r.offer.id, r]));
  const items: TLotProposal[] = ranked.map((scored) => {
    const r = byId.get(scored.id)!;
    const { id, contract_months: _m, sla_availability: _s, technical_score: _t, ...figures } = r.offer;
    return {
      offer_id: id,
      ...figures,
      total_cost: fromKopiyky(r.total),
      uah_per_mbps_month: fromKopiyky(r.perMbps),
      matches: r.matches,
      compliant: r.compliant,
      unmet_requirements: r.unmet,
      rank: scored.rank,
      score: scored.score,
      points: scored.points?.map((p) => ({ ...p, formula: formulaText(p) })) ?? null,
    };
  });

  type Row = (typeof rows)[number];
  const compliant = rows.filter((r) => r.compliant);
  const keyed = (key: (r: Row) => bigint) => compliant.map((r) => ({ id: r.offer.id, key: key(r) }));
  return {
    items,
    best: {
      monthly_price: bestIds(
        keyed((r) => r.monthly),
        'min',
      ),
      installation_price: bestIds(
        keyed((r) => r.installation),
        'min',
      ),
      total_cost: bestIds(
        keyed((r) => r.total),
        'min',
      ),
      uah_per_mbps_month: bestIds(
        keyed((r) => r.perMbps),
        'min',
      ),
      bandwidth_mbps: bestIds(
        keyed((r) => BigInt(r.offer.bandwidth_mbps)),
        'max',
      ),
      connection_days: bestIds(
        keyed((r) => BigInt(r.offer.connection_days)),
        'min',
      ),
      sla_availability: bestIds(
        keyed((r) => r.sla),
        'max',
      ),
    },
    technical_missing: missingTechnicalScores(
      evaluation,
      rows.map((r) => ({
        id: r.offer.id,
        compliant: r.compliant,
        total_cost: fromKopiyky(r.total),
        sla_availability: r.offer.sla_availability,
        connection_days: r.offer.connection_days,
        technical: r.offer.technical_score,
      })),
    ),
  };
}

/** An offer with what the comparison adds to it. */
export type ComparedOffer = TOffer & { technical_score: number | null; technical_note: string | null };

/** A lot's requirements, as the lot row holds them. */
export type LotRequirements = Pick<
  LotRow,
  'id' | 'position' | 'bandwidthMbps' | 'physicsId' | 'interfaceId' | 'protocolId' | 'connectionDate'
>;

/** What one offer brings to one lot, if it covers it. */
export function lotOfferOf(offer: ComparedOffer, lotId: number): LotOffer | null {
  const figures = offer.lots.find((l) => l.lot_id === lotId);
  if (!figures) return null;
  const { lot_id: _lot, ...rest } = figures;
  return {
    id: offer.id,
    ...rest,
    contract_months: offer.contract_months,
    sla_availability: offer.sla_availability,
    technical_score: offer.technical_score,
  };
}

/** The requirements an offer is measured against on a lot: the lot's own and the tender's term and deadline. */
export const lotRequirements = (
  tender: { contractMonths: number; offersDeadline: Date },
  lot: LotRequirements,
): TenderRequirements => ({
  bandwidthMbps: lot.bandwidthMbps,
  physicsId: lot.physicsId,
  interfaceId: lot.interfaceId,
  protocolId: lot.protocolId,
  connectionDate: lot.connectionDate,
  contractMonths: tender.contractMonths,
  offersDeadline: tender.offersDeadline,
});

/** The whole comparison: every offer once, and each lot compared among the offers that cover it. */
export function compareOffers(
  tender: { contractMonths: number; offersDeadline: Date; evaluation: TEvaluation },
  lots: readonly LotRequirements[],
  offers: readonly ComparedOffer[],
): TProposalComparison {
  return {
    evaluation: tender.evaluation,
    offers: [...offers],
    lots: lots.map((lot) => ({
      lot_id: lot.id,
      position: lot.position,
      ...compareLot(
        lotRequirements(tender, lot),
        tender.evaluation,
        offers.flatMap((o) => lotOfferOf(o, lot.id) ?? []),
      ),
    })),
  };
}
