import { PASSWORD_MIN_LENGTH } from '@tt/contracts/common';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import type { FaqFacts } from '../../db/seed/faq-articles.ts';
import type { Env } from '../../env.ts';
import { INVITATION_DAYS } from '../accounts/issue-invitation.ts';
import { RECOVERY_HOURS } from '../accounts/password-reset.ts';
import { MAX_DOCUMENTS_PER_OWNER } from '../documents/document-policy.ts';
import { REMINDER_HOURS } from '../scheduler/queue-reminders.ts';

type FactsEnv = Pick<Env, 'PUBLISH_MIN_LEAD_MINUTES' | 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>;

/** The numbers the seeded help quotes, from the very constants and configuration that enforce them. */
export function faqFacts(env: FactsEnv): FaqFacts {
  return {
    documentMaxBytes: DOCUMENT_MAX_BYTES,
    maxDocuments: MAX_DOCUMENTS_PER_OWNER,
    documentKinds: Object.values(DOCUMENT_KINDS),
    invitationDays: INVITATION_DAYS,
    recoveryHours: RECOVERY_HOURS,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    publishLeadMinutes: env.PUBLISH_MIN_LEAD_MINUTES,
    reminderHours: REMINDER_HOURS,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
  };
}
