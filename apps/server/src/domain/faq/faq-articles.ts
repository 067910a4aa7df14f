import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { required } from '@tt/contracts/common';
import {
  FAQ_SECTIONS,
  type TFaqArticle,
  type TFaqArticleSummary,
  type TFaqList,
  type TFaqListQuery,
  type TFaqSection,
  type ZFaqWrite,
} from '@tt/contracts/faq';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { faqArticles } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

export type FaqWriteInput = z.output<typeof ZFaqWrite>;

/** The same answer for a draft and an unknown address: a visitor learns nothing of drafts. */
export const faqArticleNotFound = () => notFound('Статтю не знайдено');

const slugTaken = (slug: string) => {
  const message = `Поле «Адреса статті»: стаття з адресою «${slug}» уже існує`;
  return new AppError(409, 'conflict', message, { fields: { slug: message } });
};

const summaryColumns = {
  id: faqArticles.id,
  slug: faqArticles.slug,
  section: faqArticles.section,
  title: faqArticles.title,
  position: faqArticles.position,
  published: faqArticles.published,
  updatedAt: faqArticles.updatedAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

const toSummary = (row: SummaryRow): TFaqArticleSummary => ({
  id: row.id,
  slug: row.slug,
  section: row.section as TFaqSection,
  title: row.title,
  position: row.position,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

/** The sections in the order the help page shows them (FAQ_SECTIONS), not alphabetical. */
const sectionOrderSql = sql`array_position(array[${sql.join(
  FAQ_SECTIONS.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${faqArticles.section})`;

/**
 * The help list: published articles by section and position, drafts too when `drafts` (holders
 * of faq.manage). `q` matches titles and bodies in any letter case, as typed (no wildcards). The
 * list is not paged: help is a few dozen articles, shown whole and grouped.
 */
export async function listFaqArticles(
  db: DbOrTx,
  { q, drafts }: TFaqListQuery & { drafts: boolean },
): Promise<TFaqList> {
  const conditions: (SQL | undefined)[] = [drafts ? undefined : eq(faqArticles.published, true)];
  // search_text is stored lower-cased; lower() folds Cyrillic on a C.UTF-8 database.
  if (q) conditions.push(sql`${faqArticles.searchText} like '%' || lower(${escapeLike(q)}) || '%'`);
  const rows = await db
    .select(summaryColumns)
    .from(faqArticles)
    .where(and(...conditions))
    .orderBy(sectionOrderSql, asc(faqArticles.position), asc(faqArticles.id));
  return { items: rows.map(toSummary) };
}

async function articleWhere(db: DbOrTx, where: SQL | undefined): Promise<TFaqArticle | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: faqArticles.bodyHtml })
    .from(faqArticles)
    .where(where);
  return row && { ...toSummary(row), body_html: row.bodyHtml };
}

/** One article by its address; a draft only when `drafts`, else the same 404 as an unknown one. */
export async function getFaqArticle(db: DbOrTx, slug: string, { drafts }: { drafts: boolean }): Promise<TFaqArticle> {
  const article = await articleWhere(
    db,
    and(eq(faqArticles.slug, slug), drafts ? undefined : eq(faqArticles.published, true)),
  );
  if (!article) throw faqArticleNotFound();
  return article;
}

/** The stored columns of a write: the body cleaned, and its words for the search. */
function columnsOf(input: FaqWriteInput) {
  const bodyHtml = sanitizeRichText(input.body_html);
  const bodyText = richTextToPlain(bodyHtml);
  // A body of nothing but removed markup (a lone <script>) says nothing to a reader.
  if (!bodyText) throw validationFailed({ body_html: required('Текст статті') });
  return {
    slug: input.slug,
    section: input.section,
    title: input.title,
    bodyHtml,
    bodyText,
    published: input.published,
  };
}

/**
 * Article writes take turns: each renumbers whole sections, and two at once could hand out one
 * place twice. Readers are not blocked (the lock conflicts only with other writers).
 */
const lockArticles = (tx: Tx) => tx.execute(sql`lock table ${faqArticles} in share row exclusive mode`);

async function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: faqArticles.id })
    .from(faqArticles)
    .where(and(eq(faqArticles.slug, slug), exceptId === undefined ? undefined : ne(faqArticles.id, exceptId)))
    .limit(1);
  if (taken) throw slugTaken(slug);
}

/**
 * Numbers a section 0..n-1 in its current order, with `article` put at `index` (the end when
 * the index is past it or not given), or left out when it is null (it left the section).
 */
async function renumberSection(tx: Tx, section: string, article: { id: number; index?: number } | null): Promise<void> {
  const others = await tx
    .select({ id: faqArticles.id })
    .from(faqArticles)
    .where(and(eq(faqArticles.section, section), article ? ne(faqArticles.id, article.id) : undefined))
    .orderBy(asc(faqArticles.position), asc(faqArticles.id));
  const ids = others.map((r) => r.id);
  if (article) ids.splice(Math.min(article.index ?? ids.length, ids.length), 0, article.id);
  if (ids.length === 0) return;
  const order = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx
    .update(faqArticles)
    .set({ position: sql`array_position(${order}, ${faqArticles.id}) - 1` })
    .where(inArray(faqArticles.id, ids));
}

/** Runs a write, turning a lost race for the slug (the unique index) into the same 409. */
async function withSlugCheck<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw slugTaken(slug);
    throw e;
  }
}

/** A new article at `position` in its section (the end when not given). */
export async function createFaqArticle(db: Db, input: FaqWriteInput, actorId: number): Promise<TFaqArticle> {
  const columns = columnsOf(input);
  return withSlugCheck(input.slug, () =>
    db.transaction(async (tx) => {
      await lockArticles(tx);
      await assertSlugFree(tx, input.slug);
      const [created] = await tx
        .insert(faqArticles)
        .values({ ...columns, position: 0, updatedBy: actorId })
        .returning({ id: faqArticles.id });
      await renumberSection(tx, input.section, { id: created!.id, index: input.position });
      return (await articleWhere(tx, eq(faqArticles.id, created!.id)))!;
    }),
  );
}

/**
 * Saves an article. Its place: `position` in its (new) section when given, else where it was —
 * or the end of the new section after a move; both sections stay numbered 0..n-1.
 */
export async function updateFaqArticle(
  db: Db,
  id: number,
  input: FaqWriteInput,
  actorId: number,
): Promise<TFaqArticle> {
  const columns = columnsOf(input);
  return withSlugCheck(input.slug, () =>
    db.transaction(async (tx) => {
      await lockArticles(tx);
      const [current] = await tx
        .select({ section: faqArticles.section, position: faqArticles.position })
        .from(faqArticles)
        .where(eq(faqArticles.id, id));
      if (!current) throw faqArticleNotFound();
      await assertSlugFree(tx, input.slug, id);
      const moved = current.section !== input.section;
      await tx
        .update(faqArticles)
        .set({ ...columns, updatedAt: new Date(), updatedBy: actorId })
        .where(eq(faqArticles.id, id));
      if (moved) await renumberSection(tx, current.section, null);
      await renumberSection(tx, input.section, { id, index: input.position ?? (moved ? undefined : current.position) });
      return (await articleWhere(tx, eq(faqArticles.id, id)))!;
    }),
  );
}

/** Deletes an article; the rest of its section closes the gap. */
export async function deleteFaqArticle(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockArticles(tx);
    const [deleted] = await tx
      .delete(faqArticles)
      .where(eq(faqArticles.id, id))
      .returning({ section: faqArticles.section });
    if (!deleted) throw faqArticleNotFound();
    await renumberSection(tx, deleted.section, null);
  });
}
