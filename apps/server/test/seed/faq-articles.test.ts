import { describe, expect, it } from 'vitest';
import { isAppPath } from '@tt/contracts/app-paths';
import { PASSWORD_MIN_LENGTH } from '@tt/contracts/common';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { FAQ_SECTIONS, ZFaqWrite } from '@tt/contracts/faq';
import { faqArticles } from '../../src/db/schema/index.ts';
import { faqSeedArticles, seedFaqArticles, type FaqFacts } from '../../src/db/seed/faq-articles.ts';
import { INVITATION_DAYS } from '../../src/domain/accounts/issue-invitation.ts';
import { RECOVERY_HOURS } from '../../src/domain/accounts/password-reset.ts';
import { MAX_DOCUMENTS_PER_OWNER } from '../../src/domain/documents/document-policy.ts';
import { faqFacts } from '../../src/domain/faq/faq-facts.ts';
import { REMINDER_HOURS } from '../../src/domain/scheduler/queue-reminders.ts';
import { richTextToPlain, sanitizeRichText } from '../../src/lib/rich-text.ts';
import { anonymous, buildTestApp, loginAs, useTestApp } from '../helpers.ts';
import { testEnv } from '../test-env.ts';

const app = useTestApp();

/** Facts unlike any default, so a number written into an article by hand shows up. */
const ODD: FaqFacts = {
  documentMaxBytes: 17 * 1024 * 1024,
  maxDocuments: 23,
  documentKinds: [{ label: 'Тестовий вид', extensions: ['abc', 'xyz'] }],
  invitationDays: 5,
  recoveryHours: 3,
  passwordMinLength: 13,
  publishLeadMinutes: 95,
  reminderHours: 19,
  sessionIdleMinutes: 41,
  sessionAbsoluteHours: 11,
};

const bySlug = (facts: FaqFacts) => new Map(faqSeedArticles(facts).map((a) => [a.slug, a]));
const textOf = (facts: FaqFacts, slug: string) => richTextToPlain(bySlug(facts).get(slug)!.bodyHtml);

describe('the seeded help articles', () => {
  const articles = faqSeedArticles(faqFacts(testEnv('/tmp')));

  it('cover every topic the help must have, in every section', () => {
    expect(articles.length).toBeGreaterThanOrEqual(14);
    expect(articles.map((a) => a.slug)).toEqual(
      expect.arrayContaining([
        'registration',
        'edrpou-rnokpp',
        'verification',
        'finding-tenders',
        'offer-prepare-submit',
        'offer-edit-withdraw',
        'deadlines-kyiv-time',
        'sealed-offers',
        'documents',
        'questions-answers',
        'award-outcomes',
        'email-notifications',
        'password-recovery',
        'invite-colleagues',
      ]),
    );
    for (const section of FAQ_SECTIONS)
      expect(
        articles.some((a) => a.section === section),
        section,
      ).toBe(true);
  });

  it('are valid articles with unique addresses that the sanitiser keeps exactly as written', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) {
      const parsed = ZFaqWrite.safeParse({
        slug: a.slug,
        section: a.section,
        title: a.title,
        body_html: a.bodyHtml,
        published: true,
      });
      expect(parsed.error, a.slug).toBeUndefined();
      expect(sanitizeRichText(a.bodyHtml), a.slug).toBe(a.bodyHtml);
    }
  });

  it('link only to screens of the app and to help articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      for (const [, href] of a.bodyHtml.matchAll(/href="([^"]*)"/g)) {
        expect(isAppPath(href!), `${a.slug}: ${href}`).toBe(true);
        if (href!.startsWith('/faq/')) expect(slugs.has(href!.slice('/faq/'.length)), `${a.slug}: ${href}`).toBe(true);
      }
    }
  });

  it('take their numbers from the constants and configuration that enforce them', () => {
    const env = testEnv('/tmp', {
      PUBLISH_MIN_LEAD_MINUTES: '95',
      SESSION_IDLE_MINUTES: '41',
      SESSION_ABSOLUTE_HOURS: '11',
    });
    expect(faqFacts(env)).toEqual({
      documentMaxBytes: DOCUMENT_MAX_BYTES,
      maxDocuments: MAX_DOCUMENTS_PER_OWNER,
      documentKinds: Object.values(DOCUMENT_KINDS),
      invitationDays: INVITATION_DAYS,
      recoveryHours: RECOVERY_HOURS,
      passwordMinLength: PASSWORD_MIN_LENGTH,
      publishLeadMinutes: 95,
      reminderHours: REMINDER_HOURS,
      sessionIdleMinutes: 41,
      sessionAbsoluteHours: 11,
    });
  });

  it('quote each number as the facts give it', () => {
    expect(textOf(ODD, 'documents')).toContain('Найбільший розмір одного файлу — 17 МБ.');
    expect(textOf(ODD, 'documents')).toContain('не більше ніж 23 документи.');
    expect(textOf(ODD, 'documents')).toContain('Тестовий вид: abc, xyz');
    expect(textOf(ODD, 'invite-colleagues')).toContain('Посилання діє 5 днів');
    expect(textOf(ODD, 'password-recovery')).toContain('Воно діє 3 години');
    expect(textOf(ODD, 'password-recovery')).toContain('щонайменше 13 символів');
    expect(textOf(ODD, 'registration')).toContain('щонайменше з 13 символів');
    expect(textOf(ODD, 'deadlines-kyiv-time')).toContain('щонайменше на 1 год 35 хв пізніше');
    expect(textOf(ODD, 'deadlines-kyiv-time')).toContain('менше ніж 19 годин');
    expect(textOf(ODD, 'email-notifications')).toContain('за 19 годин до терміну');
    expect(textOf(ODD, 'sign-in')).toContain('після 41 хв без жодних дій');
    expect(textOf(ODD, 'sign-in')).toContain('через 11 годин після входу');
  });

  it('quote no number of the product that does not come from the facts', () => {
    // Numbers that are facts of the world, not settings: code lengths, SHA-256, the examples.
    const FIXED = ['8', '10', '12', '256', '1', '2', '4', '000123', '2026'];
    const FROM_FACTS = ['17', '23', '5', '3', '13', '35', '19', '41', '11'];
    for (const a of faqSeedArticles(ODD)) {
      const numbers = `${a.title} ${richTextToPlain(a.bodyHtml)}`.match(/\d+/g) ?? [];
      const stray = numbers.filter((n) => !FIXED.includes(n) && !FROM_FACTS.includes(n));
      expect(stray, a.slug).toEqual([]);
    }
    // And with the real facts, no number of the odd ones is left (each came from the facts).
    const real = faqSeedArticles(faqFacts(testEnv('/tmp')))
      .map((a) => richTextToPlain(a.bodyHtml))
      .join(' ');
    expect(real).toContain(`${DOCUMENT_MAX_BYTES / 1024 / 1024} МБ`);
    expect(real).toContain(`${MAX_DOCUMENTS_PER_OWNER} документів`);
    expect(real).toContain(`${INVITATION_DAYS} днів`);
    expect(real).toContain(`${PASSWORD_MIN_LENGTH} символів`);
    expect(real).not.toMatch(/\b(17 МБ|23 документ|13 символ|41 хв)/);
  });
});

describe('seeding the help', () => {
  it('writes the articles on the first start, published, numbered by section and searchable', async () => {
    const expected = faqSeedArticles(faqFacts(app().env));
    expect(await seedFaqArticles(app().db, faqFacts(app().env))).toBe(expected.length);

    const visitor = anonymous(app());
    const { items } = (await visitor.get('/api/faq')).json();
    expect(items.map((i: { slug: string }) => i.slug)).toHaveLength(expected.length);
    for (const section of FAQ_SECTIONS) {
      const positions = items
        .filter((i: { section: string }) => i.section === section)
        .map((i: { position: number }) => i.position);
      expect(positions, section).toEqual([...positions.keys()]);
    }
    const article = (await visitor.get('/api/faq/documents')).json();
    expect(article.body_html).toBe(expected.find((a) => a.slug === 'documents')!.bodyHtml);
    const found = (await visitor.get(`/api/faq?q=${encodeURIComponent('ЄДРПОУ')}`)).json().items;
    expect(found.map((i: { slug: string }) => i.slug)).toContain('edrpou-rnokpp');
  });

  it('never brings back articles an admin deleted or edited', async () => {
    const facts = faqFacts(app().env);
    await seedFaqArticles(app().db, facts);
    expect(await seedFaqArticles(app().db, facts)).toBe(0);

    const admin = await loginAs(app(), 'admin@demo.ua');
    const docs = (await admin.get('/api/faq/documents')).json();
    const edit = await admin.put(`/api/faq/${docs.id}`, {
      slug: 'documents',
      section: 'documents',
      title: 'Наші правила щодо документів',
      body_html: '<p>Власний текст банку.</p>',
      published: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(await seedFaqArticles(app().db, facts)).toBe(0);
    expect((await admin.get('/api/faq/documents')).json().title).toBe('Наші правила щодо документів');

    await app().db.delete(faqArticles);
    expect(await seedFaqArticles(app().db, facts)).toBe(0);
    expect((await admin.get('/api/faq')).json().items).toEqual([]);
  });

  it('quotes the configured lead before a deadline at the start of a server configured so', async () => {
    const configured = await buildTestApp({ PUBLISH_MIN_LEAD_MINUTES: '90' });
    try {
      await seedFaqArticles(configured.db, faqFacts(configured.env));
      const article = (await anonymous(configured).get('/api/faq/deadlines-kyiv-time')).json();
      expect(richTextToPlain(article.body_html)).toContain('щонайменше на 1 год 30 хв пізніше за момент публікації');
    } finally {
      await configured.close();
    }
  });
});
