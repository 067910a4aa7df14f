import { z } from 'zod';
import { required } from './common.ts';

/**
 * How a tender's offers are ranked, stated when the tender is published (ADR 0038): the lowest
 * total cost over the term, or a weighted score over the criteria below. A change after
 * publication is a new publication (update-tender.ts). The computation lives in scoring.ts;
 * this module is what the tender states.
 */
export const EVALUATION_METHODS = ['lowest_cost', 'weighted'] as const;
export type TEvaluationMethod = (typeof EVALUATION_METHODS)[number];

export const EVALUATION_METHOD_LABELS: Record<TEvaluationMethod, string> = {
  lowest_cost: 'Найнижча загальна вартість',
  weighted: 'Зважена оцінка за критеріями',
};

/** The criteria of a weighted score, in the order they are shown. */
export const CRITERIA = ['cost', 'sla', 'connection', 'technical'] as const;
export type TCriterion = (typeof CRITERIA)[number];

export const CRITERION_LABELS: Record<TCriterion, string> = {
  cost: 'Загальна вартість за строк договору',
  sla: 'Доступність за SLA',
  connection: 'Строк підключення',
  technical: 'Технічна оцінка',
};

const zWeight = (criterion: TCriterion) => {
  const field = `Вага: ${CRITERION_LABELS[criterion].toLowerCase()}`;
  return z.coerce
    .number({ error: required(field) })
    .int(`Поле «${field}» має бути цілим числом відсотків`)
    .min(0, `Поле «${field}» має бути не менше 0 %`)
    .max(100, `Поле «${field}» має бути не більше 100 %`);
};

export const WEIGHTS_SUM_MESSAGE = 'Сума ваг критеріїв має дорівнювати 100 %';

/** Whole per cents that sum to 100; a criterion of weight 0 is not used. */
export const ZWeights = z
  .object({
    cost: zWeight('cost'),
    sla: zWeight('sla'),
    connection: zWeight('connection'),
    technical: zWeight('technical'),
  })
  .refine((w) => w.cost + w.sla + w.connection + w.technical === 100, { message: WEIGHTS_SUM_MESSAGE, path: ['sum'] });
export type TWeights = z.output<typeof ZWeights>;

export const ZWeightsRead = z.object({
  cost: z.number().int(),
  sla: z.number().int(),
  connection: z.number().int(),
  technical: z.number().int(),
});

/** A tender's evaluation as read back (the card, the comparison, a history entry). */
export const ZEvaluationRead = z.object({ method: z.enum(EVALUATION_METHODS), weights: ZWeightsRead.nullable() });
export type TEvaluationRead = z.infer<typeof ZEvaluationRead>;

export const ZEvaluation = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('lowest_cost'), weights: z.null().default(null) }),
    z.object({ method: z.literal('weighted'), weights: ZWeights }),
  ],
  { error: 'Поле «Метод оцінки»: оберіть найнижчу вартість або зважену оцінку' },
);
export type TEvaluation = z.output<typeof ZEvaluation>;
export type TEvaluationWrite = z.input<typeof ZEvaluation>;

export const LOWEST_COST: TEvaluation = { method: 'lowest_cost', weights: null };

/**
 * The evaluation in one line, as history and letters word it: «Найнижча загальна вартість», or
 * «Зважена оцінка за критеріями: загальна вартість за строк договору 60 %, …» (criteria of weight
 * 0 are not used and not named).
 */
export function evaluationText({ method, weights }: TEvaluationRead): string {
  const label = EVALUATION_METHOD_LABELS[method];
  if (method !== 'weighted' || !weights) return label;
  // «доступність за SLA»: only the first letter goes small.
  const named = (c: TCriterion) => CRITERION_LABELS[c].charAt(0).toLowerCase() + CRITERION_LABELS[c].slice(1);
  const parts = CRITERIA.filter((c) => weights[c] > 0).map((c) => `${named(c)} ${weights[c]} %`);
  return parts.length ? `${label}: ${parts.join(', ')}` : label;
}
