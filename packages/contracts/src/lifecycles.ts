import { z } from 'zod';
import type { TAction } from './permissions.ts';

/**
 * The tender and offer lifecycles as data: for each status, the steps a user may take and the
 * status each leads to, with the role actions a step needs (docs/product/lifecycles.md). The
 * server's verbs and SQL read these tables; the server turns them into `abilities` for each
 * caller, which the web shows as buttons. The deadline's own step (published → evaluation or
 * unsuccessful) is no user's: it is DEADLINE_OUTCOMES.
 */
export const TENDER_STATUSES = [
  'draft',
  'published',
  'evaluation',
  'awarded',
  'completed',
  'cancelled',
  'unsuccessful',
] as const;
export type TTenderStatus = (typeof TENDER_STATUSES)[number];

export const OFFER_STATUSES = ['draft', 'submitted', 'withdrawn', 'won', 'lost'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

interface Step<S extends string> {
  to: S;
  /** Role actions the user needs, all of them. */
  needs: readonly TAction[];
}

/** What the bank does with a tender. */
export const TENDER_STEPS = ['edit', 'documents', 'publish', 'extend', 'cancel', 'award', 'unsuccessful', 'complete'] as const;
export type TTenderStep = (typeof TENDER_STEPS)[number];

export const TENDER_LIFECYCLE: Record<TTenderStatus, Partial<Record<TTenderStep, Step<TTenderStatus>>>> = {
  draft: {
    edit: { to: 'draft', needs: ['tender.edit'] },
    documents: { to: 'draft', needs: ['tender.edit'] },
    publish: { to: 'published', needs: ['tender.publish'] },
    cancel: { to: 'cancelled', needs: ['tender.cancel'] },
  },
  published: {
    // A change of a published tender reaches every provider: it needs who may publish.
    edit: { to: 'published', needs: ['tender.edit', 'tender.publish'] },
    // Documents are part of what providers price against: changed like the terms.
    documents: { to: 'published', needs: ['tender.edit', 'tender.publish'] },
    extend: { to: 'published', needs: ['tender.publish'] },
    cancel: { to: 'cancelled', needs: ['tender.cancel'] },
  },
  evaluation: {
    award: { to: 'awarded', needs: ['tender.award'] },
    unsuccessful: { to: 'unsuccessful', needs: ['tender.award'] },
    cancel: { to: 'cancelled', needs: ['tender.cancel'] },
  },
  awarded: {
    complete: { to: 'completed', needs: ['tender.award'] },
  },
  completed: {},
  cancelled: {},
  unsuccessful: {},
};

/**
 * What the deadline does to a published tender: enough submitted offers and the bank evaluates
 * them; too few and the tender did not take place.
 */
export const DEADLINE_OUTCOMES = ['evaluation', 'unsuccessful'] as const satisfies readonly TTenderStatus[];
export type TDeadlineOutcome = (typeof DEADLINE_OUTCOMES)[number];

export const deadlineOutcome = (submittedOffers: number, minOffers: number): TDeadlineOutcome =>
  submittedOffers >= minOffers ? 'evaluation' : 'unsuccessful';

/** The statuses a tender reaches only through its deadline: its offers are unsealed in them. */
export const AFTER_DEADLINE_STATUSES = ['evaluation', 'awarded', 'completed', 'unsuccessful'] as const satisfies
  readonly TTenderStatus[];

/** The statuses from which a step may be taken, e.g. statusesAllowing('cancel'). */
export function tenderStatusesAllowing(step: TTenderStep): TTenderStatus[] {
  return TENDER_STATUSES.filter((s) => TENDER_LIFECYCLE[s][step] !== undefined);
}

/** What a provider does with its offer; every step needs the tender to take offers still. */
export const OFFER_STEPS = ['edit', 'submit', 'withdraw', 'documents'] as const;
export type TOfferStep = (typeof OFFER_STEPS)[number];

export const OFFER_LIFECYCLE: Record<TOfferStatus, Partial<Record<TOfferStep, Step<TOfferStatus>>>> = {
  draft: {
    edit: { to: 'draft', needs: ['offer.create'] },
    submit: { to: 'submitted', needs: ['offer.create'] },
    documents: { to: 'draft', needs: ['offer.create'] },
  },
  submitted: {
    // An edit of a submitted offer is a resubmission.
    edit: { to: 'submitted', needs: ['offer.create'] },
    withdraw: { to: 'withdrawn', needs: ['offer.create'] },
    documents: { to: 'submitted', needs: ['offer.create'] },
  },
  // Taken back: its terms may be edited and submitted again; documents wait until then.
  withdrawn: {
    edit: { to: 'withdrawn', needs: ['offer.create'] },
    submit: { to: 'submitted', needs: ['offer.create'] },
  },
  // The award decides every submitted offer: won or lost; neither changes again.
  won: {},
  lost: {},
};

export function offerStatusesAllowing(step: TOfferStep): TOfferStatus[] {
  return OFFER_STATUSES.filter((s) => OFFER_LIFECYCLE[s][step] !== undefined);
}

/**
 * The offers the bank may ever read: drafts are the provider's private work and a withdrawn
 * offer was taken back before the deadline, so neither takes part in the evaluation.
 */
export const BANK_VISIBLE_OFFER_STATUSES = ['submitted', 'won', 'lost'] as const satisfies readonly TOfferStatus[];

/** Whether a step of the table is open to a holder of these role actions. */
export const stepAllowed = (step: Step<string> | undefined, actions: Partial<Record<TAction, boolean>>) =>
  step !== undefined && step.needs.every((a) => actions[a] === true);

/**
 * What the caller may do with a tender now, answered by the server with every tender it reads
 * out whole; the web shows controls from this only.
 */
export const ZTenderAbilities = z
  .object({
    edit: z.boolean().describe('Змінити умови тендера'),
    documents: z.boolean().describe('Додати або вилучити документи тендера'),
    publish: z.boolean(),
    extend: z.boolean().describe('Продовжити кінцевий термін'),
    cancel: z.boolean(),
    award: z.boolean().describe('Визначити переможця'),
    unsuccessful: z.boolean().describe('Визнати тендер таким, що не відбувся'),
    complete: z.boolean(),
    ask: z.boolean().describe('Поставити запитання'),
    answer: z.boolean().describe('Відповісти на запитання'),
    offer: z.boolean().describe('Створити пропозицію'),
    offers: z.boolean().describe('Переглянути пропозиції та порівняння'),
    history: z.boolean().describe('Переглянути історію дій'),
  })
  .describe('Що користувач може зробити з тендером зараз');
export type TTenderAbilities = z.infer<typeof ZTenderAbilities>;

/** What the offer's provider may do with it now; the bank never changes an offer. */
export const ZOfferAbilities = z
  .object({
    edit: z.boolean(),
    submit: z.boolean(),
    withdraw: z.boolean(),
    documents: z.boolean().describe('Додати або вилучити документи пропозиції'),
  })
  .describe('Що користувач може зробити з пропозицією зараз');
export type TOfferAbilities = z.infer<typeof ZOfferAbilities>;
