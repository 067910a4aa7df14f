import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { evaluationText, ZEvaluationRead } from '@tt/contracts/evaluation';
import { OWN_LOT_RESULT_LABELS, type TOwnLotResult } from '@tt/contracts/lots';
import type { TTenderHistoryAction } from '@tt/contracts/tenders';
import type { Db, Tx } from '../../db/client.ts';
import {
  documents,
  historyNotifications,
  offerLots,
  offers,
  organizations,
  questions,
  tenderHistory,
  tenderLots,
} from '../../db/schema/index.ts';
import { queueEmail, type Letter } from './queue-email.ts';
import {
  providersWithOffer,
  pipelineProviders,
  providerUser,
  tenderAuthor,
  tenderBankRecipients,
  tenderForLetters,
  tenderItManagers,
  uniqueRecipients,
  type Recipient,
} from './recipients.ts';
import {
  awardNoticeLetter,
  deadlineExtendedLetter,
  deadlinePassedLetter,
  evaluationChangedLetter,
  offerLostLetter,
  offerWonLetter,
  questionAnsweredLetter,
  tenderCancelledLetter,
  tenderClarifiedLetter,
  tenderDocumentLetter,
  tenderPublishedLetter,
  tenderUnsuccessfulLetter,
  tenderFooters,
  type Footer,
  type LetterContext,
  type RenderedLetter,
  type TenderFacts,
} from './templates.ts';

/** The history actions docs/product/email-events.md §5 sends letters about; every other action is never looked at. */
export const NOTIFIED_ACTIONS = [
  'published',
  'updated',
  'evaluation_changed',
  'deadline_extended',
  'document_added',
  'question_answered',
  'evaluation_started',
  'awarded',
  'cancelled',
  'unsuccessful',
] as const satisfies readonly TTenderHistoryAction[];

/**
 * An event older than this is recorded as handled without letters: by then it is on the site
 * anyway, and a late burst of mail (a scheduler that was off, demo history written in the
 * past) would only confuse people.
 */
export const NOTIFY_MAX_AGE_HOURS = 24;

/** Providers "with an offer": a draft or a submitted one, and a withdrawn one that may be submitted again. */
const HOLDING_AN_OFFER = ['draft', 'submitted', 'withdrawn'] as const;

interface HistoryRow {
  id: number;
  tenderId: number;
  action: string;
  details: Record<string, unknown>;
  stale: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * Turns new history entries into letters (the one way tender events reach e-mail). Each entry is
 * claimed in history_notifications in the same transaction that queues its letters: a second
 * server instance doing the same waits on the claim's primary key and then skips it, and a
 * failure rolls back both, so every letter is queued exactly once.
 */
export async function notifyFromHistory(
  db: Db,
  ctx: LetterContext,
  { limit = 100 }: { limit?: number } = {},
): Promise<{ entries: number; letters: number }> {
  // Only entries above a floor are scanned: below the newest claim older than a day nothing can
  // still be waiting (no writing transaction stays open that long), so the scan stays short.
  const candidates = await db
    .select({ id: tenderHistory.id })
    .from(tenderHistory)
    .where(
      and(
        sql`${tenderHistory.id} > coalesce((select max(${historyNotifications.historyId}) from ${historyNotifications} where ${historyNotifications.processedAt} < now() - interval '1 day'), 0)`,
        inArray(tenderHistory.action, [...NOTIFIED_ACTIONS]),
        sql`not exists (select 1 from ${historyNotifications} where ${historyNotifications.historyId} = ${tenderHistory.id})`,
      ),
    )
    .orderBy(tenderHistory.id)
    .limit(limit);

  let entries = 0;
  let letters = 0;
  for (const { id } of candidates) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(historyNotifications)
        .values({ historyId: id })
        .onConflictDoNothing()
        .returning({ id: historyNotifications.historyId });
      if (!claimed) return null;
      const [entry] = await tx
        .select({
          id: tenderHistory.id,
          tenderId: tenderHistory.tenderId,
          action: tenderHistory.action,
          details: tenderHistory.details,
          stale: sql<boolean>`${tenderHistory.createdAt} < now() - make_interval(hours => ${NOTIFY_MAX_AGE_HOURS})`,
        })
        .from(tenderHistory)
        .where(eq(tenderHistory.id, id));
      const list = entry && !entry.stale ? await lettersFor(tx, entry as HistoryRow, ctx) : [];
      for (const letter of list) await queueEmail(tx, letter);
      if (list.length) {
        await tx
          .update(historyNotifications)
          .set({ letters: list.length })
          .where(eq(historyNotifications.historyId, id));
      }
      return list.length;
    });
    if (queued === null) continue;
    entries++;
    letters += queued;
  }
  return { entries, letters };
}

/** One letter per recipient, so no one sees another's address or another organisation's name. */
function each<R extends Recipient>(
  recipients: R[],
  template: string,
  tenderId: number,
  render: (r: R) => RenderedLetter,
): Letter[] {
  return uniqueRecipients(recipients).map((r) => ({
    to: [r.email],
    template,
    tenderId,
    recipientOrganizationId: r.organizationId,
    ...render(r),
  }));
}

type TenderForLetters = NonNullable<Awaited<ReturnType<typeof tenderForLetters>>>;

/**
 * The copy for the regional IT managers of the tender's regions — every region among its lots
 * (docs/decisions/0028): one letter of the same template per event, to the tender's author with
 * the IT managers in Cc — never a Cc on a provider's letter, which would hand addresses across
 * and, on a bidder's letter, name the bidder. When the author takes no optional letters the IT
 * managers are its addressees.
 */
async function itManagersCopy(
  tx: Tx,
  tender: TenderForLetters,
  ctx: LetterContext,
  template: string,
  render: (footer: Footer) => RenderedLetter,
): Promise<Letter[]> {
  const { addresses: managers, regionNames } = await tenderItManagers(tx, tender);
  if (managers.length === 0) return [];
  const author = await tenderAuthor(tx, tender);
  const footer = tenderFooters.itManagersCopy(ctx, regionNames, { toAuthor: author !== undefined });
  const to = author ? [author.email] : managers;
  const cc = author ? managers.filter((m) => m.toLowerCase() !== author.email.toLowerCase()) : [];
  return [{ to, cc, template, tenderId: tender.id, ...render(footer) }];
}

/** The letters one history entry calls for (docs/product/email-events.md §5); an empty list when nobody is to be told. */
export async function lettersFor(tx: Tx, entry: HistoryRow, ctx: LetterContext): Promise<Letter[]> {
  const tender = await tenderForLetters(tx, entry.tenderId);
  if (!tender) return [];
  const d = entry.details;
  const holders = () => providersWithOffer(tx, tender.id, HOLDING_AN_OFFER);
  const facts: TenderFacts = tender;
  const holderFooter = tenderFooters.holder(ctx, facts);

  switch (entry.action as (typeof NOTIFIED_ACTIONS)[number]) {
    case 'published':
      return [
        ...each(await pipelineProviders(tx), 'tender_published', tender.id, () =>
          tenderPublishedLetter(ctx, facts, tenderFooters.pipeline(ctx)),
        ),
        ...(await itManagersCopy(tx, tender, ctx, 'tender_published', (footer) =>
          tenderPublishedLetter(ctx, facts, footer),
        )),
      ];

    case 'updated': {
      // A clarification: the description of a published tender changed (the other fields are
      // frozen then; a budget change is bank-only and never mailed).
      const fields = Array.isArray(d.fields) ? d.fields : [];
      if (!fields.includes('description') || !(await wasPublishedBefore(tx, entry))) return [];
      return each(await holders(), 'tender_clarified', tender.id, () =>
        tenderClarifiedLetter(ctx, facts, holderFooter),
      );
    }

    case 'evaluation_changed': {
      // A new publication: those who may be pricing an offer against the old method — holders,
      // and the providers told of every new tender. A holder's letter asks to review the offer.
      const change = evaluationChangeOf(d);
      if (!change) return [];
      const holding = await holders();
      const holderIds = new Set(holding.map((r) => r.userId));
      return each([...holding, ...(await pipelineProviders(tx))], 'tender_evaluation_changed', tender.id, (r) => {
        const holder = holderIds.has(r.userId);
        return evaluationChangedLetter(ctx, facts, change, holder ? holderFooter : tenderFooters.pipeline(ctx), {
          holder,
        });
      });
    }

    case 'deadline_extended': {
      const from = new Date(str(d.from));
      const to = new Date(str(d.to));
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return [];
      return each(await holders(), 'tender_deadline_extended', tender.id, () =>
        deadlineExtendedLetter(ctx, facts, { from, to, reason: str(d.reason) }, holderFooter),
      );
    }

    case 'document_added': {
      const document = await tenderDocumentOf(tx, d);
      if (!document) return [];
      return each(await holders(), 'tender_document_added', tender.id, () =>
        tenderDocumentLetter(ctx, facts, document.fileName, holderFooter),
      );
    }

    case 'question_answered': {
      const questionId = num(d.question_id);
      if (questionId === null) return [];
      const [q] = await tx.select().from(questions).where(eq(questions.id, questionId));
      if (!q?.answer) return [];
      // The asker hears of the answer even without an offer.
      const asker = await providerUser(tx, q.askedBy);
      const recipients = [...(await holders()), ...(asker ? [asker] : [])];
      return each(recipients, 'question_answered', tender.id, (r) =>
        questionAnsweredLetter(
          ctx,
          facts,
          { question: q.question, answer: q.answer!, corrected: d.corrected === true },
          r.userId === q.askedBy ? tenderFooters.asker(ctx, facts) : holderFooter,
        ),
      );
    }

    case 'evaluation_started': {
      const submitted = num(d.offers_count) ?? 0;
      return each(await tenderBankRecipients(tx, tender), 'tender_deadline_passed', tender.id, (r) =>
        deadlinePassedLetter(
          ctx,
          facts,
          { submitted, minimum: tender.minOffers },
          r.isAuthor ? tenderFooters.author(ctx, facts) : tenderFooters.manager(ctx),
        ),
      );
    }

    case 'awarded': {
      // Each bidder learns its own outcome only (per lot it covered): never a winner's name or any price.
      const bidders = await providersWithOffer(tx, tender.id, ['won', 'lost']);
      const lots = tender.lotsCount > 1 ? await lotOutcomesByOffer(tx, tender.id) : null;
      const letters: Letter[] = uniqueRecipients(bidders).map((r) => {
        const won = r.offerStatus === 'won';
        const organizationName = r.organizationName ?? '';
        const footer = tenderFooters.bidder(ctx, facts);
        const covered = lots?.get(r.offerId) ?? [];
        const results = covered.map((l) => ownLotResult(l, r.offerId));
        const lines = covered.map(
          (l, i) => `Лот ${l.position} — ${l.branchName}: ${OWN_LOT_RESULT_LABELS[results[i]!].toLowerCase()}`,
        );
        const rendered = won
          ? offerWonLetter(ctx, facts, organizationName, footer, lines, results.filter((x) => x === 'won').length)
          : offerLostLetter(ctx, facts, organizationName, footer, lines);
        return {
          to: [r.email],
          template: won ? 'offer_won' : 'offer_lost',
          tenderId: tender.id,
          recipientOrganizationId: r.organizationId,
          ...rendered,
        };
      });
      // The bank's own notice names the winners: offers are unsealed once a tender is awarded.
      const winner = await winnerName(tx, tender.id);
      if (winner === null) return letters;
      const noticeLines = lotNoticeLines(d.lots);
      return [
        ...letters,
        ...(await itManagersCopy(tx, tender, ctx, 'offer_won', (footer) =>
          awardNoticeLetter(ctx, facts, winner, footer, noticeLines),
        )),
      ];
    }

    case 'cancelled':
      return each(await holders(), 'tender_cancelled', tender.id, () =>
        tenderCancelledLetter(ctx, facts, str(d.reason), holderFooter),
      );

    case 'unsuccessful':
      return each(await holders(), 'tender_unsuccessful', tender.id, () =>
        tenderUnsuccessfulLetter(ctx, facts, str(d.reason), holderFooter),
      );

    default:
      return [];
  }
}

/** What an `evaluation_changed` entry (update-tender.ts) tells: the old and new method in words, the deadline if it moved. */
function evaluationChangeOf(d: Record<string, unknown>) {
  const changes = (d.changes ?? {}) as Record<string, { from?: unknown; to?: unknown } | undefined>;
  const from = ZEvaluationRead.safeParse(changes.evaluation?.from);
  const to = ZEvaluationRead.safeParse(changes.evaluation?.to);
  if (!from.success || !to.success) return null;
  const deadlineFrom = new Date(str(changes.offers_deadline?.from));
  const deadlineTo = new Date(str(changes.offers_deadline?.to));
  const moved = !Number.isNaN(deadlineFrom.getTime()) && !Number.isNaN(deadlineTo.getTime());
  return {
    from: evaluationText(from.data),
    to: evaluationText(to.data),
    deadline: moved ? { from: deadlineFrom, to: deadlineTo } : null,
    clarified: Array.isArray(d.fields) && d.fields.includes('description'),
  };
}

interface LotOfOffer {
  position: number;
  branchName: string;
  outcome: 'awarded' | 'unsuccessful' | null;
  awardedOfferId: number | null;
}

/** The lots each offer of a tender covers, with their decisions, in one query. */
async function lotOutcomesByOffer(tx: Tx, tenderId: number): Promise<Map<number, LotOfOffer[]>> {
  const rows = await tx
    .select({
      offerId: offerLots.offerId,
      position: tenderLots.position,
      branchName: tenderLots.branchName,
      outcome: tenderLots.outcome,
      awardedOfferId: tenderLots.awardedOfferId,
    })
    .from(offerLots)
    .innerJoin(tenderLots, eq(tenderLots.id, offerLots.lotId))
    .where(eq(tenderLots.tenderId, tenderId))
    .orderBy(asc(tenderLots.position));
  const byOffer = new Map<number, LotOfOffer[]>();
  for (const { offerId, ...lot } of rows) byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), lot]);
  return byOffer;
}

const ownLotResult = (lot: LotOfOffer, offerId: number): TOwnLotResult =>
  lot.outcome === 'awarded' ? (lot.awardedOfferId === offerId ? 'won' : 'lost') : 'unsuccessful';

/** The bank's per-lot lines from the final award entry: each lot's winner or that it did not take place. */
function lotNoticeLines(lots: unknown): string[] {
  if (!Array.isArray(lots) || lots.length < 2) return [];
  return lots.map((l: Record<string, unknown>) =>
    l.outcome === 'awarded'
      ? `Лот ${num(l.position)} — ${str(l.branch_name)}: «${str(l.organization)}»`
      : `Лот ${num(l.position)} — ${str(l.branch_name)}: не відбувся`,
  );
}

/** The winning organisation's name, whatever its users' mail wishes or its state since. */
async function winnerName(tx: Tx, tenderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(offers)
    .innerJoin(organizations, eq(organizations.id, offers.organizationId))
    .where(and(eq(offers.tenderId, tenderId), eq(offers.status, 'won')))
    .limit(1);
  return row?.name ?? null;
}

/** Whether the tender had been published when this entry was written (clarifications of drafts reach no one). */
async function wasPublishedBefore(tx: Tx, entry: HistoryRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenderHistory.id })
    .from(tenderHistory)
    .where(
      and(
        eq(tenderHistory.tenderId, entry.tenderId),
        eq(tenderHistory.action, 'published'),
        lt(tenderHistory.id, entry.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The added document when it belongs to the tender itself; an offer's document is the bidder's
 * own business and never mailed.
 */
async function tenderDocumentOf(tx: Tx, d: Record<string, unknown>): Promise<{ fileName: string } | undefined> {
  if (d.offer_id !== undefined && d.offer_id !== null) return undefined;
  const documentId = num(d.document_id);
  if (documentId === null) return str(d.file_name) ? { fileName: str(d.file_name) } : undefined;
  const [doc] = await tx
    .select({ offerId: documents.offerId, fileName: documents.fileName })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (doc?.offerId != null) return undefined;
  // Removed again meanwhile: the name recorded in history still says what was added.
  const fileName = doc?.fileName ?? str(d.file_name);
  return fileName ? { fileName } : undefined;
}
