import { and, eq, gte, sql } from 'drizzle-orm';
import type { TTender } from '@tt/contracts/tenders';
import type { Db } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { validationFailed, versionConflict } from '../../lib/app-error.ts';
import { kyivDate } from '@tt/contracts/kyiv-time';
import { deadlineTooSoonMessage, type TTenderRules } from '@tt/contracts/tender-rules';
import { appendHistory } from './append-history.ts';
import { getTender } from './get-tender.ts';
import { explainMissedUpdate } from './tender-errors.ts';
import { actorRole, type Viewer } from '../viewer.ts';
import { findTender, findVisibleTender } from './tender-query.ts';
import { readClockSql } from '../deadline.ts';
import { assertTenderStep, tenderStepAllowedSql } from './tender-lifecycle.ts';

/**
 * The rules of publishing the web needs before any tender exists (GET /api/tenders/rules): the
 * create form states the lead on the deadline field and checks it before asking the server.
 */
export function tenderRules({ leadMinutes }: { leadMinutes: number }): TTenderRules {
  return { publish_min_lead_minutes: leadMinutes };
}

/**
 * draft → published: providers see it from now on and may submit offers until the deadline,
 * which must be at least `leadMinutes` ahead (PUBLISH_MIN_LEAD_MINUTES) so they can read and price it.
 */
export async function publishTender(
  db: Db,
  { id, viewer, version, leadMinutes }: { id: number; viewer: Viewer; version: number; leadMinutes: number },
): Promise<TTender> {
  const what = 'Публікація';
  return db.transaction(async (tx) => {
    const current = await findVisibleTender(tx, { id, viewer });
    if (current.version !== version) throw versionConflict();
    assertTenderStep(current, 'publish', what);
    // Connecting before the winner can even be chosen makes no sense.
    if (current.connectionDate < kyivDate(current.offersDeadline)) {
      throw validationFailed({
        connection_date: 'Бажана дата підключення не може бути раніше за кінцевий термін подання пропозицій',
      });
    }
    const [published] = await tx
      .update(tenders)
      .set({
        status: 'published',
        publishedAt: readClockSql,
        updatedAt: readClockSql,
        version: sql`${tenders.version} + 1`,
      })
      .where(
        and(
          eq(tenders.id, id),
          eq(tenders.version, version),
          tenderStepAllowedSql('publish'),
          // The database clock, in the same statement that publishes.
          gte(tenders.offersDeadline, sql`${readClockSql} + make_interval(secs => ${leadMinutes * 60})`),
        ),
      )
      .returning({ id: tenders.id });
    if (!published) {
      const again = await findTender(tx, id);
      if (again && again.version === version && again.status === 'draft') {
        throw validationFailed({ offers_deadline: deadlineTooSoonMessage(leadMinutes) });
      }
      throw explainMissedUpdate(what, again, version);
    }
    await appendHistory(tx, {
      tenderId: id,
      actor: { id: viewer.id, role: actorRole(viewer, 'tender.publish') },
      action: 'published',
      details: { offers_deadline: current.offersDeadline.toISOString() },
    });
    return getTender(tx, { id, viewer });
  });
}
