import { z } from 'zod';
import { inPeriodOrder, zDate, zEmail, zId, zPage, zSearch, zServerString, zText } from './common.ts';
import { zAltcha } from './registration.ts';

/** What a message is about (the form's short list). */
export const FEEDBACK_TOPIC_LABELS = {
  tender: 'Запитання щодо тендера',
  access: 'Реєстрація і доступ',
  technical: 'Технічна проблема',
  proposal: 'Пропозиція щодо роботи системи',
  other: 'Інше',
} as const;
export type TFeedbackTopic = keyof typeof FEEDBACK_TOPIC_LABELS;
export const FEEDBACK_TOPICS = Object.keys(FEEDBACK_TOPIC_LABELS) as [TFeedbackTopic, ...TFeedbackTopic[]];

export const FEEDBACK_STATUS_LABELS = {
  new: 'Нове',
  in_progress: 'У роботі',
  answered: 'Відповідь надіслано',
} as const;
export type TFeedbackStatus = keyof typeof FEEDBACK_STATUS_LABELS;
export const FEEDBACK_STATUSES = Object.keys(FEEDBACK_STATUS_LABELS) as [TFeedbackStatus, ...TFeedbackStatus[]];

export const FEEDBACK_FIELDS = {
  name: 'Ім’я',
  email: 'Електронна пошта',
  topic: 'Тема',
  message: 'Повідомлення',
} as const;

export const FEEDBACK_MESSAGE_MAX = 5000;

/** POST /api/feedback (open to everyone; the bot check and a rate limit guard it). */
export const ZFeedbackRequest = z.object({
  name: zText(FEEDBACK_FIELDS.name, 200),
  email: zEmail(FEEDBACK_FIELDS.email),
  topic: z.enum(FEEDBACK_TOPICS, { error: `Поле «${FEEDBACK_FIELDS.topic}»: оберіть тему зі списку` }),
  message: zText(FEEDBACK_FIELDS.message, FEEDBACK_MESSAGE_MAX, 10),
  altcha: zAltcha(),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

/** GET /api/admin/feedback: filters and paging, newest first; the address bar extends these. */
export const feedbackListFields = z.object({
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
  status: z.enum(FEEDBACK_STATUSES, { error: 'Невідомий стан звернення' }).optional(),
  topic: z.enum(FEEDBACK_TOPICS, { error: 'Невідома тема звернення' }).optional(),
  /** Part of the name, the e-mail or the message. */
  q: zSearch(),
  /** Kyiv calendar days, both included. */
  from: zDate('Від').optional(),
  to: zDate('До').optional(),
});
export const ZFeedbackListQuery = inPeriodOrder(feedbackListFields);
export type TFeedbackListQuery = z.input<typeof ZFeedbackListQuery>;

export const ZFeedbackReply = z.object({
  id: z.number().int(),
  body: zServerString(),
  author: z.object({ id: z.number().int(), full_name: zServerString() }),
  created_at: zServerString(),
  /** The letter that carries it, in the letter archive; its state there is the delivery state. */
  email_id: zServerString().nullable(),
  email_status: zServerString().nullable(),
});
export type TFeedbackReply = z.infer<typeof ZFeedbackReply>;

export const ZFeedbackMessage = z.object({
  id: z.number().int(),
  name: zServerString(),
  email: zServerString(),
  topic: z.enum(FEEDBACK_TOPICS),
  message: zServerString(),
  status: z.enum(FEEDBACK_STATUSES),
  /** The signed-in sender, when there was one. */
  user: z
    .object({ id: z.number().int(), full_name: zServerString(), org_name: zServerString().nullable() })
    .nullable(),
  created_at: zServerString(),
  updated_at: zServerString(),
  replies: z.array(ZFeedbackReply),
});
export type TFeedbackMessage = z.infer<typeof ZFeedbackMessage>;

export const ZFeedbackPage = zPage(ZFeedbackMessage);
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

/** PATCH /api/admin/feedback/{id}. */
export const ZFeedbackPatch = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Поле «Стан»: оберіть стан зі списку' }),
});

/** POST /api/admin/feedback/{id}/reply: the answer goes to the sender by e-mail and the message reads «answered». */
export const ZFeedbackReplyRequest = z.object({ body: zText('Відповідь', 10_000) });

export const ZFeedbackIdParams = z.object({ id: zId('Ідентифікатор') });
