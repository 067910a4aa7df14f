import { errorBody, errorMessage } from '../../../lib/api-client';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/uk-offers';

/** Machine codes after which the form cannot be used any more (the explanation replaces it). */
export type OfferClosedReason = 'deadline' | 'unverified';

export function closedReasonOf(error: unknown): OfferClosedReason | null {
  const code = errorBody(error)?.code;
  if (code === 'deadline_passed') return 'deadline';
  if (code === 'organization_not_verified') return 'unverified';
  return null;
}

export const isVersionConflict = (error: unknown) => errorBody(error)?.code === 'version_conflict';

/** One offer per organisation: the id of the one that already exists (409 `conflict` with `details.offer_id`). */
export function existingOfferId(error: unknown): number | null {
  const body = errorBody(error);
  const details = body?.details as { offer_id?: unknown } | undefined;
  return body?.code === 'conflict' && typeof details?.offer_id === 'number' ? details.offer_id : null;
}

/** A failed offer action in plain words: our explanation for the known cases, else the server's sentence. */
export function offerActionError(error: unknown): string {
  switch (errorBody(error)?.code) {
    case 'deadline_passed':
      return i18n.t('offers.closed.deadlineText');
    case 'organization_not_verified':
      return i18n.t('offers.closed.unverifiedText');
    case 'version_conflict':
      return i18n.t('offers.conflict.text');
    default:
      return errorMessage(error);
  }
}
