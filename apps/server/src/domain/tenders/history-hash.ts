import { canonicalJson, historyHashInput, type HistoryContent } from '@tt/contracts/history-chain';
import { sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

/** A fresh secret for one entry's hashed content (see HistoryContent.nonce). */
export const historyNonce = () => randomBytes(16).toString('hex');

/** hash = sha256(previous hash + canonical JSON of the entry); the first entry chains from ''. */
export function hashHistoryEntry(prevHash: string | null, content: HistoryContent): string {
  return sha256(historyHashInput(prevHash, content));
}

/**
 * The same hash as hashHistoryEntry, computed by the database while it writes the entry: the
 * previous hash and the time are SQL of the writing statement; `before` and `after` are the
 * entry's canonical JSON around its time (canonicalHistoryParts), as values or as placeholders
 * of a statement prepared once. `createdAt` must already be kept to the millisecond
 * (timestamptz), so the time hashed is exactly the time read back later.
 */
export function historyHashSql(prevHash: SQL, [before, after]: readonly [unknown, unknown], createdAt: SQL): SQL {
  // toISOString's form; the time's JSON string needs no escaping.
  const isoTime = sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`encode(sha256(convert_to(coalesce(${prevHash}, '') || ${before} || '"' || ${isoTime} || '"' || ${after}, 'UTF8')), 'hex')`;
}

const CREATED_AT_MARK = JSON.stringify('\u0000created_at\u0000');

/**
 * The canonical JSON of an entry whose time the database fills in, as the text before and
 * after the JSON string of `created_at`: before + JSON.stringify(time) + after is what
 * canonicalJson gives for the whole entry.
 */
export function canonicalHistoryParts(content: Omit<HistoryContent, 'created_at'>): [string, string] {
  const marked = canonicalJson({ ...content, created_at: JSON.parse(CREATED_AT_MARK) as string });
  // created_at sorts after action, actor_id and actor_role (fixed words), before details: the
  // first occurrence of the mark is the time's place.
  const at = marked.indexOf(CREATED_AT_MARK);
  return [marked.slice(0, at), marked.slice(at + CREATED_AT_MARK.length)];
}
