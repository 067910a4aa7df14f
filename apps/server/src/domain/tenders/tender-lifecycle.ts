import { or, type SQL } from 'drizzle-orm';
import {
  TENDER_LIFECYCLE,
  stepAllowed,
  tenderStatusesAllowing,
  type TTenderAbilities,
  type TTenderStep,
} from '@tt/contracts/lifecycles';
import type { TOwnOfferSummary } from '@tt/contracts/offers';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { AbilityViewer } from '../viewer.ts';
import { deadlinePassed, wrongStatus } from './tender-errors.ts';
import { effectiveStatusIs } from './tender-status.ts';

/**
 * Refuses a step the tender's status (as readers see it) does not allow: 409, with the deadline
 * named when it is what closed the step. The role actions the step needs are the route's check.
 */
export function assertTenderStep(
  current: { status: TTenderStatus; effectiveStatus: TTenderStatus },
  step: TTenderStep,
  what: string,
): void {
  if (TENDER_LIFECYCLE[current.effectiveStatus][step]) return;
  // Stored published but past its deadline: name the deadline only for a step it closed.
  const closedByDeadline = current.status === 'published' && TENDER_LIFECYCLE.published[step] !== undefined;
  throw closedByDeadline ? deadlinePassed(what) : wrongStatus(what, current.effectiveStatus);
}

/** The same rule as the guard of the step's UPDATE, so a status that moved meanwhile misses it. */
export const tenderStepAllowedSql = (step: TTenderStep): SQL => or(...tenderStatusesAllowing(step).map(effectiveStatusIs))!;

/**
 * What the viewer may do with the tender now, by the lifecycle table, the viewer's role actions
 * and the tender as just read (its status already says whether the deadline has passed).
 */
export function tenderAbilities(
  viewer: AbilityViewer,
  tender: { effectiveStatus: TTenderStatus; offersUnsealed: boolean },
  ownOffer: TOwnOfferSummary | null,
): TTenderAbilities {
  const status = tender.effectiveStatus;
  const bank = viewer.role === 'bank';
  const may = (step: TTenderStep) => bank && stepAllowed(TENDER_LIFECYCLE[status][step], viewer.actions);
  const takingOffers = status === 'published';
  return {
    edit: may('edit'),
    documents: may('documents'),
    publish: may('publish'),
    extend: may('extend'),
    cancel: may('cancel'),
    award: may('award'),
    unsuccessful: may('unsuccessful'),
    complete: may('complete'),
    // Questions and answers only while offers are taken (docs/product/lifecycles.md).
    ask: !bank && takingOffers && viewer.actions['question.ask'],
    answer: bank && takingOffers && viewer.actions['question.answer'],
    // One offer per organisation; unverified organisations prepare nothing until verified.
    offer: !bank && takingOffers && viewer.actions['offer.create'] && ownOffer === null && viewer.orgVerified === true,
    offers: bank && viewer.actions['offer.view_all'] && tender.offersUnsealed,
    // A provider reads the history once its organisation took part (listHistory's rule).
    history: bank ? viewer.actions['tender.history'] : ownOffer !== null && ownOffer.status !== 'draft',
  };
}
