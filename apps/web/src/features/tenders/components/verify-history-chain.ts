import { historyHashInput } from '@tt/contracts/history-chain';
import type { TTenderHistoryEntry } from '@tt/contracts/tenders';

export type ChainVerdict =
  /** Every entry recomputed and linked to the one before it, from the first. */
  | { kind: 'whole'; checked: number }
  /** The entries the reader sees whole all match; the others have hidden parts and cannot be checked here. */
  | { kind: 'partial'; checked: number; total: number }
  /** An entry does not match its hash, or (all entries seen whole) does not link to the one before it. */
  | { kind: 'broken'; entry: TTenderHistoryEntry };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether this browser can hash (Web Crypto exists only on HTTPS and localhost). */
export const canVerifyInBrowser = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/**
 * Recomputes in the browser the hash of every entry that carries its proof and checks the links
 * between consecutive entries: the bank's own check of the chain, not the server's word for it.
 */
export async function verifyHistoryChain(tenderId: number, entries: TTenderHistoryEntry[]): Promise<ChainVerdict> {
  let checked = 0;
  let badLink: TTenderHistoryEntry | null = null;
  let previousHash: string | null = null;
  for (const entry of entries) {
    const { proof, hash } = entry;
    if (proof && hash) {
      const input = historyHashInput(proof.prev_hash, {
        tender_id: tenderId,
        actor_id: proof.actor_id,
        actor_role: entry.actor_role,
        action: entry.action,
        details: proof.details,
        created_at: entry.created_at,
        nonce: proof.nonce ?? undefined,
      });
      if ((await sha256Hex(input)) !== hash) return { kind: 'broken', entry };
      if (proof.prev_hash !== previousHash) badLink ??= entry;
      checked++;
    }
    previousHash = hash;
  }
  if (checked < entries.length) return { kind: 'partial', checked, total: entries.length };
  return badLink ? { kind: 'broken', entry: badLink } : { kind: 'whole', checked };
}
