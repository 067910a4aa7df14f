import { sql, type SQL } from 'drizzle-orm';
import type { TEmailTemplate } from '@tt/contracts/emails';
import { BANK_VISIBLE_OFFER_STATUSES } from '@tt/contracts/lifecycles';
import { emailOutbox, offers } from '../../../db/schema/index.ts';
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
 * Letters to bidders whose recipients were chosen by holding an offer in any status — a draft
 * and a withdrawn offer included — or by asking a question. The award letters go only to
 * offers that won or lost, which the bank sees anyway, and are not among them.
 */
const LETTERS_TO_HOLDERS = LETTERS_TO_BIDDERS.filter((t) => t !== 'offer_won' && t !== 'offer_lost');

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

const bankVisible = templateList(BANK_VISIBLE_OFFER_STATUSES);

/**
 * Whether the recipient's organisation holds an offer on the letter's tender that the bank may
 * see once offers are unsealed. One offer per organisation and tender (offers_tender_org_key).
 */
const recipientIsBidderSql = sql<boolean>`exists (select 1 from ${offers} o
  where o.tender_id = ${emailOutbox.tenderId} and o.organization_id = ${emailOutbox.recipientOrganizationId}
  and o.status in (${bankVisible}))`;

/**
 * Whether the archive may show a letter at all — in every list, count, detail and resend
 * (docs/product/sealed-offers.md §2, §9). After the deadline the bank learns from letters exactly
 * what its offers list shows:
 * - a letter to bidders stays out of sight while its tender's offers are sealed; for a tender
 *   cancelled while taking offers, for ever;
 * - a letter to holders (or an asker) shows only if its organisation holds an offer the bank
 *   sees — never one to a draft's or a withdrawn offer's holder, or to someone who only asked;
 * - letters about drafts are never shown.
 * The query must join `tenders` on the letter's tender; a letter to bidders without a tender is
 * withheld as well (the sealed branch of offersUnsealedSql is the default).
 */
export const letterVisibleSql: SQL<boolean> = sql<boolean>`(${emailOutbox.template} not in (${templateList(LETTERS_ABOUT_DRAFTS)})
  and (${emailOutbox.template} not in (${templateList(LETTERS_TO_BIDDERS)}) or ${offersUnsealedSql})
  and (${emailOutbox.template} not in (${templateList(LETTERS_TO_HOLDERS)}) or ${recipientIsBidderSql}))`;
