import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { canonicalJson } from '@tt/contracts/history-chain';
import { BANK_VISIBLE_OFFER_STATUSES } from '@tt/contracts/lifecycles';
import type { TTenderHistoryAction, TTenderHistoryEntry } from '@tt/contracts/tenders';
import type { DbOrTx } from '../../db/client.ts';
import { documents, offers, organizations, questions, tenderHistory, tenders, users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import type { Viewer } from '../viewer.ts';
import { findVisibleTender } from './tender-query.ts';

/** The reader of a history: a viewer and, for a provider, its organisation. */
export interface HistoryReader extends Viewer {
  organizationId: number | null;
}

type Organization = { id: number; name: string };

/** Entries about one offer: who is behind them is sealed like the offer itself. */
const OFFER_ACTIONS: ReadonlySet<string> = new Set(['offer_submitted', 'offer_updated', 'offer_withdrawn']);
const DOCUMENT_ACTIONS: ReadonlySet<string> = new Set(['document_added', 'document_removed']);
const QUESTION_ACTIONS: ReadonlySet<string> = new Set(['question_asked', 'question_answered']);

/** Bank-only values that never reach a provider, wherever they sit in the details. */
const BANK_ONLY_KEYS: ReadonlySet<string> = new Set(['budget_monthly']);

const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * A tender's timeline as the reader may see it.
 * - Bank users with tender.history: the entries about offers (their submission, edits,
 *   withdrawal and documents) only once offers are unsealed, and only of the offers the bank
 *   sees (not drafts, not withdrawn offers) — the others are left out altogether, not even their
 *   time or place in the order tells anything; who asked a question only once offers are
 *   unsealed (ADR 0016, 0039); every other entry always.
 * - A provider that took part (its organisation has an offer that is not a mere draft): the
 *   entries from publication on (drafting is the bank's own business), without bank-only
 *   values; its own organisation's actions named; every other provider's left out while
 *   offers are sealed and anonymous once they are unsealed; the award's winner and reason
 *   only when it is the winner.
 * - Any other provider: 403. A tender the reader may not see at all: 404, as everywhere.
 * A hidden part is safe behind the entry's secret nonce; the nonce and the rest of the hashed
 * content (the proof) go only to a bank reader, for entries it sees whole, where no hidden entry
 * can precede them (see mayProve).
 * Organisations, question texts and offer file names are resolved at read time in one query
 * each, never per entry. Each entry shows what was true at its time: an asking carries the
 * question only, an answering the question and the answer it gave.
 */
export async function listHistory(
  db: DbOrTx,
  { id, viewer }: { id: number; viewer: HistoryReader },
): Promise<TTenderHistoryEntry[]> {
  await findVisibleTender(db, { id, viewer });
  const bank = viewer.role === 'bank';
  if (bank && !viewer.actions['tender.history']) throw forbidden();
  if (!bank && !(await tookPart(db, id, viewer.organizationId))) {
    throw forbidden('Історію дій тендера бачать лише організації, які подавали пропозицію');
  }

  const [[sealing], rows] = await Promise.all([
    db.select({ unsealed: offersUnsealedSql }).from(tenders).where(eq(tenders.id, id)),
    db
      .select({
        entry: tenderHistory,
        actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        actorEmail: users.email,
        actorOrganizationId: organizations.id,
        actorOrganizationName: organizations.name,
      })
      .from(tenderHistory)
      .leftJoin(users, eq(users.id, tenderHistory.actorId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(tenderHistory.tenderId, id))
      .orderBy(asc(tenderHistory.id)),
  ]);
  const unsealed = Boolean(sealing?.unsealed);

  const detailIds = (key: string, wanted: (action: string, details: Record<string, unknown>) => boolean) => [
    ...new Set(
      rows
        .map((r) => ({ action: r.entry.action, details: r.entry.details as Record<string, unknown> }))
        .filter((e) => wanted(e.action, e.details))
        .map((e) => idOf(e.details[key]))
        .filter((v): v is number => v !== null),
    ),
  ];
  // A decided tender of several lots names each lot's winning offer in its `awarded` entry.
  const lotOfferIds = rows.flatMap((r) => {
    const lots = (r.entry.details as Record<string, unknown>).lots;
    return r.entry.action === 'awarded' && Array.isArray(lots)
      ? lots.map((l: Record<string, unknown>) => idOf(l.offer_id)).filter((v): v is number => v !== null)
      : [];
  });
  const offerIds = [...new Set([...detailIds('offer_id', () => true), ...lotOfferIds])];
  const questionIds = detailIds('question_id', (action) => QUESTION_ACTIONS.has(action));
  const offerDocumentIds = detailIds(
    'document_id',
    (action, d) => DOCUMENT_ACTIONS.has(action) && idOf(d.offer_id) !== null,
  );
  const [offerOrgs, questionRows, offerDocuments] = await Promise.all([
    offerOrganizations(db, offerIds),
    questionsOf(db, questionIds),
    offerDocumentNames(db, offerDocumentIds),
  ]);

  const publishedAt = rows.find((r) => r.entry.action === 'published')?.entry.id;
  /** Question id → its latest «answered» entry, the one whose answer is the stored one. */
  const lastAnswerOf = new Map<number, number>();
  for (const { entry } of rows) {
    const questionId = idOf((entry.details as Record<string, unknown>).question_id);
    if (entry.action === 'question_answered' && questionId !== null) lastAnswerOf.set(questionId, entry.id);
  }
  /** Shown as it is: the entry, or null when this reader may not see it at all. */
  const present = ({
    entry,
    actorName,
    actorEmail,
    actorOrganizationId,
    actorOrganizationName,
  }: (typeof rows)[number]) => {
    if (!bank && (publishedAt === undefined || entry.id < publishedAt)) return null;
    let details = entry.details as Record<string, unknown>;
    if (!bank) {
      details = stripBankOnly(details) as Record<string, unknown>;
      // A change of bank-only fields alone is not news to a provider at all.
      if (entry.action === 'updated' && Array.isArray(details.fields) && details.fields.length === 0) return null;
    }
    let actor = entry.actorId === null ? null : { id: entry.actorId, full_name: actorName ?? actorEmail ?? '' };
    let organization: Organization | null = null;
    const mayKnow = (org: Organization | null | undefined, unsealedForBank: boolean) =>
      org ? (bank ? unsealedForBank : org.id === viewer.organizationId) : false;

    const offerId = idOf(details.offer_id);
    const offerOrg = offerId === null ? undefined : offerOrgs.get(offerId);

    if (OFFER_ACTIONS.has(entry.action) || (DOCUMENT_ACTIONS.has(entry.action) && offerId !== null)) {
      // The bank never learns of an offer it does not see, before or after the deadline: not of
      // a draft, nor of a withdrawn offer, nor of their documents (sealed-offers.md §7).
      if (bank && !offerOrg?.bankVisible) return null;
      // The offer's organisation; the actor's own if the offer is gone.
      const org =
        offerOrg ??
        (actorOrganizationId === null ? null : { id: actorOrganizationId, name: actorOrganizationName ?? '' });
      if (mayKnow(org, unsealed)) {
        organization = org;
        const documentId = idOf(details.document_id);
        const fileName = documentId === null ? undefined : offerDocuments.get(documentId);
        if (fileName) details = { ...details, file_name: fileName };
      } else {
        // While offers are taken nobody but the bidder learns anything of its offer, not even
        // that or when it acted (ADR 0007, 0016); afterwards the entries appear, anonymous.
        if (!unsealed) return null;
        // «Учасник»: nothing that could tell who it is (ids link entries of one bidder together).
        actor = null;
        details = {};
      }
    } else if (entry.action === 'awarded' || entry.action === 'lot_awarded') {
      if (mayKnow(offerOrg, true)) organization = offerOrg!;
      // Another bidder learns that a winner was chosen (and for which lot), not who or why (the
      // reason may name prices); of a tender's lots, only the winners it is itself.
      else if (!bank) details = withoutOthersWinners(details, (id) => mayKnow(offerOrgs.get(id), true));
    } else if (entry.action === 'technical_scored') {
      // The bank's score of an offer is its bidder's business only.
      if (mayKnow(offerOrg, true)) organization = offerOrg!;
      else if (!bank) return null;
    } else if (QUESTION_ACTIONS.has(entry.action)) {
      const q = questionRows.get(idOf(details.question_id) ?? -1);
      const asker = q ? { id: q.organizationId, name: q.organizationName } : null;
      // Interest in a tender hints at a bid: the bank learns the asker only with the offers.
      const knowsAsker = bank ? unsealed : asker !== null && asker.id === viewer.organizationId;
      if (knowsAsker) organization = asker;
      else if (entry.action === 'question_asked') actor = null;
      // The question is public once answered (it is on the tender card then); before that only
      // the bank and the asker read it.
      if (q && (bank || knowsAsker || q.answer !== null)) {
        details = { ...details, question: q.question };
        // An entry shows what was true at its time (docs/product/sealed-offers.md §8): the asking
        // carries no answer, and an answering only the one still standing (the entries store no
        // text, so a corrected answer is not known).
        if (entry.action === 'question_answered' && q.answer !== null && entry.id === lastAnswerOf.get(q.id)) {
          details.answer = q.answer;
        }
      }
    }
    return { entry, actor, organization, details };
  };

  // Proofs never depend on which entries are hidden: a proof's prev_hash, or a hash recomputed
  // from a proof, would tell whether some hidden entry lies just before. Entries the bank never
  // sees (of drafts and withdrawn offers) lie only while offers are taken, before the deadline's
  // `evaluation_started`, which is written once offers no longer change. So the bank gets proofs
  // for the entries up to publication and, once offers are unsealed, for those after that entry,
  // which itself chains onto the time offers were taken; a provider, who never sees the whole
  // chain, for none.
  const closedAt = rows.find((r) => r.entry.action === 'evaluation_started')?.entry.id;
  const mayProve = (entryId: number) =>
    bank &&
    (publishedAt === undefined || entryId <= publishedAt || (unsealed && closedAt !== undefined && entryId > closedAt));
  const result: TTenderHistoryEntry[] = [];
  for (const row of rows) {
    const shown = present(row);
    if (!shown) continue;
    const { entry } = row;
    const proven = mayProve(entry.id) && showsWhole(entry, shown);
    result.push({
      // The place in this answer, not the stored id: stored ids run across all tenders, and
      // their gaps would count and time the entries this reader does not get.
      id: result.length + 1,
      action: entry.action as TTenderHistoryAction,
      actor: shown.actor,
      actor_role: entry.actorRole,
      organization: shown.organization,
      details: shown.details,
      created_at: entry.createdAt.toISOString(),
      // Safe without its nonce; an entry written before nonces existed is its own proof, so its
      // hash goes only where a proof would.
      hash: entry.nonce !== null || proven ? entry.hash : null,
      proof: proven
        ? {
            prev_hash: entry.prevHash,
            actor_id: entry.actorId,
            details: entry.details as Record<string, unknown>,
            nonce: entry.nonce,
          }
        : null,
    });
  }
  return result;
}

const LOT_KEYS = ['lot_id', 'position', 'branch_name'] as const;

/**
 * An award entry as a bidder that did not win it reads it: which lot was decided, nothing of
 * who won or why; in a tender's final entry each lot's outcome, the winner only where it is the
 * reader (`own`).
 */
function withoutOthersWinners(details: Record<string, unknown>, own: (offerId: number) => boolean) {
  const lotOf = (d: Record<string, unknown>) =>
    Object.fromEntries(LOT_KEYS.filter((k) => k in d).map((k) => [k, d[k]]));
  if (!Array.isArray(details.lots)) return lotOf(details);
  return {
    lots: details.lots.map((l: Record<string, unknown>) => {
      const offerId = idOf(l.offer_id);
      return offerId !== null && own(offerId) ? l : { ...lotOf(l), outcome: l.outcome };
    }),
  };
}

/** Whether the reader got every hashed part of the entry: the actor and each stored detail as stored. */
function showsWhole(
  entry: { actorId: number | null; details: unknown },
  shown: { actor: { id: number } | null; details: Record<string, unknown> },
): boolean {
  if ((shown.actor?.id ?? null) !== entry.actorId) return false;
  return Object.entries(entry.details as Record<string, unknown>).every(
    ([key, value]) => canonicalJson(shown.details[key]) === canonicalJson(value),
  );
}

/** Took part: the organisation has an offer on the tender beyond a draft (submitted, withdrawn or an outcome). */
async function tookPart(db: DbOrTx, tenderId: number, organizationId: number | null): Promise<boolean> {
  if (organizationId === null) return false;
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.tenderId, tenderId), eq(offers.organizationId, organizationId), ne(offers.status, 'draft')))
    .limit(1);
  return row !== undefined;
}

/** Each offer's organisation, and whether the bank may ever see the offer (not a draft or withdrawn). */
async function offerOrganizations(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, Organization & { bankVisible: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ offerId: offers.id, id: organizations.id, name: organizations.name, status: offers.status })
    .from(offers)
    .innerJoin(organizations, eq(organizations.id, offers.organizationId))
    .where(inArray(offers.id, ids));
  const visible: readonly string[] = BANK_VISIBLE_OFFER_STATUSES;
  return new Map(rows.map((r) => [r.offerId, { id: r.id, name: r.name, bankVisible: visible.includes(r.status) }]));
}

async function questionsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, never>();
  const rows = await db
    .select({
      id: questions.id,
      organizationId: questions.organizationId,
      organizationName: organizations.name,
      question: questions.question,
      answer: questions.answer,
    })
    .from(questions)
    .innerJoin(organizations, eq(organizations.id, questions.organizationId))
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** File names of offer documents that still exist (offer entries record only ids, see add-offer-document). */
async function offerDocumentNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: documents.id, fileName: documents.fileName })
    .from(documents)
    .where(inArray(documents.id, ids));
  return new Map(rows.map((r) => [r.id, r.fileName]));
}

/** Details without bank-only values: their keys in any object and their names in any list (changed fields). */
export function stripBankOnly(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((v) => !(typeof v === 'string' && BANK_ONLY_KEYS.has(v))).map(stripBankOnly);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !BANK_ONLY_KEYS.has(k))
        .map(([k, v]) => [k, stripBankOnly(v)]),
    );
  }
  return value;
}
