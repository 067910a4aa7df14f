import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRITERIA, type TCriterion, type TEvaluation, type TWeights } from './evaluation.ts';
import { fromKopiyky, kopiykyOf } from './money.ts';
import {
  formulaText,
  missingTechnicalScores,
  rankLot,
  type CriterionPoints,
  type LotCandidate,
  type ScoredCandidate,
} from './scoring.ts';

const LOWEST: TEvaluation = { method: 'lowest_cost', weights: null };
const weighted = (weights: Partial<TWeights>): TEvaluation => ({
  method: 'weighted',
  weights: { cost: 0, sla: 0, connection: 0, technical: 0, ...weights },
});

const offer = (id: number, over: Partial<LotCandidate> = {}): LotCandidate => ({
  id,
  compliant: true,
  total_cost: '12000.00',
  sla_availability: '99.950',
  connection_days: 30,
  technical: null,
  ...over,
});

const byId = (result: readonly ScoredCandidate[]) => new Map(result.map((r) => [r.id, r]));
const pointsFor = (r: ScoredCandidate | undefined, criterion: TCriterion) =>
  r?.points?.find((p) => p.criterion === criterion);
/** «12 000,00» with the no-break space the formulas use. */
const nb = (text: string) => text.replace(/(\d) (?=\d{3})/g, '$1\u00a0');

describe('rankLot by the lowest cost', () => {
  it('ranks compliant offers by total cost, equal costs sharing a place, the rest out of ranking', () => {
    const result = rankLot(LOWEST, [
      offer(1, { total_cost: '15000.00' }),
      offer(2, { total_cost: '12000.00' }),
      offer(3, { total_cost: '5000.00', compliant: false }),
      offer(4, { total_cost: '20000.00' }),
      offer(5, { total_cost: '12000' }),
      offer(6, { total_cost: '4000.00', compliant: false }),
    ]);
    expect(result).toEqual([
      { id: 2, rank: 1, score: null, points: null },
      { id: 5, rank: 1, score: null, points: null },
      { id: 1, rank: 3, score: null, points: null },
      { id: 4, rank: 4, score: null, points: null },
      { id: 6, rank: null, score: null, points: null },
      { id: 3, rank: null, score: null, points: null },
    ]);
  });

  it('answers nothing for no offers, and no ranks when none is compliant', () => {
    expect(rankLot(LOWEST, [])).toEqual([]);
    expect(rankLot(weighted({ cost: 100 }), [offer(2, { compliant: false }), offer(1, { compliant: false })])).toEqual([
      { id: 1, rank: null, score: null, points: null },
      { id: 2, rank: null, score: null, points: null },
    ]);
  });
});

describe('rankLot by a weighted score', () => {
  const evaluation = weighted({ cost: 60, sla: 25, connection: 15 });
  const result = rankLot(evaluation, [
    offer(1, { total_cost: '15000.00', sla_availability: '99.950', connection_days: 30 }),
    offer(2, { total_cost: '12000.00', sla_availability: '99.990', connection_days: 14 }),
    // 60 × 12000 / 14000 = 51.428… → 51.43; 25 × 0.010 / 0.100 = 2.50; 15 × 14 / 21 = 10.00.
    offer(3, { total_cost: '14000.00', sla_availability: '99.9', connection_days: 21 }),
    // Cheaper than all, but misses a requirement: not the best cost of anyone.
    offer(4, { total_cost: '100.00', sla_availability: '100', connection_days: 1, compliant: false }),
  ]);

  it('scores each weighted criterion against the best compliant value, and ranks by the total', () => {
    expect(result.map((r) => [r.id, r.rank, r.score])).toEqual([
      [2, 1, '100.00'],
      [3, 2, '63.93'],
      [1, 3, '60.00'],
      [4, null, null],
    ]);
    expect(byId(result).get(1)!.points).toEqual([
      { criterion: 'cost', weight: 60, best: '12000.00', value: '15000.00', points: '48.00' },
      { criterion: 'sla', weight: 25, best: '99.990', value: '99.950', points: '5.00' },
      { criterion: 'connection', weight: 15, best: '14', value: '30', points: '7.00' },
    ]);
    expect(
      byId(result)
        .get(3)!
        .points!.map((p) => [p.value, p.points]),
    ).toEqual([
      ['14000.00', '51.43'],
      ['99.900', '2.50'],
      ['21', '10.00'],
    ]);
    expect(byId(result).get(4)!.points).toBeNull();
  });

  it('writes formulas a person can check by hand', () => {
    expect(byId(result).get(1)!.points!.map(formulaText)).toEqual([
      nb('60 × 12 000,00 / 15 000,00 = 48,00'),
      '25 × (100 − 99,990) / (100 − 99,950) = 5,00',
      '15 × 14 / 30 = 7,00',
    ]);
    expect(formulaText(pointsFor(byId(result).get(3), 'cost')!)).toBe(nb('60 × 12 000,00 / 14 000,00 = 51,43'));
  });

  it('rounds each criterion half up to hundredths, and the score is the sum of the rounded points', () => {
    // 1 × 1.00 / 8.00 = 0.125 → 0.13; 9 × 1 / 8 = 1.125 → 1.13; 90 × 1.000 / 1.000 = 90.00.
    const [first, second] = rankLot(weighted({ cost: 1, connection: 9, sla: 90 }), [
      offer(7, { total_cost: '8.00', connection_days: 8, sla_availability: '99.000' }),
      offer(8, { total_cost: '1.00', connection_days: 1, sla_availability: '99.000' }),
    ]);
    expect(first).toMatchObject({ id: 8, rank: 1, score: '100.00' });
    expect(second!.points!.map((p) => p.points)).toEqual(['0.13', '90.00', '1.13']);
    expect(second).toMatchObject({ id: 7, rank: 2, score: '91.26' });
    expect(second!.points!.map(formulaText)).toEqual([
      '1 × 1,00 / 8,00 = 0,13',
      '90 × (100 − 99,000) / (100 − 99,000) = 90,00',
      '9 × 1 / 8 = 1,13',
    ]);
  });

  it('shares a place on equal scores (1, 1, 3), listing the cheaper first, then by id', () => {
    const tied = rankLot(weighted({ cost: 50, connection: 50 }), [
      offer(1, { total_cost: '200.00', connection_days: 1 }), // 25.00 + 50.00
      offer(2, { total_cost: '100.00', connection_days: 4 }), // 50.00 + 12.50
      offer(3, { total_cost: '100.00', connection_days: 2 }), // 50.00 + 25.00
      offer(4, { total_cost: '200.00', connection_days: 1 }), // 25.00 + 50.00
    ]);
    expect(tied.map((r) => [r.id, r.rank, r.score])).toEqual([
      [3, 1, '75.00'],
      [1, 1, '75.00'],
      [4, 1, '75.00'],
      [2, 4, '62.50'],
    ]);
  });

  it('measures SLA by downtime floored at 0.001 %, so 100 % and 99.999 % are equal', () => {
    const sla = rankLot(weighted({ sla: 100 }), [
      offer(1, { sla_availability: '99.000' }),
      offer(2, { sla_availability: '99.998' }),
      offer(3, { sla_availability: '99.999' }),
      offer(4, { sla_availability: '100.000' }),
    ]);
    expect(sla.map((r) => [r.id, r.rank, r.score])).toEqual([
      [3, 1, '100.00'],
      [4, 1, '100.00'],
      [2, 3, '50.00'],
      [1, 4, '0.10'],
    ]);
    const floor = 'простій (100 − SLA) не менше 0,001: ';
    expect(sla.map((r) => formulaText(r.points![0]!))).toEqual([
      `${floor}100 × 0,001 / (100 − 99,999) = 100,00`,
      `${floor}100 × 0,001 / 0,001 = 100,00`,
      `${floor}100 × 0,001 / (100 − 99,998) = 50,00`,
      `${floor}100 × 0,001 / (100 − 99,000) = 0,10`,
    ]);
  });

  it('gives a cost of zero the full weight and every other cost nothing', () => {
    const free = byId(
      rankLot(weighted({ cost: 60, connection: 40 }), [
        offer(1, { total_cost: '0.00' }),
        offer(2, { total_cost: '0.01' }),
      ]),
    );
    expect(pointsFor(free.get(1), 'cost')).toMatchObject({ best: '0.00', value: '0.00', points: '60.00' });
    expect(pointsFor(free.get(2), 'cost')).toMatchObject({ best: '0.00', value: '0.01', points: '0.00' });
    expect(formulaText(pointsFor(free.get(1), 'cost')!)).toBe('вартість 0,00 — повна вага: 60 = 60,00');
    expect(formulaText(pointsFor(free.get(2), 'cost')!)).toBe('60 × 0,00 / 0,01 = 0,00');
  });

  it('counts the technical score out of 100 and a missing one as 0', () => {
    const evaluationT = weighted({ cost: 90, technical: 10 });
    const candidates = [
      offer(1, { technical: 80 }),
      offer(2, { technical: null }),
      offer(3, { technical: 95, compliant: false }),
      offer(4, { technical: 100 }),
    ];
    const scored = byId(rankLot(evaluationT, candidates));
    expect(pointsFor(scored.get(1), 'technical')).toEqual({
      criterion: 'technical',
      weight: 10,
      best: '100',
      value: '80',
      points: '8.00',
    });
    expect(pointsFor(scored.get(2), 'technical')).toMatchObject({ best: '100', value: null, points: '0.00' });
    expect(formulaText(pointsFor(scored.get(1), 'technical')!)).toBe('10 × 80 / 100 = 8,00');
    expect(formulaText(pointsFor(scored.get(2), 'technical')!)).toBe('оцінки ще немає: 10 × 0 / 100 = 0,00');
    expect([1, 2, 4].map((id) => scored.get(id)!.rank)).toEqual([2, 3, 1]);

    const none = rankLot(evaluationT, [offer(1)]);
    expect(pointsFor(none[0], 'technical')).toMatchObject({ best: null, value: null, points: '0.00' });
  });

  it('lists points only for criteria of a positive weight, in the order of the criteria', () => {
    const [only] = rankLot(weighted({ technical: 30, connection: 70 }), [offer(1, { technical: 50 })]);
    expect(only!.points!.map((p) => [p.criterion, p.points])).toEqual([
      ['connection', '70.00'],
      ['technical', '15.00'],
    ]);
    expect(only!.score).toBe('85.00');
  });

  it('refuses malformed figures and repeated ids', () => {
    expect(() => rankLot(LOWEST, [offer(1), offer(1)])).toThrow();
    expect(() => rankLot(LOWEST, [offer(1, { sla_availability: '100.001' })])).toThrow();
    expect(() => rankLot(LOWEST, [offer(1, { sla_availability: '99,95' })])).toThrow();
    expect(() => rankLot(LOWEST, [offer(1, { connection_days: 0 })])).toThrow();
    expect(() => rankLot(LOWEST, [offer(1, { technical: 101 })])).toThrow();
    expect(() => rankLot(LOWEST, [offer(1, { total_cost: '-1.00' })])).toThrow();
  });

  it('refuses to write a formula whose points do not follow from its figures', () => {
    const p: CriterionPoints = { criterion: 'connection', weight: 15, best: '14', value: '30', points: '7.01' };
    expect(() => formulaText(p)).toThrow();
  });
});

describe('missingTechnicalScores', () => {
  const candidates = [
    offer(5),
    offer(2, { technical: 70 }),
    offer(3),
    offer(1, { compliant: false }), // out of ranking: its score decides nothing
  ];

  it('names the ranked offers without a technical score when the method weighs it', () => {
    expect(missingTechnicalScores(weighted({ cost: 90, technical: 10 }), candidates)).toEqual([3, 5]);
  });

  it('names none when the method does not weigh it', () => {
    expect(missingTechnicalScores(LOWEST, candidates)).toEqual([]);
    expect(missingTechnicalScores(weighted({ cost: 100 }), candidates)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

type Figures = Omit<LotCandidate, 'id'>;

const costArb = fc
  .oneof(
    fc.constantFrom(0n, 1n, 100n, 1_200_000n, 1_500_000n),
    fc.bigInt({ min: 0n, max: 5_000_000n }),
    fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
  )
  .map(fromKopiyky);
const slaThousandthsArb = fc.oneof(
  fc.constantFrom(100_000, 99_999, 99_998, 99_990, 99_950, 99_900, 99_000),
  fc.integer({ min: 99_000, max: 100_000 }),
  fc.integer({ min: 0, max: 100_000 }),
);
const slaString = (t: number) => `${Math.floor(t / 1000)}.${String(t % 1000).padStart(3, '0')}`;
const slaOf = (s: string) => Math.round(Number(s) * 1000); // test-side reading, three decimals at most
const daysArb = fc.oneof(fc.constantFrom(1, 7, 14, 30), fc.integer({ min: 1, max: 365 }));
const technicalArb = fc.oneof(fc.constant(null), fc.constantFrom(0, 50, 80, 100), fc.integer({ min: 0, max: 100 }));

const figuresArb = (compliant: fc.Arbitrary<boolean> = fc.boolean()): fc.Arbitrary<Figures> =>
  fc.record({
    compliant,
    total_cost: costArb,
    sla_availability: slaThousandthsArb.map(slaString),
    connection_days: daysArb,
    technical: technicalArb,
  });

/**
 * Candidates with unique ids; a few copy another's figures (keeping their own compliance), so
 * equal costs and equal scores come up often.
 */
const candidatesArb = (opts: { minLength?: number; maxLength?: number; compliant?: fc.Arbitrary<boolean> } = {}) =>
  fc
    .tuple(
      fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), figuresArb(opts.compliant)), {
        selector: ([id]) => id,
        minLength: opts.minLength ?? 0,
        maxLength: opts.maxLength ?? 8,
      }),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }),
    )
    .map(([list, copies]) => {
      const out = list.map(([id, f]): [number, Figures] => [id, { ...f }]);
      for (const [from, to] of copies) {
        if (out.length === 0) break;
        const [source, target] = [out[from % out.length]![1], out[to % out.length]![1]];
        Object.assign(target, { ...source, compliant: target.compliant });
      }
      return out;
    });
const withIds = (list: [number, Figures][]): LotCandidate[] => list.map(([id, f]) => ({ id, ...f }));

/** Whole per cents summing to 100, any split (zeros included). */
const weightsArb: fc.Arbitrary<TWeights> = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map((cuts) => {
    const [a, b, c] = [...cuts].sort((x, y) => x - y) as [number, number, number];
    return { cost: a, sla: b - a, connection: c - b, technical: 100 - c };
  });
const weightedArb = weightsArb.map((weights): TEvaluation => ({ method: 'weighted', weights }));
const evaluationArb = fc.oneof(fc.constant(LOWEST), weightedArb);

/** "48.00" → 4800n. */
const hundredths = (points: string) => {
  expect(points).toMatch(/^\d+\.\d{2}$/);
  return BigInt(points.replace('.', ''));
};

/** A rational as [numerator, denominator], denominator positive. */
type Q = [bigint, bigint];

/** The exact (unrounded) points of a criterion, computed here from the rule as written, independently. */
function exactPoints(criterion: TCriterion, weight: number, best: LotCandidate, own: LotCandidate): Q {
  const w = BigInt(weight);
  const down = (c: LotCandidate) => {
    const d = 100_000n - BigInt(slaOf(c.sla_availability));
    return d < 1n ? 1n : d;
  };
  switch (criterion) {
    case 'cost': {
      const [b, o] = [kopiykyOf(best.total_cost), kopiykyOf(own.total_cost)];
      return o === 0n ? [w, 1n] : [w * b, o];
    }
    case 'connection':
      return [w * BigInt(best.connection_days), BigInt(own.connection_days)];
    case 'sla':
      return [w * down(best), down(own)];
    case 'technical':
      return [w * BigInt(own.technical ?? 0), 100n];
  }
}

/** The best of each criterion among the compliant candidates, as a candidate (technical unused). */
function bestAmong(candidates: readonly LotCandidate[]): LotCandidate {
  const ranked = candidates.filter((c) => c.compliant);
  const cost = ranked.map((c) => kopiykyOf(c.total_cost)).reduce((a, b) => (b < a ? b : a));
  return offer(0, {
    total_cost: fromKopiyky(cost),
    sla_availability: slaString(Math.max(...ranked.map((c) => slaOf(c.sla_availability)))),
    connection_days: Math.min(...ranked.map((c) => c.connection_days)),
  });
}

describe('rankLot properties', () => {
  it('1. points stay within [0, weight], the score within [0, 100] and equal to their sum', () => {
    fc.assert(
      fc.property(weightedArb, candidatesArb(), (evaluation, list) => {
        const weights = evaluation.weights!;
        for (const r of rankLot(evaluation, withIds(list))) {
          if (r.rank === null) continue;
          expect(r.points!.map((p) => p.criterion)).toEqual(CRITERIA.filter((c) => weights[c] > 0));
          let sum = 0n;
          for (const p of r.points!) {
            expect(p.weight).toBe(weights[p.criterion]);
            const h = hundredths(p.points);
            expect(h).toBeGreaterThanOrEqual(0n);
            expect(h).toBeLessThanOrEqual(BigInt(p.weight) * 100n);
            sum += h;
          }
          expect(hundredths(r.score!)).toBe(sum);
          expect(sum).toBeLessThanOrEqual(10_000n);
        }
      }),
    );
  });

  it('1. a sole compliant offer gets the full weight on cost, SLA and connection', () => {
    fc.assert(
      fc.property(
        weightedArb,
        figuresArb(fc.constant(true)),
        candidatesArb({ compliant: fc.constant(false) }),
        (e, f, others) => {
          const sole: LotCandidate = { id: 0, ...f };
          const [first] = rankLot(e, [sole, ...withIds(others)]);
          expect(first).toMatchObject({ id: 0, rank: 1 });
          for (const p of first!.points!) {
            const full = BigInt(p.weight) * 100n;
            expect(hundredths(p.points)).toBe(
              p.criterion === 'technical' ? BigInt(p.weight * (f.technical ?? 0)) : full,
            );
          }
        },
      ),
    );
  });

  it('1. ranks are competition ranks by score (or cost), listed by rank, then cost, then id', () => {
    fc.assert(
      fc.property(evaluationArb, candidatesArb(), (evaluation, list) => {
        const candidates = withIds(list);
        const result = rankLot(evaluation, candidates);
        const input = new Map(candidates.map((c) => [c.id, c]));
        expect(result.map((r) => r.id).sort((a, b) => a - b)).toEqual([...input.keys()].sort((a, b) => a - b));
        const ranked = result.filter((r) => r.rank !== null);
        // Higher is better: the score, or the cost negated.
        const key = (r: ScoredCandidate) =>
          evaluation.weights === null ? -kopiykyOf(input.get(r.id)!.total_cost) : hundredths(r.score!);
        for (const r of ranked) {
          expect(r.rank).toBe(1 + ranked.filter((o) => key(o) > key(r)).length);
        }
        const sortKey = (r: ScoredCandidate): [number, bigint, number] => [
          r.rank ?? Infinity,
          kopiykyOf(input.get(r.id)!.total_cost),
          r.id,
        ];
        for (let i = 1; i < result.length; i++) {
          const [a, b] = [sortKey(result[i - 1]!), sortKey(result[i]!)];
          expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true);
        }
      }),
    );
  });

  it('2. an offer at least as good on every criterion never ranks below; strictly better beyond rounding ranks above', () => {
    const improvement = fc.record({
      cost: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 1_000_000n })),
      sla: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 })),
      days: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
      technical: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
      gainsScore: fc.boolean(),
    });
    fc.assert(
      fc.property(
        evaluationArb,
        candidatesArb({ maxLength: 6 }),
        figuresArb(fc.constant(true)),
        improvement,
        (evaluation, list, worseFigures, up) => {
          const ids = list.map(([id]) => id);
          const [aId, bId] = [Math.max(0, ...ids) + 1, Math.max(0, ...ids) + 2];
          const worse: LotCandidate = { id: bId, ...worseFigures };
          const cost = kopiykyOf(worse.total_cost) - up.cost;
          const technical =
            worse.technical === null
              ? up.gainsScore
                ? up.technical
                : null
              : Math.min(100, worse.technical + up.technical);
          const better: LotCandidate = {
            id: aId,
            compliant: true,
            total_cost: fromKopiyky(cost < 0n ? 0n : cost),
            sla_availability: slaString(Math.min(100_000, slaOf(worse.sla_availability) + up.sla)),
            connection_days: Math.max(1, worse.connection_days - up.days),
            technical,
          };
          const candidates = [...withIds(list), worse, better];
          const result = byId(rankLot(evaluation, candidates));
          const [a, b] = [result.get(aId)!, result.get(bId)!];
          expect(a.rank).toBeLessThanOrEqual(b.rank!);

          if (evaluation.weights === null) {
            if (kopiykyOf(better.total_cost) < kopiykyOf(worse.total_cost)) expect(a.rank).toBeLessThan(b.rank!);
            return;
          }
          expect(hundredths(a.score!)).toBeGreaterThanOrEqual(hundredths(b.score!));
          // Where the exact points differ by at least 0.01, rounding half up cannot make them equal:
          // then the better offer's score is strictly higher and its place strictly better.
          const best = bestAmong(candidates);
          const weights = evaluation.weights;
          const clearlyBetter = CRITERIA.some((c) => {
            if (weights[c] === 0) return false;
            const [an, ad] = exactPoints(c, weights[c], best, better);
            const [bn, bd] = exactPoints(c, weights[c], best, worse);
            return 100n * (an * bd - bn * ad) >= ad * bd;
          });
          if (clearlyBetter) {
            expect(hundredths(a.score!)).toBeGreaterThan(hundredths(b.score!));
            expect(a.rank).toBeLessThan(b.rank!);
          }
        },
      ),
    );
  });

  it('3. the order offers come in changes nothing', () => {
    const listAndShuffle = candidatesArb().chain((list) =>
      fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
    );
    fc.assert(
      fc.property(evaluationArb, listAndShuffle, (evaluation, [list, shuffled]) => {
        expect(rankLot(evaluation, withIds(shuffled))).toEqual(rankLot(evaluation, withIds(list)));
      }),
    );
  });

  it('4. offers out of ranking get no place and change nothing for the others', () => {
    const extraArb = candidatesArb({ minLength: 1, maxLength: 4, compliant: fc.constant(false) });
    fc.assert(
      fc.property(evaluationArb, candidatesArb(), extraArb, fc.nat(), (evaluation, list, extra, at) => {
        const base = withIds(list);
        const taken = new Set(base.map((c) => c.id));
        const added = withIds(extra).filter((c) => !taken.has(c.id));
        const position = base.length === 0 ? 0 : at % (base.length + 1);
        const all = [...base.slice(0, position), ...added, ...base.slice(position)];
        const result = rankLot(evaluation, all);
        for (const r of result) {
          if (!all.find((c) => c.id === r.id)!.compliant)
            expect(r).toMatchObject({ rank: null, score: null, points: null });
        }
        const addedIds = new Set(added.map((c) => c.id));
        expect(result.filter((r) => !addedIds.has(r.id))).toEqual(rankLot(evaluation, base));
      }),
    );
  });

  it('5. each formula reads back to its points, and its arithmetic done by hand gives them', () => {
    fc.assert(
      fc.property(weightedArb, candidatesArb({ minLength: 1 }), (evaluation, list) => {
        for (const r of rankLot(evaluation, withIds(list))) {
          for (const p of r.points ?? []) {
            const formula = formulaText(p);
            const m = /^(?:[^:]*: )?(.*) = ([\d\u00a0]+,\d{2})$/.exec(formula);
            expect(m, formula).not.toBeNull();
            const stated = m![2]!.replaceAll('\u00a0', '').replace(',', '.');
            expect(stated).toBe(p.points);
            expect(byHand(m![1]!), formula).toBe(p.points);
          }
        }
      }),
    );
  });
});

/**
 * Evaluates the left side of a formula the way a person would: numbers with a decimal comma and
 * no-break spaces, «×», «/», «(100 − x)», left to right, exactly; then rounds half up to hundredths.
 * A bare weight («60», the cost-of-zero case) is its own value.
 */
function byHand(expression: string): string {
  const tokens = expression.match(/\d[\d\u00a0]*(?:,\d+)?|[×/()−]/g) ?? [];
  let i = 0;
  const number = (text: string): Q => {
    const [int, frac = ''] = text.replaceAll('\u00a0', '').split(',') as [string, string?];
    return [BigInt(int + frac), 10n ** BigInt(frac.length)];
  };
  const term = (): Q => {
    const token = tokens[i++]!;
    if (token !== '(') return number(token);
    const [hn, hd] = number(tokens[i++]!);
    expect(tokens[i++]).toBe('−');
    const [xn, xd] = number(tokens[i++]!);
    expect(tokens[i++]).toBe(')');
    return [hn * xd - xn * hd, hd * xd];
  };
  let [n, d] = term();
  while (i < tokens.length) {
    const op = tokens[i++];
    const [tn, td] = term();
    if (op === '×') [n, d] = [n * tn, d * td];
    else [n, d] = [n * td, d * tn];
  }
  expect(d).toBeGreaterThan(0n);
  const h = (200n * n + d) / (2n * d);
  return `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
}
