import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TLibraryFolder, TLibraryFolderPatch, ZLibraryFolderCreate } from '@tt/contracts/library';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { libraryFiles, libraryFolders } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { conflict, folderPaths, libraryFolderNotFound, lockExistingFolder, MAX_FOLDER_DEPTH } from './library-query.ts';

/*
 * Folders of the bank's file library (docs/decisions/0030): they nest, two folders of one
 * parent never share a name whatever its case, a folder never goes inside itself, and only an
 * empty folder is deleted.
 */

/** Every folder move waits for the one before it, so two moves checked at once cannot close a loop together. */
const FOLDER_MOVE_LOCK = 724_302;

/** The same parent, the top level included (the unique index is on coalesce(parent_id, 0)). */
const inParent = (parentId: number | null) => sql`coalesce(${libraryFolders.parentId}, 0) = ${parentId ?? 0}`;

/** The outer row's id, qualified: a single-table select leaves its columns unqualified, and inside the subqueries below a bare "id" would be the inner row's. */
const outerId = sql`${sql.identifier('library_folders')}.${sql.identifier('id')}`;

const folderColumns = {
  id: libraryFolders.id,
  parentId: libraryFolders.parentId,
  name: libraryFolders.name,
  createdAt: libraryFolders.createdAt,
  // Hidden files count too: they keep a folder from being deleted.
  itemsCount: sql<number>`(
    (select count(*) from ${libraryFolders} child where coalesce(child.parent_id, 0) = ${outerId})
    + (select count(*) from ${libraryFiles} lf where lf.folder_id = ${outerId}))::int`,
};

type FolderRow = { id: number; parentId: number | null; name: string; createdAt: Date; itemsCount: number };

const toFolder = (row: FolderRow): TLibraryFolder => ({
  id: row.id,
  parent_id: row.parentId,
  name: row.name,
  items_count: Number(row.itemsCount),
  created_at: row.createdAt.toISOString(),
});

/** The subfolders of a folder (null: the top level), by name. */
export async function subfolders(
  db: DbOrTx,
  parentId: number | null,
  order: 'asc' | 'desc',
): Promise<TLibraryFolder[]> {
  const rows = await db
    .select(folderColumns)
    .from(libraryFolders)
    .where(inParent(parentId))
    .orderBy(sql`lower(${libraryFolders.name}) ${order === 'desc' ? sql`desc` : sql`asc`}`, libraryFolders.id);
  return rows.map(toFolder);
}

async function folderById(db: DbOrTx, id: number): Promise<TLibraryFolder> {
  const [row] = await db.select(folderColumns).from(libraryFolders).where(eq(libraryFolders.id, id));
  if (!row) throw libraryFolderNotFound();
  return toFolder(row);
}

const nameTaken = (name: string, parentId: number | null) => {
  const message = `Поле «Назва папки»: папка «${name}» уже є ${parentId === null ? 'на верхньому рівні бібліотеки' : 'в цій папці'}`;
  return conflict(message, { name: message });
};

/** A quick, readable answer for the usual case; the unique index decides a race (isUniqueViolation). */
async function assertNameFree(tx: Tx, parentId: number | null, name: string, exceptId?: number) {
  const conditions: SQL[] = [inParent(parentId), sql`lower(${libraryFolders.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(libraryFolders.id, exceptId));
  const [taken] = await tx
    .select({ name: libraryFolders.name })
    .from(libraryFolders)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw nameTaken(taken.name, parentId);
}

const tooDeep = () =>
  conflict(`Папки можна вкладати не глибше ніж на ${MAX_FOLDER_DEPTH} рівні. Оберіть папку ближче до верхнього рівня.`);

/** How many folders deep a folder sits (1 at the top level). */
async function depthOf(tx: Tx, id: number): Promise<number> {
  return (await folderPaths(tx, [id])).get(id)?.length ?? 0;
}

export async function createFolder(
  db: Db,
  input: z.output<typeof ZLibraryFolderCreate>,
  actorId: number,
): Promise<TLibraryFolder> {
  const parentId = input.parent_id;
  try {
    return await db.transaction(async (tx) => {
      if (parentId !== null) {
        await lockExistingFolder(tx, parentId, 'parent_id');
        if ((await depthOf(tx, parentId)) >= MAX_FOLDER_DEPTH) throw tooDeep();
      }
      await assertNameFree(tx, parentId, input.name);
      const [row] = await tx
        .insert(libraryFolders)
        .values({ parentId, name: input.name, createdBy: actorId })
        .returning({ id: libraryFolders.id });
      return folderById(tx, row!.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(input.name, parentId);
    throw e;
  }
}

/**
 * The folder and every folder below it, with how far below (0: the folder itself), walked down
 * in one recursive query.
 */
async function subtree(tx: Tx, id: number): Promise<{ id: number; depth: number }[]> {
  const result = await tx.execute(sql`
    with recursive down(id, depth) as (
      select ${id}::int, 0
      union all
      select child.id, down.depth + 1
      from ${libraryFolders} child join down on child.parent_id = down.id
      where down.depth < ${MAX_FOLDER_DEPTH}
    )
    select id, depth from down`);
  return (result as unknown as { rows: { id: number; depth: number }[] }).rows.map((r) => ({
    id: Number(r.id),
    depth: Number(r.depth),
  }));
}

/**
 * Renames a folder or moves it under another parent (null: the top level). A move into the
 * folder itself or any folder below it is refused (409); moves run one at a time under a
 * transaction lock, so two moves checked at once (A into B, B into A) cannot close a loop.
 */
export async function updateFolder(db: Db, id: number, patch: TLibraryFolderPatch): Promise<TLibraryFolder> {
  let target: { name: string; parentId: number | null } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const moving = patch.parent_id !== undefined;
      if (moving) await tx.execute(sql`select pg_advisory_xact_lock(${FOLDER_MOVE_LOCK})`);
      const [folder] = await tx.select().from(libraryFolders).where(eq(libraryFolders.id, id)).for('no key update');
      if (!folder) throw libraryFolderNotFound();
      const parentId = moving ? (patch.parent_id ?? null) : folder.parentId;
      target = { name: patch.name ?? folder.name, parentId };
      if (parentId !== null && parentId !== folder.parentId) {
        const below = await subtree(tx, id);
        if (below.some((f) => f.id === parentId)) {
          throw conflict(
            `Папку «${folder.name}» не можна перемістити в неї саму або в її вкладену папку. Оберіть іншу папку.`,
            { parent_id: 'Поле «Батьківська папка»: не можна обрати саму папку або її вкладену папку' },
          );
        }
        await lockExistingFolder(tx, parentId, 'parent_id');
        const height = Math.max(...below.map((f) => f.depth));
        if ((await depthOf(tx, parentId)) + 1 + height > MAX_FOLDER_DEPTH) throw tooDeep();
      }
      await assertNameFree(tx, parentId, target.name, id);
      await tx
        .update(libraryFolders)
        .set({ name: target.name, parentId, updatedAt: sql`now()` })
        .where(eq(libraryFolders.id, id));
      return folderById(tx, id);
    });
  } catch (e) {
    if (isUniqueViolation(e) && target) throw nameTaken(target.name, target.parentId);
    throw e;
  }
}

/** Deletes an empty folder; one with anything inside (hidden files too) is refused with 409. */
export async function deleteFolder(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: an upload, a move or a new subfolder into it waits, then finds it gone.
    const [folder] = await tx.select().from(libraryFolders).where(eq(libraryFolders.id, id)).for('update');
    if (!folder) throw libraryFolderNotFound();
    const itemsCount = (await folderById(tx, id)).items_count;
    if (itemsCount > 0) {
      throw conflict(
        `Папка «${folder.name}» не порожня (елементів усередині: ${itemsCount}, разом із прихованими файлами). ` +
          'Спершу перемістіть або видаліть її вміст.',
      );
    }
    await tx.delete(libraryFolders).where(eq(libraryFolders.id, id));
  });
}
