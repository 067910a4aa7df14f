import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TTenderHistoryAction } from '@tt/contracts/tenders';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { readClockSql } from '../deadline.ts';
import { canonicalHistoryParts, historyHashSql, historyNonce } from './history-hash.ts';

export type TenderAction = TTenderHistoryAction;

export interface HistoryEntry {
  tenderId: number;
  actor: { id: number; role: string } | null;
  action: TenderAction;
  /**
   * What happened. May hold bank-only values (budget_monthly): whoever shows history to a
   * provider must strip them.
   */
  details: Record<string, unknown>;
}

/** Where a new entry is chained and when it happened, as SQL of the statement that writes it. */
export interface HistoryLink {
  /** The previous hash: the tender's history_head, read under the tender's row lock. */
  head: SQL;
  /** The entry's time (timestamptz); kept to the millisecond. */
  at: SQL;
  /** Rows that `head` and `at` are read from: without a row, no entry is written. */
  from?: SQL;
}

/** What the statement writing an entry binds: its content, the nonce and the canonical JSON around its time. */
interface HistoryEntryValues {
  tenderId: number;
  actorId: number | null;
  actorRole: string;
  action: TenderAction;
  /** The details as stored (jsonb keeps what JSON.stringify writes: a Date becomes its ISO string). */
  details: string;
  nonce: string;
  /** The canonical JSON before and after the entry's time (canonicalHistoryParts). */
  before: string;
  after: string;
}

/** The values of one entry, with a fresh nonce. */
function historyEntryValues(entry: HistoryEntry): HistoryEntryValues {
  const actorId = entry.actor?.id ?? null;
  const actorRole = entry.actor?.role ?? 'system';
  const details = JSON.stringify(entry.details);
  const nonce = historyNonce();
  const [before, after] = canonicalHistoryParts({
    tender_id: entry.tenderId,
    actor_id: actorId,
    actor_role: actorRole,
    action: entry.action,
    // Hashed as stored.
    details: JSON.parse(details) as unknown,
    nonce,
  });
  return { tenderId: entry.tenderId, actorId, actorRole, action: entry.action, details, nonce, before, after };
}

/**
 * The one writer of tender history: two parts (common table expressions) of a statement that
 * insert the entry, hashed onto `head` in the database (historyHashSql), and move the tender's
 * history_head to it. The caller holds the tender row lock, so entries of one tender are
 * chained strictly one after another. Select `id` and `hash` from the first part for the entry.
 */
export function historyEntryCtes(db: DbOrTx, entry: HistoryEntry, link: HistoryLink) {
  return entryCtes(db, historyEntryValues(entry), link);
}

/**
 * historyEntryCtes for a statement prepared once: every value is the placeholder
 * `history_<field>`, bound per entry with historyPlaceholderValues.
 */
export function preparedHistoryEntryCtes(db: DbOrTx, link: HistoryLink) {
  const names = HISTORY_FIELDS.map((f) => [f, sql.placeholder(`history_${f}`)]);
  return entryCtes(db, Object.fromEntries(names) as Bound<HistoryEntryValues>, link);
}

/** The values of preparedHistoryEntryCtes' placeholders for one entry. */
export function historyPlaceholderValues(entry: HistoryEntry): Record<string, unknown> {
  const values = historyEntryValues(entry);
  return Object.fromEntries(HISTORY_FIELDS.map((f) => [`history_${f}`, values[f]]));
}

const HISTORY_FIELDS = [
  'tenderId',
  'actorId',
  'actorRole',
  'action',
  'details',
  'nonce',
  'before',
  'after',
] as const satisfies readonly (keyof HistoryEntryValues)[];

type Bound<T> = { [K in keyof T]: T[K] | Placeholder };

function entryCtes(db: DbOrTx, v: Bound<HistoryEntryValues>, link: HistoryLink) {
  const hash = historyHashSql(sql`linked.prev_hash`, [v.before, v.after], sql`linked.created_at`);
  // The link is read once, so the time inserted is the time hashed.
  const inserted = db.$with('history_entry', { id: sql<string>`id`.as('id'), hash: sql<string>`hash`.as('hash') })
    .as(sql`
    insert into tender_history (tender_id, actor_id, actor_role, action, details, created_at, prev_hash, hash, nonce)
    select ${v.tenderId}, ${v.actorId}, ${v.actorRole}, ${v.action}, ${v.details}::jsonb, linked.created_at,
           linked.prev_hash, ${hash}, ${v.nonce}
    from (select cast(${link.head} as text) as prev_hash, date_trunc('milliseconds', ${link.at}) as created_at
          ${link.from ? sql`from ${link.from}` : sql``}) linked
    returning id, hash`);
  const movedHead = db.$with('history_head_moved', {}).as(sql`
    update tenders set history_head = e.hash from ${inserted} e where tenders.id = ${v.tenderId}`);
  return [inserted, movedHead] as const;
}

export interface AppendHistoryOptions extends HistoryEntry {
  /** Only for demo data that tells a story in the past; real actions take the database clock. */
  at?: Date;
}

/**
 * Appends an entry to a tender's history inside the caller's transaction: locks the tender row
 * and reads its history head, then writes the entry and the new head (historyEntryCtes).
 */
export async function appendHistory(tx: Tx, { at, ...entry }: AppendHistoryOptions) {
  const [locked] = await tx
    .select({ head: tenders.historyHead })
    .from(tenders)
    .where(eq(tenders.id, entry.tenderId))
    .for('update');
  if (!locked) throw new Error(`tender ${entry.tenderId} does not exist`);
  // The entry and the new head in one statement: offer writes of a tender queue on its row
  // lock, so every round trip saved while holding it shortens the queue.
  const [inserted, movedHead] = historyEntryCtes(tx, entry, {
    head: sql`${locked.head}`,
    at: at ? sql`${at.toISOString()}::timestamptz` : readClockSql,
  });
  const [written] = await tx.with(inserted, movedHead).select({ id: inserted.id, hash: inserted.hash }).from(inserted);
  return { id: Number(written!.id), hash: written!.hash };
}
