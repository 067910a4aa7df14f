import { TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';
import { AppError, invalidTransition, versionConflict } from '../../lib/app-error.ts';
import type { TenderRow } from './tender-query.ts';

/** Why a tender cannot take this step in its current status. */
export const wrongStatus = (what: string, status: TTenderStatus) =>
  invalidTransition(`${what} неможливо: тендер у статусі «${TENDER_STATUS_LABELS[status]}»`);

export const deadlinePassed = (what: string) =>
  new AppError(409, 'deadline_passed', `${what} неможливо: кінцевий термін подання пропозицій уже минув`);

/**
 * A guarded UPDATE touched no row: re-read in the same transaction and say why — someone else
 * saved first (version), the status moved on, or the deadline passed meanwhile.
 */
export function explainMissedUpdate(what: string, current: TenderRow | undefined, version: number): AppError {
  if (!current || current.version !== version) return versionConflict();
  if (current.status === 'published' && current.effectiveStatus !== 'published') return deadlinePassed(what);
  return wrongStatus(what, current.effectiveStatus);
}
