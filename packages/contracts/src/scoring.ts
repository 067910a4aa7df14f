import { CRITERIA, type TCriterion, type TEvaluation } from './evaluation.ts';
import { fromKopiyky, kopiykyOf } from './money.ts';

/**
 * The one place where the offers on one lot are ranked and scored (ADR 0038). The server calls
 * it for the bank's comparison and for the award rule; the web only shows what it answers.
 * Everything is exact: money in kopiyky, SLA in thousandths of a per cent, points in hundredths,
 * all BigInt; no binary float touches a figure.
 *
 * - Only compliant candidates are ranked, and the best value of each criterion is taken among
 *   them only. Non-compliant candidates get no rank, score or points, and change nothing for
 *   the others.
 * - lowest_cost: rank by total cost ascending.
 * - weighted: per criterion with a weight above 0, points in hundredths rounded half up
 *   (0.005 → 0.01):
 *   - cost (lower is better): weight × best cost / cost; a cost of 0 gets the full weight;
 *   - connection (lower is better): weight × best days / days;
 *   - sla (higher is better), by downtime = 100 − SLA, floored at 0.001 % (so 100 % and 99.999 %
 *     are equal): weight × best downtime / downtime;
 *   - technical: weight × score / 100; a missing score counts 0 (missingTechnicalScores tells the
 *     caller who lacks one, and the caller decides whether a lot may be awarded meanwhile).
 *   The score is the sum of the rounded points, so it adds up by hand; rank by score descending.
 * - Equal costs (lowest_cost) or equal scores (weighted) share a rank: 1, 1, 3.
 * - Output: ranked candidates by rank, ties by total cost then id; then the non-compliant ones
 *   by total cost then id. Nothing depends on the order candidates come in.
 */

export interface LotCandidate {
  /** The offer's id; unique among the candidates. */
  id: number;
  /** Meets every requirement of the lot; a non-compliant offer is out of ranking. */
  compliant: boolean;
  /** Money decimal string: monthly × term + installation for this lot. */
  total_cost: string;
  /** Availability in per cent, up to three fraction digits: "99.950". */
  sla_availability: string;
  /** Whole days, at least 1. */
  connection_days: number;
  /** The bank's technical score, a whole number 0..100; null while not assigned. */
  technical: number | null;
}

export interface CriterionPoints {
  criterion: TCriterion;
  /** Whole per cent. */
  weight: number;
  /**
   * The best value among the ranked candidates, as the API writes it: money "12000.00",
   * SLA "99.950", days "30", technical "100". Null only for technical when no ranked candidate
   * has a score yet.
   */
  best: string | null;
  /** This candidate's value, in the same form; null only for a missing technical score. */
  value: string | null;
  /** Two decimals: "48.00". */
  points: string;
}

export interface ScoredCandidate {
  id: number;
  /** 1-based competition ranking (ties share a rank: 1, 1, 3); null when out of ranking. */
  rank: number | null;
  /** Weighted only: the sum of the rounded criterion points, "87.35"; null for lowest_cost or out of ranking. */
  score: string | null;
  /** Weighted and compliant only: one entry per criterion with a weight above 0, in CRITERIA order. */
  points: CriterionPoints[] | null;
}

/** What a criterion compares, as an exact integer: kopiyky, floored downtime, days or score. */
interface Measures {
  cost: bigint;
  /** 100 % − SLA in thousandths of a per cent, at least MIN_DOWNTIME. */
  downtime: bigint;
  sla: bigint;
  days: bigint;
  technical: bigint | null;
}

/** 0.001 %: a smaller downtime counts as this, so 100 % and 99.999 % score alike. */
const MIN_DOWNTIME = 1n;
const FULL_SLA = 100_000n;
const SLA_TEXT = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/** "99.95" → 99950n (thousandths of a per cent); throws on anything else than 0..100. */
function slaThousandths(sla: string): bigint {
  const m = SLA_TEXT.exec(sla.trim());
  if (!m) throw new Error(`not an SLA availability: ${sla}`);
  const value = BigInt(m[1]!) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
  if (value > FULL_SLA) throw new Error(`not an SLA availability: ${sla}`);
  return value;
}

/** 99950n → "99.950". */
const slaText = (thousandths: bigint) => `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;

const downtimeOf = (sla: bigint) => (FULL_SLA - sla < MIN_DOWNTIME ? MIN_DOWNTIME : FULL_SLA - sla);

function measuresOf(c: LotCandidate): Measures {
  if (!Number.isSafeInteger(c.connection_days) || c.connection_days < 1) {
    throw new Error(`not a connection time in days: ${c.connection_days}`);
  }
  if (c.technical !== null && (!Number.isInteger(c.technical) || c.technical < 0 || c.technical > 100)) {
    throw new Error(`not a technical score: ${c.technical}`);
  }
  const sla = slaThousandths(c.sla_availability);
  return {
    cost: kopiykyOf(c.total_cost),
    sla,
    downtime: downtimeOf(sla),
    days: BigInt(c.connection_days),
    technical: c.technical === null ? null : BigInt(c.technical),
  };
}

/** numerator / denominator rounded half up; both non-negative, denominator positive. */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** Points of one criterion in hundredths, given the best value among the ranked and this one. */
function pointsHundredths(criterion: TCriterion, weight: number, best: Measures, own: Measures): bigint {
  const full = BigInt(weight) * 100n;
  switch (criterion) {
    case 'cost':
      return own.cost === 0n ? full : roundHalfUp(full * best.cost, own.cost);
    case 'connection':
      return roundHalfUp(full * best.days, own.days);
    case 'sla':
      return roundHalfUp(full * best.downtime, own.downtime);
    case 'technical':
      return BigInt(weight) * (own.technical ?? 0n);
  }
}

/** 8735n → "87.35". */
const hundredthsText = (h: bigint) => `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;

/** A criterion's value as CriterionPoints shows it. */
function shown(criterion: TCriterion, m: Measures): string | null {
  switch (criterion) {
    case 'cost':
      return fromKopiyky(m.cost);
    case 'sla':
      return slaText(m.sla);
    case 'connection':
      return m.days.toString();
    case 'technical':
      return m.technical === null ? null : m.technical.toString();
  }
}

/** The best of each criterion among the given (ranked) candidates; technical null when none has a score. */
function bestOf(ranked: readonly Measures[]): Measures {
  const min = (values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
  const max = (values: bigint[]) => values.reduce((a, b) => (b > a ? b : a));
  const scores = ranked.flatMap((m) => (m.technical === null ? [] : [m.technical]));
  const sla = max(ranked.map((m) => m.sla));
  return {
    cost: min(ranked.map((m) => m.cost)),
    sla,
    downtime: downtimeOf(sla),
    days: min(ranked.map((m) => m.days)),
    technical: scores.length === 0 ? null : max(scores),
  };
}

const compareBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Ranks and scores the offers on one lot by the tender's evaluation; see the module comment for the rules. */
export function rankLot(evaluation: TEvaluation, candidates: readonly LotCandidate[]): ScoredCandidate[] {
  const ids = new Set(candidates.map((c) => c.id));
  if (ids.size !== candidates.length) throw new Error('candidate ids must be unique');
  const rows = candidates.map((c) => ({ id: c.id, compliant: c.compliant, m: measuresOf(c) }));
  const ranked = rows.filter((r) => r.compliant);
  const best = ranked.length > 0 ? bestOf(ranked.map((r) => r.m)) : null;
  const { weights } = evaluation;

  // Each ranked candidate's key, higher is better: the score, or the cost negated.
  const scored = ranked.map((r) => {
    if (weights === null || best === null) return { ...r, key: -r.m.cost, score: null, points: null };
    const points = CRITERIA.filter((c) => weights[c] > 0).map((criterion) => ({
      criterion,
      weight: weights[criterion],
      best: shown(criterion, best),
      value: shown(criterion, r.m),
      hundredths: pointsHundredths(criterion, weights[criterion], best, r.m),
    }));
    const total = points.reduce((sum, p) => sum + p.hundredths, 0n);
    return {
      ...r,
      key: total,
      score: hundredthsText(total),
      points: points.map(({ hundredths, ...p }) => ({ ...p, points: hundredthsText(hundredths) })),
    };
  });

  const byCostThenId = (a: { id: number; m: Measures }, b: { id: number; m: Measures }) =>
    compareBigint(a.m.cost, b.m.cost) || a.id - b.id;
  const withRank = scored.map((s) => ({ ...s, rank: 1 + scored.filter((o) => o.key > s.key).length }));
  withRank.sort((a, b) => a.rank - b.rank || byCostThenId(a, b));
  const out = rows.filter((r) => !r.compliant).sort(byCostThenId);
  return [
    ...withRank.map(({ id, rank, score, points }) => ({ id, rank, score, points })),
    ...out.map(({ id }) => ({ id, rank: null, score: null, points: null })),
  ];
}

/**
 * Ids (ascending) of the compliant candidates without a technical score, when the evaluation
 * weighs it; none otherwise. The caller decides whether a lot may be awarded meanwhile.
 */
export function missingTechnicalScores(evaluation: TEvaluation, candidates: readonly LotCandidate[]): number[] {
  if (evaluation.weights === null || evaluation.weights.technical <= 0) return [];
  return candidates
    .filter((c) => c.compliant && c.technical === null)
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

const NBSP = '\u00a0';

/**
 * A decimal string as people read it, the way the interface shows money: groups of thousands
 * split by no-break spaces, a decimal comma («12 000,00», «99,950»).
 */
function decimalText(value: string): string {
  const [int = '0', frac] = value.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return frac === undefined ? grouped : `${grouped},${frac}`;
}

/** The floored downtime as a term of the formula: «(100 − 99,950)», or «0,001» when floored. */
function downtimeTerm(sla: string): string {
  const thousandths = slaThousandths(sla);
  return FULL_SLA - thousandths < MIN_DOWNTIME ? decimalText(slaText(MIN_DOWNTIME)) : `(100 − ${decimalText(sla)})`;
}

/**
 * How a criterion's points were computed, in Ukrainian with the numbers as people read them,
 * so the bank can check it by hand; it always ends with «= points»:
 * - cost: «60 × 12 000,00 / 15 000,00 = 48,00» (best / own); a cost of 0: «вартість 0,00 — повна вага: 60 = 60,00»;
 * - sla: «25 × (100 − 99,990) / (100 − 99,950) = 5,00» (best downtime / own); a downtime under
 *   0.001 % is written «0,001» and the formula starts «простій (100 − SLA) не менше 0,001: »;
 * - connection: «15 × 14 / 30 = 7,00» (best days / own);
 * - technical: «10 × 80 / 100 = 8,00»; a missing score: «оцінки ще немає: 10 × 0 / 100 = 0,00».
 * The figures are recomputed from best and value; points that do not follow from them are a bug
 * and throw rather than show a formula that does not add up.
 */
export function formulaText(p: CriterionPoints): string {
  if (p.criterion !== 'technical' && (p.best === null || p.value === null)) {
    throw new Error(`${p.criterion} needs both the best value and its own`);
  }
  const result = pointsOf(p);
  if (hundredthsText(result) !== p.points) {
    throw new Error(`points ${p.points} do not follow from ${p.criterion} ${p.best} / ${p.value}`);
  }
  const w = String(p.weight);
  const equals = `= ${decimalText(p.points)}`;
  switch (p.criterion) {
    case 'cost':
      return kopiykyOf(p.value!) === 0n
        ? `вартість ${decimalText(p.value!)} — повна вага: ${w} ${equals}`
        : `${w} × ${decimalText(p.best!)} / ${decimalText(p.value!)} ${equals}`;
    case 'sla': {
      const floored = [p.best!, p.value!].some((s) => FULL_SLA - slaThousandths(s) < MIN_DOWNTIME);
      const formula = `${w} × ${downtimeTerm(p.best!)} / ${downtimeTerm(p.value!)} ${equals}`;
      return floored ? `простій (100 − SLA) не менше ${decimalText(slaText(MIN_DOWNTIME))}: ${formula}` : formula;
    }
    case 'connection':
      return `${w} × ${p.best} / ${p.value} ${equals}`;
    case 'technical':
      return p.value === null ? `оцінки ще немає: ${w} × 0 / 100 ${equals}` : `${w} × ${p.value} / 100 ${equals}`;
  }
}

/** The points in hundredths that a criterion's best and value give, by the same rule as rankLot. */
function pointsOf(p: CriterionPoints): bigint {
  const measure = (text: string | null): Measures => {
    const sla = p.criterion === 'sla' ? slaThousandths(text!) : 0n;
    return {
      cost: p.criterion === 'cost' ? kopiykyOf(text!) : 0n,
      sla,
      downtime: downtimeOf(sla),
      days: p.criterion === 'connection' ? BigInt(text!) : 1n,
      technical: p.criterion === 'technical' && text !== null ? BigInt(text) : null,
    };
  };
  return pointsHundredths(p.criterion, p.weight, measure(p.best), measure(p.value));
}
