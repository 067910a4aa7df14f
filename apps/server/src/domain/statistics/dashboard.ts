import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { KYIV_TZ } from '@tt/contracts/kyiv-time';
import { BANK_VISIBLE_OFFER_STATUSES, TENDER_STATUSES } from '@tt/contracts/lifecycles';
import type { TDashboard, ZDashboardQuery } from '@tt/contracts/statistics';
import type { DbOrTx } from '../../db/client.ts';
import {
  channelOptions,
  offerLots,
  offers,
  organizations,
  regions,
  tenderLots,
  tenders,
} from '../../db/schema/index.ts';
import { readClockSql, takingOffersSql } from '../deadline.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import { lotWonSql } from '../tenders/lot-outcome.ts';
import { offersCountSql } from '../tenders/tender-query.ts';
import { effectiveDecidedAtSql, effectiveStatusSql } from '../tenders/tender-status.ts';

export type DashboardQuery = z.output<typeof ZDashboardQuery>;
/** The region and medium a figure is of; none for the kept sums, taken over every one. */
type Area = Pick<DashboardQuery, 'region_id' | 'physics_id'>;

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
/**
 * A settled tender: stored past taking offers (evaluation, or closed). Its figures no longer
 * change with the clock, and its offers no longer change but in the step that closes it, so its
 * month's sums may be kept (ADR 0032; migration 0012 writes the same condition).
 */
const SETTLED = sql`${tenders.status} not in ('draft', 'published')`;
/** Stored `published`: taking offers, or past the deadline until the scheduler stores the outcome. */
const OPEN = sql`${tenders.status} = 'published'`;
/** Percent with one decimal; null when there is nothing to divide by. */
const percent = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)`;
/** Money as the API writes it: numeric rounded to kopiykas, as text. */
const money = (value: SQL) => sql`round(${value}, 2)::text`;

/** The region and medium filters, on the tenders table, a lot or the kept sums. */
function areaFilters(
  query: Area,
  regionId: SQL = sql`${tenders.regionId}`,
  physicsId: SQL = sql`${tenders.physicsId}`,
): SQL[] {
  const conditions: SQL[] = [];
  if (query.region_id) conditions.push(sql`${regionId} = ${query.region_id}`);
  if (query.physics_id) conditions.push(sql`${physicsId} = ${query.physics_id}`);
  return conditions;
}

/**
 * The grain of kept rows (schema/statistics.ts) that holds a region and a medium where asked:
 * 0 by both, 1 by region, 2 by medium, 3 over both — PostgreSQL's grouping() of the two.
 */
const grain = ({ region, physics }: { region: boolean; physics: boolean }) => (region ? 0 : 2) + (physics ? 0 : 1);
/** The grouping sets of the four grains, each with `keys` (e.g. the month and the status). */
const grainSets = (keys: string) =>
  sql.raw(`grouping sets ((${keys}, region_id, physics_id), (${keys}, region_id), (${keys}, physics_id), (${keys}))`);

/** The period's first instant and the instant after it, by PostgreSQL's time zone data. */
const periodStart = (query: DashboardQuery) => sql`(${query.from}::date::timestamp at time zone ${kyiv})`;
const periodEnd = (query: DashboardQuery) => sql`((${query.to}::date + 1)::timestamp at time zone ${kyiv})`;

/**
 * The Kyiv months from the one of `from` to the one of `to`, each with its number, the instants
 * it starts and ends, and whether the period covers all of it that can hold a tender (`whole`):
 * from its first day to its last, or to a day not yet over (nothing is published after the
 * clock), so the current month of a period ending today is whole too.
 */
function monthsSql(from: SQL, to: SQL): SQL {
  return sql`months as (
      select m::date as month, n::int as month_no, m at time zone ${kyiv} as starts,
        (m + interval '1 month') at time zone ${kyiv} as ends,
        m >= ${from}::date and (m + interval '1 month' <= ${to}::date + 1
          or (${to}::date + 1)::timestamp at time zone ${kyiv} > ${readClockSql}) as whole
      from generate_series(date_trunc('month', ${from}::date::timestamp),
        date_trunc('month', ${to}::date::timestamp), interval '1 month') with ordinality g(m, n)
    )`;
}

/** The sums a fact holds, each added up the same way. */
const FACT_MEASURES = [
  'tenders',
  'unsealed',
  'days',
  'decided',
  'offers',
  'single',
  'offers_0',
  'offers_1',
  'offers_2',
  'offers_3',
  'offers_4',
  'offers_5',
  'winners',
  'price_per_mbps',
  'price_per_mbps_count',
  'savings',
  'budget',
  'savings_tenders',
];
/** The kept sums' columns, in the order both the live sums and the tables give them. */
const FACT_COLUMNS = sql.raw(`month, region_id, physics_id, status, ${FACT_MEASURES.join(', ')}`);
const PROVIDER_COLUMNS = sql.raw('month, region_id, physics_id, organization_id, participations, wins');

/**
 * The sums of a set of tenders by Kyiv month, region, medium and status (`facts`), with the
 * lots' participations (`lot_bids`) and winners (`awarded`) that providerSumsSql adds up: what
 * every figure adds up, whether it comes live or from the kept sums (ADR 0032). Needs a `months`
 * CTE spanning the tenders' months; `settledIn` is a relation of (starts, ends) ranges whose
 * settled tenders count; `withOpen`, a condition on the period, adds its open ones.
 *
 * Two kinds of figures (ADR 0038): a tender's own (its status, offers, days to award) by its
 * row's region and medium (lot 1's); an outcome's (winners, prices, savings, participations,
 * wins) per lot, by the lot's region and required medium, with the lot's budget and the winning
 * offer's figures for that lot (`offer_lots`). With an area asked for, a tender joins the cohort
 * when its row or any lot is in it, and each kind takes only what is.
 *
 * The indexes are read without visiting a table where they can be: tenders from
 * tenders_open_published_idx and tenders_settled_published_idx (migration 0012), counted offers
 * from offers_tender_status_idx. The rules stay in their one home (effectiveStatusSql,
 * offersUnsealedSql, lotWonSql), evaluated once a tender.
 */
function factsSql({ settledIn, withOpen, area }: { settledIn: SQL; withOpen: SQL | null; area: Area }): SQL {
  const monthNo = sql`width_bucket(${tenders.publishedAt}, (select array_agg(starts order by month_no) from months))`;
  const own = areaFilters(area);
  const lotArea = and(sql`true`, ...areaFilters(area, sql.raw('l.region_id'), sql.raw('l.physics_id')));
  const inArea = and(sql`true`, ...own);
  // The row repeats lot 1's site, so only the lots beyond it are looked up, and only with a filter.
  const reach = own.length
    ? sql`(${inArea} or exists (select 1 from ${tenderLots} l where l.tender_id = ${tenders.id} and l.position > 1 and ${lotArea}))`
    : sql`true`;
  const columns = sql`${tenders.id} as id, ${tenders.regionId} as region_id, ${tenders.physicsId} as physics_id,
        ${tenders.contractMonths} as contract_months, ${monthNo} as month_no,
        ${effectiveStatusSql} as status,
        ${effectiveDecidedAtSql} - ${tenders.publishedAt} as to_decision,
        ${offersUnsealedSql} as unsealed, ${inArea} as in_area`;
  // A tender taking offers only counts as published (its offers are sealed): counted straight
  // from the index, without the rules each other tender goes through.
  const open = withOpen
    ? sql`select ${columns} from ${tenders}
      where ${OPEN} and not ${takingOffersSql()} and ${withOpen} and ${reach} union all `
    : sql``;
  const takingOffers = withOpen
    ? sql`union all
        select ${monthNo}, ${tenders.regionId}, ${tenders.physicsId}, 'published', count(*), 0, null, 0, 0, 0,
          0, 0, 0, 0, 0, 0, 0, null, 0, null, null, 0
        from ${tenders} where ${takingOffersSql()} and ${and(withOpen, ...own)} group by 1, 2, 3`
    : sql``;
  const n = sql.raw('n');
  const isAwarded = sql`status in ${AWARDED}`;
  return sql`
    -- A tender's month is the last one starting at or before its publication: a search in the
    -- months' starts, the time zone conversion done once a month rather than once a tender. The
    -- settled tenders are one range scan per range (offset 0 keeps it so: with an area's lots
    -- looked up, the planner would otherwise scan the index's every tender for no range at all).
    cohort as materialized (
      ${open}select t.* from ${settledIn} r cross join lateral (
        select ${columns} from ${tenders}
        where ${SETTLED} and ${tenders.publishedAt} >= r.starts and ${tenders.publishedAt} < r.ends and ${reach}
        offset 0
      ) t
    ),
    -- Only unsealed tenders' offers exist for the statistics (docs/product/sealed-offers.md §2):
    -- each such tender with its number of counted offers, one probe of offers_tender_status_idx
    -- a tender (never a hash of every offer of the table), in the order of their ids so that
    -- neighbouring probes share the index's pages.
    offer_counts as materialized (
      select c.month_no, c.region_id, c.physics_id, c.status, o.n
      from (select * from cohort where unsealed and in_area order by id) c cross join lateral (
        select count(*)::int as n from ${offers} o where o.tender_id = c.id and o.status in ${COUNTED_OFFERS}
      ) o
    ),
    -- A participation is a lot an organisation's counted offer covers, on an unsealed tender:
    -- one row per lot and organisation, the lot's region and medium. Probed a tender at a time
    -- like the offer counts (offset 0 keeps the probe: pulled up, the planner hashes every lot
    -- of every offer of the table, whatever the cohort's size).
    lot_bids as materialized (
      select c.month_no, b.region_id, b.physics_id, c.status, b.organization_id
      from (select * from cohort where unsealed order by id) c cross join lateral (
        select l.region_id, l.physics_id, o.organization_id from ${tenderLots} l
        join ${offerLots} ol on ol.lot_id = l.id
        join ${offers} o on o.id = ol.offer_id and o.status in ${COUNTED_OFFERS}
        where l.tender_id = c.id and ${lotArea} offset 0
      ) b
    ),
    -- The one home of "the winner": each lot awarded in an awarded or completed tender
    -- (lotWonSql), with the winning offer's price and bandwidth for that lot and the lot's budget,
    -- probed the same way.
    awarded as materialized (
      select c.month_no, w.region_id, w.physics_id, c.status, w.budget, c.contract_months,
        w.organization_id, w.price, w.mbps
      from (select * from cohort where unsealed and ${isAwarded} order by id) c cross join lateral (
        select l.region_id, l.physics_id, l.budget_monthly as budget, o.organization_id,
          ol.monthly_price as price, ol.bandwidth_mbps as mbps
        from ${tenderLots} l
        join ${offerLots} ol on ol.offer_id = l.awarded_offer_id and ol.lot_id = l.id
        join ${offers} o on o.id = l.awarded_offer_id
        where l.tender_id = c.id and ${lotWonSql(sql.raw('l.outcome'), sql.raw('c.status'))} and ${lotArea} offset 0
      ) w
    ),
    -- The cohort, its offer counts and its winners, each summed by month, region, medium and
    -- status on its own (a narrow aggregate each), then put together into one row per group.
    facts as (
      select m.month, f.region_id, f.physics_id, f.status, sum(f.tenders)::int as tenders, sum(f.unsealed)::int as unsealed,
        sum(f.days) as days, sum(f.decided)::int as decided, sum(f.offers)::int as offers, sum(f.single)::int as single,
        sum(f.offers_0)::int as offers_0, sum(f.offers_1)::int as offers_1, sum(f.offers_2)::int as offers_2,
        sum(f.offers_3)::int as offers_3, sum(f.offers_4)::int as offers_4, sum(f.offers_5)::int as offers_5,
        sum(f.winners)::int as winners, sum(f.price_per_mbps) as price_per_mbps,
        sum(f.price_per_mbps_count)::int as price_per_mbps_count, sum(f.savings) as savings, sum(f.budget) as budget,
        sum(f.savings_tenders)::int as savings_tenders
      from (
        select month_no, region_id, physics_id, status, count(*) as tenders, count(*) filter (where unsealed) as unsealed,
          sum(extract(epoch from to_decision)::numeric / 86400) filter (where ${isAwarded}) as days,
          count(to_decision) filter (where ${isAwarded}) as decided, 0 as offers, 0 as single,
          0 as offers_0, 0 as offers_1, 0 as offers_2, 0 as offers_3, 0 as offers_4, 0 as offers_5,
          0 as winners, null::numeric as price_per_mbps, 0 as price_per_mbps_count,
          null::numeric as savings, null::numeric as budget, 0 as savings_tenders
        from cohort where in_area group by 1, 2, 3, 4
        union all
        select month_no, region_id, physics_id, status, 0, 0, null, 0, sum(${n}), count(*) filter (where ${n} = 1),
          count(*) filter (where ${n} = 0), count(*) filter (where ${n} = 1), count(*) filter (where ${n} = 2),
          count(*) filter (where ${n} = 3), count(*) filter (where ${n} = 4), count(*) filter (where ${n} >= ${DISTRIBUTION_TOP}),
          0, null, 0, null, null, 0
        from offer_counts group by 1, 2, 3, 4
        union all
        -- Per awarded lot: the winners (lots with a winner), the price per Мбіт/с, and the savings
        -- over those with a budget (without one, the sums skip the lot); savings_tenders counts lots.
        select month_no, region_id, physics_id, status, 0, 0, null, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          count(*), sum(price / nullif(mbps, 0)), count(price / nullif(mbps, 0)),
          sum((budget - price) * contract_months), sum(budget * contract_months), count(budget)
        from awarded group by 1, 2, 3, 4
        ${takingOffers}
      ) f join months m using (month_no)
      group by 1, 2, 3, 4
    )`;
}

/**
 * Participations and wins per lot (lot_bids and awarded), per organisation and `keys` (a prefix
 * of grouping columns, or none). One offer per organisation and tender (offers_tender_org_key):
 * the lots its counted offer covers are its participations, the lots awarded to it its wins.
 */
const providerSumsSql = (keys = '') =>
  sql.raw(`select ${keys}organization_id, count(*) as participations, 0 as wins
      from lot_bids group by ${keys}organization_id
      union all
      select ${keys}organization_id, 0, count(*) from awarded group by ${keys}organization_id`);

/**
 * Takes the sums of the period's whole months whose kept sums are missing or out of date, in one
 * statement whose snapshot both reads the tenders and checks the version: a month is written
 * only while its version is still the one read before (a change committed since makes the
 * update skip it, and the next request takes it again), and only by one of several requests
 * taking it at once (the first one's computed_version makes the others skip).
 */
async function keepMonthSums(db: DbOrTx, query: DashboardQuery): Promise<void> {
  const stale = (await db.execute(sql`
    with ${monthsSql(sql`${query.from}`, sql`${query.to}`)}
    select d.month::text as month, d.version from months m join dashboard_months d on d.month = m.month
    where m.whole and d.computed_version is distinct from d.version`)) as unknown as {
    rows: { month: string; version: number }[];
  };
  if (stale.rows.length === 0) return;
  const months = stale.rows.map((r) => r.month);
  // Arrays go as PostgreSQL array literals: drizzle would spread a JavaScript array into a list.
  const monthArray = `{${months.join(',')}}`;
  const versionArray = `{${stale.rows.map((r) => r.version).join(',')}}`;
  const first = months.reduce((a, b) => (a < b ? a : b));
  const last = months.reduce((a, b) => (a > b ? a : b));
  await db.execute(sql`
    with ${monthsSql(sql`${first}`, sql`(${last}::date + interval '1 month' - interval '1 day')::date`)},
    stale as (select m.starts, m.ends from months m where m.month = any(${monthArray}::date[])),
    ${factsSql({ settledIn: sql`stale`, withOpen: null, area: {} })},
    taken as (
      update dashboard_months d set computed_version = v.version
      from unnest(${monthArray}::date[], ${versionArray}::int[]) v(month, version)
      where d.month = v.month and d.version = v.version and d.computed_version is distinct from v.version
      returning d.month
    ),
    dropped as (delete from dashboard_month_facts where month in (select month from taken)),
    dropped_providers as (delete from dashboard_month_providers where month in (select month from taken)),
    kept as (insert into dashboard_month_facts (grain, ${FACT_COLUMNS})
      select grouping(region_id, physics_id), month, region_id, physics_id, status,
        ${sql.raw(FACT_MEASURES.map((m) => `sum(${m})`).join(', '))}
      from facts where month in (select month from taken)
      group by ${grainSets('month, status')})
    insert into dashboard_month_providers (grain, ${PROVIDER_COLUMNS})
    select grouping(region_id, physics_id), month, region_id, physics_id, organization_id, sum(participations), sum(wins)
    from (${providerSumsSql('month_no, region_id, physics_id, ')}) p join months m using (month_no)
    where month in (select month from taken)
    group by ${grainSets('month, organization_id')}`);
}

/**
 * Every figure about the cohort (ADR 0031): the tenders published in the period, in Kyiv days
 * (both ends included) and Kyiv months, by PostgreSQL's time zone data for both, so a tender
 * published at 23:30 Kyiv on the last day counts and lands in its Kyiv month. The settled tenders
 * of the whole months whose kept sums are up to date come from those sums; every other tender
 * of the period (the open ones, those of the partial months at the ends, those of months being
 * changed) is summed live the same way (ADR 0032). The answer's JSON is shaped by the database.
 */
function cohortFiguresSql(query: DashboardQuery): SQL {
  const inPeriod = sql`${tenders.publishedAt} >= ${periodStart(query)} and ${tenders.publishedAt} < ${periodEnd(query)}`;
  const keptArea = and(sql`true`, ...areaFilters(query, sql.raw('f.region_id'), sql.raw('f.physics_id')));
  const withKept = (by: { region: boolean; physics: boolean }) => sql`
      select ${FACT_COLUMNS} from facts
      union all
      select ${FACT_COLUMNS} from dashboard_month_facts f
      where f.month in (select month from kept_months) and f.grain = ${grain(by)} and ${keptArea}`;
  const month = (column: SQL) => sql`to_char(${column}, 'YYYY-MM')`;
  return sql`
    with
    ${monthsSql(sql`${query.from}`, sql`${query.to}`)},
    -- The whole months whose kept sums are up to date in this statement's snapshot.
    kept_months as materialized (
      select m.month from months m join dashboard_months d on d.month = m.month
      where m.whole and d.computed_version = d.version
    ),
    -- Every other part of the period, whose settled tenders are summed live.
    live as (
      select greatest(m.starts, ${periodStart(query)}) as starts, least(m.ends, ${periodEnd(query)}) as ends
      from months m where m.month not in (select month from kept_months)
    ),
    ${factsSql({ settledIn: sql`live`, withOpen: inPeriod, area: query })},
    -- The live sums and the kept ones of the grain each use needs: the figures by month and
    -- status, the prices by region, and by medium.
    all_facts as (${withKept({ region: !!query.region_id, physics: !!query.physics_id })}),
    region_facts as (${withKept({ region: true, physics: !!query.physics_id })}),
    physics_facts as (${withKept({ region: !!query.region_id, physics: true })}),
    all_providers as (
      ${providerSumsSql()}
      union all
      select organization_id, participations, wins from dashboard_month_providers f
      where f.month in (select month from kept_months)
        and f.grain = ${grain({ region: !!query.region_id, physics: !!query.physics_id })} and ${keptArea}
    ),
    status_counts as (select month, status, sum(tenders)::int as n from all_facts group by 1, 2),
    monthly_statuses as (
      select m.month, json_object_agg(s.status, coalesce(sc.n, 0) order by s.ord) as counts
      from months m cross join unnest(array[${quoted(TENDER_STATUSES)}]::text[]) with ordinality s(status, ord)
      left join status_counts sc on sc.month = m.month and sc.status = s.status
      group by m.month
    ),
    monthly_savings as (select month, sum(savings) as savings, sum(budget) as budget from all_facts group by 1),
    price_by_region as (
      select region_id, sum(price_per_mbps) / nullif(sum(price_per_mbps_count), 0) as uah, sum(winners)::int as tenders
      from region_facts group by 1 having sum(winners) > 0
    ),
    price_by_physics as (
      select physics_id, sum(price_per_mbps) / nullif(sum(price_per_mbps_count), 0) as uah, sum(winners)::int as tenders
      from physics_facts group by 1 having sum(winners) > 0
    ),
    providers as (
      select p.organization_id, org.name, p.participations, p.wins, ${percent(sql`p.wins`, sql`p.participations`)} as win_rate
      from (select organization_id, sum(participations)::int as participations, sum(wins)::int as wins
        from all_providers group by 1 having sum(participations) > 0) p
      join ${organizations} org on org.id = p.organization_id
    ),
    totals as (
      select coalesce(sum(tenders), 0)::int as published, coalesce(sum(unsealed), 0)::int as unsealed,
        coalesce(sum(tenders) filter (where status = 'unsuccessful'), 0)::int as unsuccessful,
        coalesce(sum(tenders) filter (where status = 'cancelled'), 0)::int as cancelled,
        sum(days) / nullif(sum(decided), 0) as days,
        coalesce(sum(offers), 0)::int as offers, coalesce(sum(single), 0)::int as single,
        sum(savings) as savings, sum(budget) as budget, coalesce(sum(savings_tenders), 0)::int as savings_tenders,
        array[${sql.join(
          Array.from({ length: DISTRIBUTION_TOP + 1 }, (_, i) => sql.raw(`coalesce(sum(offers_${i}), 0)::int`)),
          sql`, `,
        )}] as distribution
      from all_facts
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
      'offers_distribution', (select json_agg(json_build_object('offers', b - 1, 'tenders', d) order by b)
        from totals cross join unnest(distribution) with ordinality u(d, b)),
      'price_per_mbps_by_region', (select coalesce(json_agg(json_build_object('region_id', r.id, 'region_name', r.name,
          'uah_per_mbps', ${money(sql`p.uah`)}, 'tenders', p.tenders) order by r.sort, r.name), '[]')
        from price_by_region p join ${regions} r on r.id = p.region_id),
      'price_per_mbps_by_physics', (select coalesce(json_agg(json_build_object('physics_id', p.physics_id, 'physics_name', ch.name,
          'uah_per_mbps', ${money(sql`p.uah`)}, 'tenders', p.tenders) order by ch.sort nulls last, ch.name), '[]')
        from price_by_physics p left join ${channelOptions} ch on ch.id = p.physics_id),
      'savings_by_month', (select json_agg(json_build_object('month', ${month(sql`m.month`)},
          'savings', ${money(sql`coalesce(s.savings, 0)`)}, 'budget', ${money(sql`coalesce(s.budget, 0)`)}) order by m.month)
        from months m left join monthly_savings s on s.month = m.month),
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
    ...areaFilters(query),
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

/**
 * GET /api/admin/dashboard: the period's out-of-date month sums kept first, then two statements
 * run side by side on the pool.
 */
export async function dashboard(db: DbOrTx, query: DashboardQuery): Promise<TDashboard> {
  await keepMonthSums(db, query);
  const [figures, upcoming] = await Promise.all([cohortFigures(db, query), upcomingDeadlines(db, query)]);
  return { from: query.from, to: query.to, ...figures, ...upcoming };
}
