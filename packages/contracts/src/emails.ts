import { z } from 'zod';
import { inPeriodOrder, zDate, zId, zPage, zSearch, zServerString, zString } from './common.ts';

/** queued → sending → sent | queued again (retry) | failed; docs/product/email-events.md §1. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type TEmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<TEmailStatus, string> = {
  queued: 'У черзі',
  sending: 'Надсилається',
  sent: 'Надіслано',
  failed: 'Не доставлено',
};

/** Every kind of letter the system makes (the outbox's `template`), with its name in the archive. */
export const EMAIL_TEMPLATE_LABELS = {
  provider_registered: 'Реєстрація організації',
  organization_verified: 'Організацію верифіковано',
  organization_blocked: 'Організацію заблоковано',
  organization_edr_changed: 'Змінено код ЄДРПОУ/РНОКПП',
  recovery: 'Відновлення пароля',
  invitation: 'Запрошення',
  tender_published: 'Новий тендер',
  tender_clarified: 'Уточнення тендера',
  tender_deadline_extended: 'Продовження терміну',
  tender_evaluation_changed: 'Зміна методу оцінки',
  tender_document_added: 'Новий документ тендера',
  question_answered: 'Відповідь на запитання',
  deadline_reminder: 'Нагадування про термін',
  tender_deadline_passed: 'Завершено прийом пропозицій',
  offer_won: 'Перемога в тендері',
  offer_lost: 'Результати тендера',
  tender_cancelled: 'Тендер скасовано',
  tender_unsuccessful: 'Тендер не відбувся',
  mail_test: 'Тестовий лист',
  feedback_received: 'Нове звернення',
  feedback_reply: 'Відповідь на звернення',
} as const;
export type TEmailTemplate = keyof typeof EMAIL_TEMPLATE_LABELS;
export const EMAIL_TEMPLATES = Object.keys(EMAIL_TEMPLATE_LABELS) as [TEmailTemplate, ...TEmailTemplate[]];

/** GET /api/admin/emails: filters and paging; the address bar extends these. */
export const emailListFields = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  status: z.enum(EMAIL_STATUSES, { error: 'Невідомий стан листа' }).optional(),
  template: z.enum(EMAIL_TEMPLATES, { error: 'Невідомий вид листа' }).optional(),
  /** Part of a to/cc address. */
  recipient: zSearch(),
  tender_id: zId('Тендер').optional(),
  /** Kyiv calendar days, both included. */
  from: zDate('Від').optional(),
  to: zDate('До').optional(),
});
export const ZEmailListQuery = inPeriodOrder(emailListFields);
export type TEmailListQuery = z.input<typeof ZEmailListQuery>;

/** A letter's archive id: a UUID, never the stored serial (docs/product/sealed-offers.md §9). */
export const ZEmailIdParams = z.object({
  id: zString('Ідентифікатор листа').regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Поле «Ідентифікатор листа»: некоректний ідентифікатор',
  ),
});

export const ZEmailSummary = z.object({
  id: zServerString(),
  created_at: zServerString(),
  sent_at: zServerString().nullable(),
  to: z.array(zServerString()),
  cc: z.array(zServerString()),
  subject: zServerString(),
  template: zServerString(),
  tender: z.object({ id: z.number().int(), number: zServerString(), title: zServerString() }).nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  last_error: zServerString().nullable(),
  next_attempt_at: zServerString().nullable(),
  /** The letter this one is a resent copy of. */
  resend_of: zServerString().nullable(),
});
export type TEmailSummary = z.infer<typeof ZEmailSummary>;

export const ZEmailPage = zPage(ZEmailSummary);
export type TEmailPage = z.infer<typeof ZEmailPage>;

/** GET /api/admin/emails/{id}: the letter with both bodies (the HTML already sanitised by the server). */
export const ZEmailDetails = ZEmailSummary.extend({
  html: zServerString(),
  text: zServerString(),
  message_id: zServerString().nullable(),
  smtp_response: zServerString().nullable(),
  requested_by_name: zServerString().nullable(),
  /** Copies made of this letter by «Надіслати повторно». */
  resends: z.array(z.object({ id: zServerString(), created_at: zServerString(), status: z.enum(EMAIL_STATUSES) })),
});
export type TEmailDetails = z.infer<typeof ZEmailDetails>;

/** POST /api/admin/emails/{id}/resend → the new copy's id. */
export const ZEmailResendResult = z.object({ id: zServerString() });

