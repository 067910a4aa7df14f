import { describe, expect, it } from 'vitest';
import {
  AFTER_DEADLINE_STATUSES,
  DEADLINE_OUTCOMES,
  OFFER_LIFECYCLE,
  OFFER_STATUSES,
  TENDER_LIFECYCLE,
  TENDER_STATUSES,
  deadlineOutcome,
  offerStatusesAllowing,
  stepAllowed,
  tenderStatusesAllowing,
  type TTenderStatus,
} from './lifecycles.ts';
import { ROLE_ACTIONS, computeActions } from './permissions.ts';

/** Every status reachable from `from` by the table's steps, and by the deadline if asked. */
function reachable(from: TTenderStatus, { throughDeadline }: { throughDeadline: boolean }): Set<TTenderStatus> {
  const seen = new Set<TTenderStatus>([from]);
  const queue = [from];
  while (queue.length) {
    const status = queue.shift()!;
    const next = [
      ...Object.values(TENDER_LIFECYCLE[status]).map((step) => step.to),
      ...(throughDeadline && status === 'published' ? DEADLINE_OUTCOMES : []),
    ];
    for (const s of next.filter((s) => !seen.has(s))) {
      seen.add(s);
      queue.push(s);
    }
  }
  return seen;
}

describe('the tender lifecycle', () => {
  it('leads every step to a known status and asks only for actions some role grants', () => {
    const granted = new Set(Object.values(ROLE_ACTIONS).flat());
    for (const status of TENDER_STATUSES) {
      for (const step of Object.values(TENDER_LIFECYCLE[status])) {
        expect(TENDER_STATUSES).toContain(step.to);
        for (const action of step.needs) expect(granted.has(action)).toBe(true);
      }
    }
  });

  it('reaches every status from a draft, and the outcomes are final', () => {
    expect([...reachable('draft', { throughDeadline: true })].sort()).toEqual([...TENDER_STATUSES].sort());
    for (const final of ['completed', 'cancelled', 'unsuccessful'] as const) {
      expect(TENDER_LIFECYCLE[final]).toEqual({});
    }
  });

  it('reaches the after-deadline statuses only through the deadline', () => {
    const withoutDeadline = (from: TTenderStatus) => reachable(from, { throughDeadline: false });
    for (const status of AFTER_DEADLINE_STATUSES) expect(withoutDeadline('draft').has(status)).toBe(false);
    const afterDeadline = new Set(DEADLINE_OUTCOMES.flatMap((o) => [...withoutDeadline(o)]));
    afterDeadline.delete('cancelled');
    expect([...afterDeadline].sort()).toEqual([...AFTER_DEADLINE_STATUSES].sort());
  });

  it('lists the statuses a step may start from', () => {
    expect(tenderStatusesAllowing('cancel')).toEqual(['draft', 'published', 'evaluation']);
    expect(tenderStatusesAllowing('award')).toEqual(['evaluation']);
    expect(tenderStatusesAllowing('edit')).toEqual(['draft', 'published']);
  });

  it('lets a published tender change only by someone who may publish', () => {
    const itManager = computeActions('bank', ['it_manager']);
    const manager = computeActions('bank', ['manager']);
    expect(stepAllowed(TENDER_LIFECYCLE.draft.edit, itManager)).toBe(true);
    expect(stepAllowed(TENDER_LIFECYCLE.published.edit, itManager)).toBe(false);
    expect(stepAllowed(TENDER_LIFECYCLE.published.edit, manager)).toBe(true);
    expect(stepAllowed(TENDER_LIFECYCLE.draft.publish, computeActions('bank', ['auditor']))).toBe(false);
    expect(stepAllowed(undefined, manager)).toBe(false);
  });

  it('decides the deadline by the submitted offers against min_offers', () => {
    expect(deadlineOutcome(0, 1)).toBe('unsuccessful');
    expect(deadlineOutcome(1, 1)).toBe('evaluation');
    expect(deadlineOutcome(1, 2)).toBe('unsuccessful');
    expect(deadlineOutcome(3, 2)).toBe('evaluation');
  });
});

describe('the offer lifecycle', () => {
  it('leads every step to a known status; the outcomes are final', () => {
    for (const status of OFFER_STATUSES) {
      for (const step of Object.values(OFFER_LIFECYCLE[status])) expect(OFFER_STATUSES).toContain(step.to);
    }
    expect(OFFER_LIFECYCLE.won).toEqual({});
    expect(OFFER_LIFECYCLE.lost).toEqual({});
  });

  it('submits drafts and withdrawn offers, withdraws submitted ones, keeps documents of withdrawn offers closed', () => {
    expect(offerStatusesAllowing('submit')).toEqual(['draft', 'withdrawn']);
    expect(offerStatusesAllowing('withdraw')).toEqual(['submitted']);
    expect(offerStatusesAllowing('edit')).toEqual(['draft', 'submitted', 'withdrawn']);
    expect(offerStatusesAllowing('documents')).toEqual(['draft', 'submitted']);
  });
});
