import { sha256 } from '../../lib/tokens.ts';

/** The hashed content of a history entry. */
export interface HistoryContent {
  tender_id: number;
  actor_id: number | null;
  actor_role: string;
  action: string;
  details: unknown;
  /** ISO 8601 in UTC with milliseconds (stored with millisecond precision so it round-trips). */
  created_at: string;
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

/** hash = sha256(previous hash + canonical JSON of the entry); the first entry chains from ''. */
export function hashHistoryEntry(prevHash: string | null, content: HistoryContent): string {
  return sha256((prevHash ?? '') + canonicalJson(content));
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
