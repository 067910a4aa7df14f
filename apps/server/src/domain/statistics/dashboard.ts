import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { KYIV_TZ } from '@tt/contracts/kyiv-time';
import { BANK_VISIBLE_OFFER_STATUSES, TENDER_STATUSES } from '@tt/contracts/lifecycles';
import type { TDashboard, ZDashboardQuery } from '@tt/contracts/statistics';
import type { DbOrTx } from '../../db/client.ts';
import { channelOptions, offers, organizations, regions, tenders } from '../../db/schema/index.ts';
import { readClockSql, takingOffersSql } from '../deadline.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import { offersCountSql } from '../tenders/tender-query.ts';
import { effectiveDecidedAtSql, effectiveStatusSql } from '../tenders/tender-status.ts';

export type DashboardQuery = z.output<typeof ZDashboardQuery>;

/** The offers distribution's last bucket: this many offers or more. */
const DISTRIBUTION_TOP = 5;
const PROVIDERS_SHOWN = 10;
const UPCOMING_DAYS = 14;
const UPCOMING_SHOWN = 20;

const kyiv = sql.raw(`'${KYIV_TZ}'`);
const quoted = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** Offers put before the bank; drafts and withdrawn ones never count. */
const COUNTED_OFFERS = sql`(${quoted(BANK_VISIBLE_OFFER_STATUSES)})`;
/** The tenders whose winner is chosen: savings, prices and wins come from these only. */
const AWARDED = sql`('awarded', 'completed')`;
/** Percent with one decimal; null when there is nothing to divide by. */
const percent = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)`;
/** Money as the API writes it: numeric rounded to kopiykas, as text. */
const money = (value: SQL) => sql`round(${value}, 2)::text`;

/** The region and medium filters, on the tenders table. */
function tenderFilters(query: DashboardQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.region_id) conditions.push(eq(tenders.regionId, query.region_id));
  if (query.physics_id) conditions.push(eq(tenders.physicsId, query.physics_id));
  return conditions;
}

/**
 * Every figure about the cohort (ADR 0031): the tenders published in the period, in Kyiv days
 * (both ends included) and Kyiv months, by PostgreSQL's time zone data for both, so a tender
 * published at 23:30 Kyiv on the last day counts and lands in its Kyiv month. One statement that
 * reads each index once, without visiting a table: the cohort from tenders_published_idx, the
 * counted offers of its unsealed tenders from offers_tender_status_idx and the winners of its
 * awarded ones from offers_won_idx, each into a narrow materialized set that the figures
 * aggregate, shaped into the answer's JSON by the database. The rules stay in their one home
 * (effectiveStatusSql, offersUnsealedSql), evaluated once a tender.
 */
function cohortFiguresSql(query: DashboardQuery): SQL {
  const where = and(
    sql`${tenders.publishedAt} >= (${query.from}::date::timestamp at time zone ${kyiv})`,
    sql`${tenders.publishedAt} < ((${query.to}::date + 1)::timestamp at time zone ${kyiv})`,
    ...tenderFilters(query),
  );
  const month = (column: SQL) => sql`to_char(${column}, 'YYYY-MM')`;
  return sql`
    with
    -- The period's Kyiv months, each with the instant it starts (PostgreSQL's time zone data).
    months as (
      select m::date as month, n::int as month_no, m at time zone ${kyiv} as starts
      from generate_series(date_trunc('month', ${query.from}::date::timestamp),
        date_trunc('month', ${query.to}::date::timestamp), interval '1 month') with ordinality g(m, n)
    ),
    -- A tender's month is the last one starting at or before its publication: a search in the
    -- months' starts, the time zone conversion done once a month rather than once a tender.
    cohort as materialized (
      select ${tenders.id} as id, ${tenders.regionId} as region_id, ${tenders.physicsId} as physics_id,
        ${tenders.budgetMonthly} as budget, ${tenders.contractMonths} as contract_months,
        width_bucket(${tenders.publishedAt}, (select array_agg(starts order by month_no) from months)) as month_no,
        ${effectiveStatusSql} as status,
        ${effectiveDecidedAtSql} - ${tenders.publishedAt} as to_decision,
        ${offersUnsealedSql} as unsealed
      from ${tenders}
      where ${where}
    ),
    -- One pass over the cohort: its tenders by month and status; the totals add these up.
    status_counts as (
      select month_no, status, count(*)::int as n, count(*) filter (where unsealed)::int as unsealed,
        sum(extract(epoch from to_decision)::numeric / 86400) filter (where status in ${AWARDED}) as days,
        count(to_decision) filter (where status in ${AWARDED}) as decided
      from cohort group by month_no, status
    ),
    -- Only unsealed tenders' offers exist for the statistics (docs/product/sealed-offers.md §2):
    -- each such tender with its number of counted offers and their organisations, one probe of
    -- offers_tender_status_idx a tender (never a hash of every offer of the table), in the order
    -- of their ids so that neighbouring probes share the index's pages.
    offer_counts as materialized (
      select c.id as tender_id, o.n, o.organizations
      from (select id from cohort where unsealed order by id) c cross join lateral (
        select count(*)::int as n, array_agg(o.organization_id) as organizations
        from ${offers} o where o.tender_id = c.id and o.status in ${COUNTED_OFFERS}
      ) o
    ),
    -- The one home of "the winner": the won offer of an awarded or completed tender, probed the
    -- same way (offset 0 keeps the probe: the planner cannot see how few tenders the cohort holds).
    awarded as materialized (
      select c.region_id, c.physics_id, c.month_no, c.budget, c.contract_months,
        w.organization_id, w.monthly_price as price, w.bandwidth_mbps as mbps
      from (select * from cohort where unsealed and status in ${AWARDED} order by id) c cross join lateral (
        select w.organization_id, w.monthly_price, w.bandwidth_mbps from ${offers} w
        where w.tender_id = c.id and w.status = 'won' offset 0
      ) w
    ),
    with_budget as (select * from awarded where budget is not null),
    monthly_statuses as (
      select m.month, json_object_agg(s.status, coalesce(sc.n, 0) order by s.ord) as counts
      from months m cross join unnest(array[${quoted(TENDER_STATUSES)}]::text[]) with ordinality s(status, ord)
      left join status_counts sc on sc.month_no = m.month_no and sc.status = s.status
      group by m.month
    ),
    monthly_savings as (
      select month_no, sum((budget - price) * contract_months) as savings, sum(budget * contract_months) as budget
      from with_budget group by month_no
    ),
    -- Every unsealed tender has its row in offer_counts, those without an offer too (n = 0).
    distribution as (
      select least(n, ${DISTRIBUTION_TOP}) as offers, count(*)::int as tenders from offer_counts group by 1
    ),
    providers as (
      select p.organization_id, org.name, p.participations, coalesce(w.wins, 0) as wins,
        ${percent(sql`coalesce(w.wins, 0)`, sql`p.participations`)} as win_rate
      -- One offer per organisation and tender (offers_tender_org_key): its offers are its participations.
      from (select organization_id, count(*)::int as participations
        from offer_counts cross join unnest(organizations) organization_id group by 1) p
      left join (select organization_id, count(*)::int as wins from awarded group by 1) w using (organization_id)
      join ${organizations} org on org.id = p.organization_id
    ),
    totals as (
      select t.published, t.unsealed, t.unsuccessful, t.cancelled, t.days, o.offers, o.single,
        s.savings, s.budget, s.tenders as savings_tenders
      from (
        select coalesce(sum(n), 0)::int as published, coalesce(sum(unsealed), 0)::int as unsealed,
          coalesce(sum(n) filter (where status = 'unsuccessful'), 0)::int as unsuccessful,
          coalesce(sum(n) filter (where status = 'cancelled'), 0)::int as cancelled,
          sum(days) / nullif(sum(decided), 0) as days
        from status_counts
      ) t,
      (select coalesce(sum(n), 0)::int as offers, count(*) filter (where n = 1)::int as single from offer_counts) o,
      (select sum((budget - price) * contract_months) as savings, sum(budget * contract_months) as budget,
        count(*)::int as tenders from with_budget) s
    )
    select json_build_object(
      'totals', (select json_build_object(
        'tenders_published', published,
        'tenders_unsealed', unsealed,
        'offers_received', offers,
        'average_offers', round(offers::numeric / nullif(unsealed, 0), 1),
        'single_offer_share', ${percent(sql`single`, sql`unsealed`)},
        'unsuccessful_share', ${percent(sql`unsuccessful`, sql`published`)},
        'cancelled_share', ${percent(sql`cancelled`, sql`published`)},
        'average_days_to_award', round(days, 1),
        'savings', ${money(sql`coalesce(savings, 0)`)},
        'savings_percent', ${percent(sql`savings`, sql`budget`)},
        'savings_tenders', savings_tenders) from totals),
      'status_by_month', (select json_agg(json_build_object('month', ${month(sql`month`)}, 'counts', counts) order by month)
        from monthly_statuses),
      'offers_distribution', (select json_agg(json_build_object('offers', b, 'tenders', coalesce(d.tenders, 0)) order by b)
        from generate_series(0, ${DISTRIBUTION_TOP}) b left join distribution d on d.offers = b),
      'price_per_mbps_by_region', (select coalesce(json_agg(json_build_object('region_id', r.id, 'region_name', r.name,
          'uah_per_mbps', ${money(sql`p.uah`)}, 'tenders', p.tenders) order by r.sort, r.name), '[]')
        from (select region_id, avg(price / nullif(mbps, 0)) as uah, count(*)::int as tenders from awarded group by 1) p
        join ${regions} r on r.id = p.region_id),
      'price_per_mbps_by_physics', (select coalesce(json_agg(json_build_object('physics_id', p.physics_id, 'physics_name', ch.name,
          'uah_per_mbps', ${money(sql`p.uah`)}, 'tenders', p.tenders) order by ch.sort nulls last, ch.name), '[]')
        from (select physics_id, avg(price / nullif(mbps, 0)) as uah, count(*)::int as tenders from awarded group by 1) p
        left join ${channelOptions} ch on ch.id = p.physics_id),
      'savings_by_month', (select json_agg(json_build_object('month', ${month(sql`m.month`)},
          'savings', ${money(sql`coalesce(s.savings, 0)`)}, 'budget', ${money(sql`coalesce(s.budget, 0)`)}) order by m.month)
        from months m left join monthly_savings s on s.month_no = m.month_no),
      'active_providers', (select coalesce(json_agg(to_json(top) order by participations desc, wins desc, name, organization_id), '[]')
        from (select * from providers order by participations desc, wins desc, name, organization_id limit ${PROVIDERS_SHOWN}) top),
      'successful_providers', (select coalesce(json_agg(to_json(top) order by wins desc, win_rate desc, name, organization_id), '[]')
        from (select * from providers where wins > 0
          order by wins desc, win_rate desc, name, organization_id limit ${PROVIDERS_SHOWN}) top)
    ) as figures`;
}

/**
 * Tenders taking offers whose deadline is within the next 14 days by the database clock, region
 * and medium filters applied, the period not. The count is the card's own (offersCountSql).
 */
async function upcomingDeadlines(db: DbOrTx, query: DashboardQuery) {
  const where = and(
    takingOffersSql(),
    sql`${tenders.offersDeadline} <= ${readClockSql} + make_interval(days => ${UPCOMING_DAYS})`,
    ...tenderFilters(query),
  );
  const rows = await db
    .select({
      id: tenders.id,
      number: tenders.number,
      title: tenders.title,
      regionName: regions.name,
      offersDeadline: tenders.offersDeadline,
      offersCount: offersCountSql,
      // Uncorrelated, so computed once: the list and its total in one round trip (as listTenders).
      total: sql<number>`(select count(*)::int from ${tenders} where ${where})`,
    })
    .from(tenders)
    .innerJoin(regions, eq(regions.id, tenders.regionId))
    .where(where)
    .orderBy(asc(tenders.offersDeadline), asc(tenders.id))
    .limit(UPCOMING_SHOWN);
  return {
    upcoming_deadlines: rows.map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      region_name: r.regionName,
      offers_deadline: r.offersDeadline.toISOString(),
      offers_count: Number(r.offersCount),
    })),
    // Without a row the total is 0: the list is never paged.
    upcoming_total: Number(rows[0]?.total ?? 0),
  };
}

type CohortFigures = Omit<TDashboard, 'from' | 'to' | 'upcoming_deadlines' | 'upcoming_total'>;

/**
 * The cohort's statement in a read-only transaction of its own, for its sorting memory: the
 * cohort of a year (57,000 tenders on the benchmark dataset) outgrows the default 4 MB and would
 * spill to disk, costing about 5% more CPU. The setting ends with the transaction.
 */
function cohortFigures(db: DbOrTx, query: DashboardQuery): Promise<CohortFigures> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('work_mem', '32MB', true)`);
      const result = await tx.execute(cohortFiguresSql(query));
      return (result as unknown as { rows: { figures: CohortFigures }[] }).rows[0]!.figures;
    },
    { accessMode: 'read only' },
  );
}

/** GET /api/admin/dashboard: two statements, run side by side on the pool. */
export async function dashboard(db: DbOrTx, query: DashboardQuery): Promise<TDashboard> {
  const [figures, upcoming] = await Promise.all([cohortFigures(db, query), upcomingDeadlines(db, query)]);
  return { from: query.from, to: query.to, ...figures, ...upcoming };
}
