import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { readClockSql, takingOffersSql } from '../deadline.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { providersWithOffer, tenderForLetters, uniqueRecipients } from '../mail/recipients.ts';
import { deadlineReminderLetter, type LetterContext } from '../mail/templates.ts';

/** How long before the deadline providers with an unsubmitted draft are reminded. */
export const REMINDER_HOURS = 24;

const reminderWindow = sql`make_interval(hours => ${REMINDER_HOURS})`;

/**
 * A reminder is due while the deadline is less than a day ahead, unless one was already queued
 * inside the current deadline's window. An extension moves the window: when the new window
 * opens after the last reminder, providers are reminded again; when the earlier reminder
 * already falls inside it, they are not. So extend-deadline need not reset anything.
 */
const reminderDue = and(
  takingOffersSql(),
  sql`${tenders.offersDeadline} <= ${readClockSql} + ${reminderWindow}`,
  sql`(${tenders.reminderQueuedAt} is null or ${tenders.reminderQueuedAt} < ${tenders.offersDeadline} - ${reminderWindow})`,
  sql`exists (select 1 from offers where offers.tender_id = ${tenders.id} and offers.status = 'draft')`,
);

/**
 * Queues the 24-hours-before-deadline reminder to providers holding an unsubmitted draft. The
 * tender row is taken FOR UPDATE SKIP LOCKED and reminder_queued_at is set in the transaction
 * that queues the letters, so two instances never queue the same reminder twice.
 */
export async function queueDeadlineReminders(
  db: Db,
  ctx: LetterContext,
  { limit = 100 }: { limit?: number } = {},
): Promise<{ tenders: number; letters: number }> {
  let done = 0;
  let letters = 0;
  while (done < limit) {
    const queued = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: tenders.id })
        .from(tenders)
        .where(reminderDue)
        .orderBy(asc(tenders.offersDeadline), asc(tenders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      await tx.update(tenders).set({ reminderQueuedAt: readClockSql }).where(eq(tenders.id, due.id));
      const tender = (await tenderForLetters(tx, due.id))!;
      const recipients = uniqueRecipients(await providersWithOffer(tx, due.id, ['draft']));
      for (const r of recipients) {
        await queueEmail(tx, {
          to: [r.email],
          template: 'deadline_reminder',
          tenderId: due.id,
          recipientOrganizationId: r.organizationId,
          ...deadlineReminderLetter(ctx, tender, { organizationName: r.organizationName ?? '', offerId: r.offerId }),
        });
      }
      return recipients.length;
    });
    if (queued === null) break;
    done++;
    letters += queued;
  }
  return { tenders: done, letters };
}
