import {
  REQUIREMENT_KEYS,
  type TOffer,
  type TProposal,
  type TProposalComparison,
  type TRequirementKey,
} from '@tt/contracts/offers';
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

/** What of an offer is measured against the tender's requirements. */
export type OfferTerms = Pick<
  TOffer,
  'bandwidth_mbps' | 'physics_id' | 'interface_id' | 'protocol_id' | 'contract_months' | 'connection_days'
>;

/**
 * Whether an offer meets each of the tender's requirements. The connection counts from the
 * deadline's Kyiv date: the earliest day a winner could start.
 */
export function requirementMatches(tender: TenderRequirements, offer: OfferTerms): TProposal['matches'] {
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
export const unmetRequirements = (matches: TProposal['matches']): TRequirementKey[] =>
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

/**
 * The side-by-side comparison of offers against one tender: figures, match marks, compliance
 * and the best value of each compared figure. Pure: the caller has already decided the offers
 * may be seen. The one home of these rules: the web only shows what this answers.
 *
 * - total_cost uses the tender's contract term, so offers with another term stay comparable;
 *   the term mismatch shows in `matches.contract_months`.
 * - An offer is compliant when it meets every requirement (requirementMatches).
 * - Best values are chosen among the compliant offers only: a cheaper offer that misses a
 *   requirement is not what the bank asked for. Its figures stay in the comparison, unmarked.
 * - Best UAH per Мбіт/с compares the rounded figure, so offers that read the same are marked alike.
 * - Items come cheapest first (total cost), ties in offer id order.
 */
export function compareOffers(tender: TenderRequirements, offers: readonly TOffer[]): TProposalComparison {
  const rows = offers.map((offer) => {
    const monthly = kopiykyOf(offer.monthly_price);
    const installation = kopiykyOf(offer.installation_price);
    // The same arithmetic as the total a provider sees while typing the offer.
    const total = termCostKopiyky(monthly, installation, tender.contractMonths);
    const perMbps = perMbpsKopiyky(monthly, offer.bandwidth_mbps);
    const matches = requirementMatches(tender, offer);
    const unmet = unmetRequirements(matches);
    const proposal: TProposal = {
      ...offer,
      total_cost: fromKopiyky(total),
      uah_per_mbps_month: fromKopiyky(perMbps),
      matches,
      compliant: unmet.length === 0,
      unmet_requirements: unmet,
    };
    return { proposal, monthly, installation, total, perMbps, sla: slaThousandths(offer.sla_availability) };
  });
  rows.sort((a, b) => (a.total === b.total ? a.proposal.id - b.proposal.id : a.total < b.total ? -1 : 1));

  type Row = (typeof rows)[number];
  const compliant = rows.filter((r) => r.proposal.compliant);
  const keyed = (key: (r: Row) => bigint) => compliant.map((r) => ({ id: r.proposal.id, key: key(r) }));
  return {
    items: rows.map((r) => r.proposal),
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
        keyed((r) => BigInt(r.proposal.bandwidth_mbps)),
        'max',
      ),
      connection_days: bestIds(
        keyed((r) => BigInt(r.proposal.connection_days)),
        'min',
      ),
      sla_availability: bestIds(
        keyed((r) => r.sla),
        'max',
      ),
    },
  };
}
