import type { z } from 'zod';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { TItManager, ZItManagerWrite } from '@tt/contracts/settings';
import type { Db, DbOrTx } from '../../db/client.ts';
import { itManagers, regions } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { recordSettingsChange } from './record-change.ts';

export type ItManagerInput = z.output<typeof ZItManagerWrite>;

type ManagerRow = typeof itManagers.$inferSelect & { regionName: string };

/** The fields a change names, in the screen's words. */
const FIELDS = [
  { key: 'regionName', label: 'Регіон' },
  { key: 'fullName', label: 'ПІБ' },
  { key: 'position', label: 'Посада' },
  { key: 'email', label: 'Електронна пошта' },
  { key: 'phone', label: 'Телефон' },
] as const satisfies readonly { key: keyof ManagerRow; label: string }[];

const toItManager = (row: ManagerRow): TItManager => ({
  id: row.id,
  region_id: row.regionId,
  region: { id: row.regionId, name: row.regionName },
  full_name: row.fullName,
  position: row.position,
  email: row.email,
  phone: row.phone,
  updated_at: row.updatedAt.toISOString(),
});

function selectManagers(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(itManagers), regionName: regions.name })
    .from(itManagers)
    .innerJoin(regions, eq(regions.id, itManagers.regionId));
}

/** Every regional IT manager, by region in the bank's order, then by name. */
export async function listItManagers(db: DbOrTx): Promise<TItManager[]> {
  const rows = await selectManagers(db).orderBy(
    asc(regions.sort),
    asc(regions.name),
    asc(itManagers.fullName),
    asc(itManagers.id),
  );
  return rows.map(toItManager);
}

async function managerRow(db: DbOrTx, id: number, lock = false): Promise<ManagerRow> {
  const query = selectManagers(db).where(eq(itManagers.id, id));
  const [row] = lock ? await query.for('update', { of: itManagers }) : await query;
  if (!row) throw notFound('ІТ-менеджера не знайдено');
  return row;
}

/** The region's name, or 400 naming the field. */
async function regionName(db: DbOrTx, regionId: number): Promise<string> {
  const [region] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw validationFailed({ region_id: 'Поле «Регіон»: такого регіону немає в довіднику' });
  return region.name;
}

const who = (m: { fullName: string; regionName: string }) => `${m.fullName} (${m.regionName})`;

/** Adds an IT manager to a region (a region may have several); recorded in the settings log. */
export async function createItManager(db: Db, input: ItManagerInput, actorId: number): Promise<TItManager> {
  return db.transaction(async (tx) => {
    const region = await regionName(tx, input.region_id);
    const [created] = await tx
      .insert(itManagers)
      .values({
        regionId: input.region_id,
        fullName: input.full_name,
        position: input.position,
        email: input.email,
        phone: input.phone,
      })
      .returning({ id: itManagers.id });
    await recordSettingsChange(tx, {
      area: 'managers_it_rp',
      action: 'manager_created',
      summary: `Додано ІТ-менеджера ${who({ fullName: input.full_name, regionName: region })}`,
      details: {
        manager_id: created!.id,
        region: region,
        full_name: input.full_name,
        position: input.position,
        email: input.email,
        phone: input.phone,
      },
      actorId,
    });
    return toItManager(await managerRow(tx, created!.id));
  });
}

/** Saves the edit form; the log names each changed field old → new. An unchanged form changes nothing. */
export async function updateItManager(db: Db, id: number, input: ItManagerInput, actorId: number): Promise<TItManager> {
  return db.transaction(async (tx) => {
    const before = await managerRow(tx, id, true);
    const after = {
      regionName: await regionName(tx, input.region_id),
      fullName: input.full_name,
      position: input.position,
      email: input.email,
      phone: input.phone,
    };
    const changed = FIELDS.filter((f) => before[f.key] !== after[f.key]);
    if (changed.length === 0) return toItManager(before);
    await tx
      .update(itManagers)
      .set({
        regionId: input.region_id,
        fullName: input.full_name,
        position: input.position,
        email: input.email,
        phone: input.phone,
        updatedAt: new Date(),
      })
      .where(eq(itManagers.id, id));
    const quoted = (v: string) => (v === '' ? '(порожньо)' : `«${v}»`);
    await recordSettingsChange(tx, {
      area: 'managers_it_rp',
      action: 'manager_updated',
      summary: `Змінено дані ІТ-менеджера ${who(before)}: ${changed
        .map((f) => `${f.label}: ${quoted(before[f.key])} → ${quoted(after[f.key])}`)
        .join('; ')}`,
      details: {
        manager_id: id,
        changes: Object.fromEntries(changed.map((f) => [f.key, { from: before[f.key], to: after[f.key] }])),
      },
      actorId,
    });
    return toItManager(await managerRow(tx, id));
  });
}

/** Removes an IT manager: later letters of the region no longer copy them. */
export async function deleteItManager(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await managerRow(tx, id, true);
    await tx.delete(itManagers).where(eq(itManagers.id, id));
    await recordSettingsChange(tx, {
      area: 'managers_it_rp',
      action: 'manager_deleted',
      summary: `Видалено ІТ-менеджера ${who(before)}`,
      details: { manager_id: id, region: before.regionName, full_name: before.fullName, email: before.email },
      actorId,
    });
  });
}
