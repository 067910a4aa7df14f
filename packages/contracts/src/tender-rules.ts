import { z } from 'zod';

/**
 * GET /api/tenders/rules: the server's configured rules a tender form must know before any
 * tender exists (the create form), so the web never writes them down itself.
 */
export const ZTenderRules = z.object({
  publish_min_lead_minutes: z
    .number()
    .min(0)
    .describe(
      'На скільки хвилин кінцевий термін подання пропозицій має бути пізніше за момент публікації (PUBLISH_MIN_LEAD_MINUTES)',
    ),
});
export type TTenderRules = z.infer<typeof ZTenderRules>;

/** «1 год», «1 год 30 хв», «15 хв»: the minimum lead as people read it. */
export function formatLeadMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return [h ? `${h} год` : '', m || !h ? `${m} хв` : ''].filter(Boolean).join(' ');
}

/** The refusal of a publication whose deadline is too near, as the server and the form word it. */
export const deadlineTooSoonMessage = (leadMinutes: number) =>
  `Кінцевий термін подання пропозицій має бути щонайменше на ${formatLeadMinutes(leadMinutes)} пізніше за поточний час`;

/**
 * The refusal of a change of a published tender's evaluation (a new publication, ADR 0038) whose
 * deadline leaves providers less than the publishing lead to price their offers again.
 */
export const republishDeadlineTooSoonMessage = (leadMinutes: number) =>
  `Зміна методу оцінки — це повторна публікація тендера: кінцевий термін подання пропозицій має бути щонайменше на ${formatLeadMinutes(leadMinutes)} пізніше за поточний час. Продовжте його в цій самій зміні`;

/**
 * Whether a tender with this deadline may be published at `now` (ms): the deadline is at least
 * the lead ahead. The server judges by its database clock in the publishing statement; this is
 * the same rule for a screen to say it first.
 */
export function deadlineFarEnoughToPublish(deadline: string, leadMinutes: number, now: number): boolean {
  const at = Date.parse(deadline);
  return Number.isFinite(at) && at >= now + leadMinutes * 60_000;
}
