import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { TENDER_STATUS_LABELS } from '@tt/contracts/tenders';
import {
  orderExportFileName,
  type TOrderItem,
  type TOrderListResponse,
  type TOrderWinners,
  type ZOrderListQuery,
} from '@tt/contracts/orders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readClockSql } from '../deadline.ts';
import { offers, organizations } from '../../db/schema/index.ts';
import { sendTableExport, type ExportColumn, type ExportFormat } from '../../lib/table-export.ts';
import {
  countOrders,
  orderPage,
  orderSelect,
  toOrderItem,
  type OrderFilters,
  type RawOrderRow,
} from './order-query.ts';

export type OrderListQuery = z.output<typeof ZOrderListQuery>;

const rowsOf = (result: unknown) => (result as { rows: RawOrderRow[] }).rows;

/**
 * The archive of closed tenders (/admin/history/orders, ADR 0031): one page and the total.
 * A page past the end still counts, so the total is always right.
 */
export async function listOrders(db: DbOrTx, query: OrderListQuery): Promise<TOrderListResponse> {
  const { page, page_size: pageSize, ...filters } = query;
  const [result, total] = await Promise.all([
    db.execute(orderPage(db, filters, pageSize, (page - 1) * pageSize)),
    countOrders(db, filters),
  ]);
  return { items: rowsOf(result).map(toOrderItem), total, page, page_size: pageSize };
}

/** Every organisation that has won a tender or a lot of one (its offer is `won`), by name: the choices of the winner filter. */
export async function orderWinners(db: DbOrTx): Promise<TOrderWinners> {
  const items = await db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .innerJoin(offers, eq(offers.organizationId, organizations.id))
    .where(eq(offers.status, 'won'))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return { items };
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The row's branch, named with its lot where the tender has several («Лот 2 — Відділення №5»). */
const lotBranch = (o: TOrderItem) => (o.lots_count > 1 ? `Лот ${o.lot_position} — ${o.branch_name}` : o.branch_name);

/**
 * The archive's columns in the files, as the screen shows them: a row per lot, its lot named in
 * the branch's column, so a single-site tender's file reads exactly as before.
 */
export const ORDER_EXPORT_COLUMNS: readonly ExportColumn<TOrderItem>[] = [
  { header: '№', type: 'text', width: 18, value: (o) => o.number },
  { header: 'Назва', type: 'text', width: 40, value: (o) => o.title },
  { header: 'Регіон', type: 'text', width: 20, value: (o) => o.region_name },
  { header: 'Відділення', type: 'text', width: 28, value: lotBranch },
  { header: 'Статус', type: 'text', width: 16, value: (o) => TENDER_STATUS_LABELS[o.status] },
  { header: 'Причина', type: 'text', width: 32, value: (o) => o.status_reason },
  { header: 'Опубліковано', type: 'datetime', width: 17, value: (o) => instant(o.published_at) },
  { header: 'Кінцевий термін', type: 'datetime', width: 17, value: (o) => instant(o.offers_deadline) },
  { header: 'Рішення', type: 'datetime', width: 17, value: (o) => instant(o.decided_at) },
  { header: 'Пропозицій', type: 'integer', width: 12, value: (o) => o.offers_count },
  { header: 'Переможець', type: 'text', width: 28, value: (o) => o.winner?.name ?? null },
  { header: 'Ціна переможця, грн/міс', type: 'money', width: 18, value: (o) => o.winning_monthly_price },
  { header: 'Строк, міс', type: 'integer', width: 10, value: (o) => o.contract_months },
  { header: 'Бюджет, грн/міс', type: 'money', width: 18, value: (o) => o.budget_monthly },
  { header: 'Економія, грн', type: 'money', width: 18, value: (o) => o.savings },
];

/** GET /api/admin/orders.xlsx|.csv: exactly the filtered set, in the page's order, streamed. */
export function exportOrders(reply: FastifyReply, db: Db, filters: OrderFilters, format: ExportFormat) {
  return sendTableExport(reply, {
    db,
    clock: readClockSql,
    format,
    columns: ORDER_EXPORT_COLUMNS,
    sheetName: 'Архів тендерів',
    query: orderSelect(db, filters),
    decode: toOrderItem,
    fileName: (today) => orderExportFileName(filters, today, format),
  });
}
