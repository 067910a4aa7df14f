import { z } from 'zod';
import { required, zSearch, zServerString, zString, zText } from './common.ts';

/** The groups of the help list, in the order shown (docs/product/screens.md §2). */
export const FAQ_SECTION_LABELS = {
  start: 'Реєстрація і доступ',
  tenders: 'Пошук тендерів',
  offers: 'Пропозиції',
  documents: 'Документи і запитання',
  results: 'Рішення і результати',
  account: 'Обліковий запис і сповіщення',
} as const;
export type TFaqSection = keyof typeof FAQ_SECTION_LABELS;
export const FAQ_SECTIONS = Object.keys(FAQ_SECTION_LABELS) as [TFaqSection, ...TFaqSection[]];

/** Longest article body (sanitised HTML). */
export const FAQ_BODY_MAX = 100_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /api/faq: the list, optionally searched (titles and bodies, any letter case). */
export const ZFaqListQuery = z.object({ q: zSearch() });
export type TFaqListQuery = z.input<typeof ZFaqListQuery>;

export const ZFaqArticleSummary = z.object({
  id: z.number().int(),
  slug: zServerString(),
  section: z.enum(FAQ_SECTIONS),
  title: zServerString(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: zServerString(),
});
export type TFaqArticleSummary = z.infer<typeof ZFaqArticleSummary>;

/** Published articles in section and position order; drafts too for holders of faq.manage. */
export const ZFaqList = z.object({ items: z.array(ZFaqArticleSummary) });
export type TFaqList = z.infer<typeof ZFaqList>;

/** GET /api/faq/{slug}: one article with its body (sanitised HTML). */
export const ZFaqArticle = ZFaqArticleSummary.extend({ body_html: zServerString() });
export type TFaqArticle = z.infer<typeof ZFaqArticle>;

export const ZFaqSlugParams = z.object({
  slug: zString('Адреса статті').max(100, 'Поле «Адреса статті» задовге'),
});

/**
 * POST /api/faq and PUT /api/faq/{id}. `position` is the article's place in its section,
 * from 0; the server moves the others to make room, so a reorder is one write.
 */
export const ZFaqWrite = z.object({
  slug: zString('Адреса статті', required('Адреса статті'))
    .trim()
    .min(3, 'Поле «Адреса статті» має містити щонайменше 3 символи')
    .max(80, 'Поле «Адреса статті» може містити не більше 80 символів')
    .regex(SLUG, 'Поле «Адреса статті»: лише малі латинські літери, цифри й дефіси між ними'),
  section: z.enum(FAQ_SECTIONS, { error: 'Поле «Розділ»: оберіть розділ зі списку' }),
  title: zText('Заголовок', 200),
  body_html: zText('Текст статті', FAQ_BODY_MAX).describe('Форматований текст (HTML), очищується на сервері'),
  position: z
    .number({ error: 'Поле «Порядок» має бути числом' })
    .int('Поле «Порядок» має бути цілим числом')
    .min(0, 'Поле «Порядок» не може бути від’ємним')
    .max(10_000, 'Поле «Порядок» завелике')
    .optional(),
  published: z.boolean({ error: 'Поле «Опубліковано» має бути так або ні' }),
});
export type TFaqWrite = z.input<typeof ZFaqWrite>;

/** The article the unverified-organisation banner links to (the seed has it). */
export const FAQ_VERIFICATION_SLUG = 'verification';

/** Address of an article. */
export const faqPath = (slug?: string) => (slug ? `/faq/${slug}` : '/faq');
