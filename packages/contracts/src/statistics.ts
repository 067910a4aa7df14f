import { z } from 'zod';
import { inPeriodOrder, zDate, zId, zServerString } from './common.ts';
import { TENDER_STATUSES } from './lifecycles.ts';

/*
 * GET /api/admin/dashboard (`dashboard.view`): the bank's statistics. Every figure is about the
 * tenders **published** in the period (Kyiv calendar days, both included), of the region and
 * the medium chosen; monthly series are months of publication (Kyiv). Offers count only where
 * they are unsealed (docs/product/sealed-offers.md §2): a tender still taking offers, or one
 * cancelled while it did, gives no price, no provider and no offer figure. ADR 0031.
 * Counts of tenders, their offers and days to award are per tender, by the tender's own region
 * and medium (its lot 1's); winners, prices, savings, participations and wins are per lot, by
 * the lot's region and medium, with the lot's budget and the winning offer's figures for it
 * (ADR 0038). A single-site tender is one lot, so its figures read as before.
 */

/** The longest period the statistics take: ten years of months on one axis. */
export const DASHBOARD_MAX_DAYS = 3_660;

export const ZDashboardQuery = inPeriodOrder(
  z.object({
    from: zDate('Від'),
    to: zDate('До'),
    region_id: zId('Регіон').optional(),
    /** The tender's required medium (physics). */
    physics_id: zId('Фізика каналу').optional(),
  }),
).refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
  path: ['from'],
  message: 'Поле «Від»: період — не довше 10 років',
});
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

/** A month of the series, `YYYY-MM` (Kyiv). */
const zMonth = () => zServerString();
/** Money as the API writes it, "12500.00" (may be negative: an overspend). */
const zSum = () => zServerString();

const ZProviderFigures = z.object({
  organization_id: z.number().int(),
  name: zServerString(),
  /** Lots of the cohort's tenders that this organisation's unsealed offer covers. */
  participations: z.number().int(),
  /** Lots awarded to it. */
  wins: z.number().int(),
  /** wins ÷ participations, percent with one decimal. */
  win_rate: z.number(),
});

export const ZDashboard = z.object({
  from: zServerString(),
  to: zServerString(),
  totals: z.object({
    tenders_published: z.number().int(),
    /** Tenders of the cohort whose offers are unsealed: the base of every offer figure. */
    tenders_unsealed: z.number().int(),
    /** Submitted, won and lost offers on those tenders (never drafts or withdrawn ones). */
    offers_received: z.number().int(),
    /** offers_received ÷ tenders_unsealed, one decimal; null without such tenders. */
    average_offers: z.number().nullable(),
    /** Percent of tenders_unsealed with exactly one offer, one decimal. */
    single_offer_share: z.number().nullable(),
    /** Percent of tenders_published that read as unsuccessful / cancelled, one decimal. */
    unsuccessful_share: z.number().nullable(),
    cancelled_share: z.number().nullable(),
    /** Average days from publication to award (awarded and completed), one decimal. */
    average_days_to_award: z.number().nullable(),
    /**
     * The awarded lots (of awarded and completed tenders) with a budget:
     * Σ (lot's budget − winning monthly price for the lot) × contract months.
     */
    savings: zSum(),
    /** savings ÷ Σ budget × contract months, percent with one decimal. */
    savings_percent: z.number().nullable(),
    /** How many awarded lots with a budget the savings are over (a single-site tender is one). */
    savings_tenders: z.number().int(),
  }),
  /** Every month of the period, also empty ones, with its tenders by status as readers see it. */
  status_by_month: z.array(z.object({ month: zMonth(), counts: z.record(z.enum(TENDER_STATUSES), z.number().int()) })),
  /** Tenders with 0, 1, 2, 3, 4 and 5 or more offers (`offers` 5 means "5 or more"). */
  offers_distribution: z.array(z.object({ offers: z.number().int(), tenders: z.number().int() })),
  /**
   * The mean over awarded lots of the winning monthly price ÷ the Мбіт/с offered for the lot, by
   * the lot's region; `tenders` is how many awarded lots it is over.
   */
  price_per_mbps_by_region: z.array(
    z.object({
      region_id: z.number().int(),
      region_name: zServerString(),
      uah_per_mbps: zSum(),
      tenders: z.number().int(),
    }),
  ),
  /** By the lot's required medium; null is «будь-яке». */
  price_per_mbps_by_physics: z.array(
    z.object({
      physics_id: z.number().int().nullable(),
      physics_name: zServerString().nullable(),
      uah_per_mbps: zSum(),
      tenders: z.number().int(),
    }),
  ),
  /** Every month of the period: the savings of the tenders published that month and awarded since. */
  savings_by_month: z.array(z.object({ month: zMonth(), savings: zSum(), budget: zSum() })),
  /** Ten each: by participations, and by wins. */
  active_providers: z.array(ZProviderFigures),
  successful_providers: z.array(ZProviderFigures),
  /**
   * Tenders taking offers whose deadline falls within the next 14 days (region and medium
   * filters apply, the period does not), soonest first, at most 20, with the count the card shows.
   */
  upcoming_deadlines: z.array(
    z.object({
      id: z.number().int(),
      number: zServerString(),
      title: zServerString(),
      region_name: zServerString(),
      offers_deadline: zServerString(),
      offers_count: z.number().int(),
    }),
  ),
  upcoming_total: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
