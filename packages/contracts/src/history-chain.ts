/**
 * The tender history's hash chain, shared by the server (which writes and verifies it) and the
 * web (where the bank re-checks what it was sent): entry hash = SHA-256 of the previous hash
 * followed by the canonical JSON of the entry's content.
 */

/** The hashed content of a history entry. */
export interface HistoryContent {
  tender_id: number;
  actor_id: number | null;
  actor_role: string;
  action: string;
  details: unknown;
  /** ISO 8601 in UTC with milliseconds (stored with millisecond precision so it round-trips). */
  created_at: string;
  /**
   * 128 random bits, secret until the reader may see the whole entry: without it the hidden
   * part of an entry (a user id, an offer id, a budget) could be found by hashing every
   * candidate value. Entries written before nonces existed have none (the key is left out).
   */
  nonce?: string;
}

/** JSON with object keys sorted at every level, so the same content always hashes the same (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The text whose SHA-256 (hex) is the entry's hash; the first entry chains from ''. */
export function historyHashInput(prevHash: string | null, content: HistoryContent): string {
  return (prevHash ?? '') + canonicalJson(content);
}
