import { count, desc, eq } from 'drizzle-orm';
import type { TSettingsArea, TSettingsChangePage } from '@tt/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { settingsChanges, users } from '../../db/schema/index.ts';

/** One settings screen's change log, newest first: who, when, and the sentence recorded with the change. */
export async function listSettingsChanges(
  db: DbOrTx,
  { area, page, page_size }: { area: TSettingsArea; page: number; page_size: number },
): Promise<TSettingsChangePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: settingsChanges.id,
        area: settingsChanges.area,
        action: settingsChanges.action,
        details: settingsChanges.details,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: settingsChanges.createdAt,
      })
      .from(settingsChanges)
      .leftJoin(users, eq(users.id, settingsChanges.actorId))
      .where(eq(settingsChanges.area, area))
      .orderBy(desc(settingsChanges.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ n: count() }).from(settingsChanges).where(eq(settingsChanges.area, area)),
  ]);
  return {
    items: rows.map((r) => {
      const summary = (r.details as { summary?: unknown }).summary;
      return {
        id: r.id,
        area: r.area,
        action: r.action,
        summary: typeof summary === 'string' ? summary : '',
        actor_name: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
        created_at: r.createdAt.toISOString(),
      };
    }),
    total: total?.n ?? 0,
    page,
    page_size,
  };
}
