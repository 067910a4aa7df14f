import { sql, type SQL } from 'drizzle-orm';
import type { TEmailTemplate } from '@tt/contracts/emails';
import { emailOutbox } from '../../../db/schema/index.ts';
import { offersUnsealedSql } from '../../offers/offer-policy.ts';

/**
 * Letters whose recipients were chosen by who holds an offer on the tender (or, for an answer,
 * who asked): docs/product/email-events.md §5–§6. Their mere addresses name the bidders.
 * `tender_published` goes to every subscribed provider, whoever bids, and is not among them;
 * `tender_evaluation_changed` goes to holders and subscribed providers alike, its footer telling
 * which, so it is.
 */
export const LETTERS_TO_BIDDERS = [
  'tender_clarified',
  'tender_evaluation_changed',
  'tender_deadline_extended',
  'tender_document_added',
  'question_answered',
  'deadline_reminder',
  'tender_cancelled',
  'tender_unsuccessful',
  'offer_won',
  'offer_lost',
] as const satisfies readonly TEmailTemplate[];

/**
 * The reminder exists only because an organisation held a draft it had not submitted; the bank
 * never learns of drafts (sealed-offers.md §1), so the reminder is never shown, even unsealed.
 */
export const LETTERS_ABOUT_DRAFTS = ['deadline_reminder'] as const satisfies readonly TEmailTemplate[];

const templateList = (templates: readonly string[]) =>
  sql.join(
    templates.map((t) => sql.raw(`'${t}'`)),
    sql`, `,
  );

/**
 * Whether the archive may show a letter at all: a letter to bidders stays out of sight — out of
 * every list, count, detail and resend — while its tender's offers are sealed
 * (docs/product/sealed-offers.md §2, §9); for a tender cancelled while taking offers, for ever.
 * The query must join `tenders` on the letter's tender; a letter to bidders without a tender is
 * withheld as well (the sealed branch of offersUnsealedSql is the default). Letters about drafts
 * are never shown.
 */
export const letterVisibleSql: SQL<boolean> = sql<boolean>`(${emailOutbox.template} not in (${templateList(LETTERS_ABOUT_DRAFTS)}) and (${emailOutbox.template} not in (${templateList(LETTERS_TO_BIDDERS)}) or ${offersUnsealedSql}))`;
