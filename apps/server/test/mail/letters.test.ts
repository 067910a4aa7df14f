import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, type TEmailTemplate } from '@tt/contracts/emails';
import { emailOutbox, itManagers, organizations, regions, users } from '../../src/db/schema/index.ts';
import { loginAs, useTestApp } from '../helpers.ts';
import { splitAward } from '../lot-tender-factory.ts';
import { createPublished } from '../tender-factory.ts';
import { IT_KYIV, IT_LVIV, makeEveryLetter, ORG1, ORG2, outbox, PRICES, type EveryLetter } from './every-letter.ts';

const PUBLIC_URL = 'https://tender.bank.example.ua';
const app = useTestApp({ PUBLIC_URL, APP_NAME: 'Телеком Тендер' });

type Row = typeof emailOutbox.$inferSelect;
const whole = (l: Row) => `${l.subject}\n${l.text}\n${l.html}`;

/** Letters every user gets whatever «Отримувати необов’язкові листи» says (docs/product/email-events.md §2). */
const ALWAYS: readonly TEmailTemplate[] = [
  'provider_registered',
  'organization_verified',
  'organization_blocked',
  'organization_edr_changed',
  'recovery',
  'invitation',
  'feedback_received',
  'feedback_reply',
];

/** The screen each letter links to, and why its reader gets it. */
function expected(template: TEmailTemplate, l: Row, s: EveryLetter): { link: RegExp; reason: RegExp } {
  const tender = l.tenderId;
  const tenderLink = new RegExp(`${PUBLIC_URL}/tenders/${tender}(?:/proposals)?$`, 'm');
  switch (template) {
    case 'provider_registered':
      return {
        link: new RegExp(`${PUBLIC_URL}/admin/providers/${s.registeredOrgId}\\b`),
        reason: /бо ви адміністратор системи/,
      };
    case 'organization_edr_changed':
      return {
        link: new RegExp(`${PUBLIC_URL}/admin/providers/${s.edrChangedOrgId}\\b`),
        reason: /бо ви адміністратор системи/,
      };
    case 'organization_verified':
      return { link: new RegExp(`${PUBLIC_URL}/tenders$`, 'm'), reason: /бо ви користувач цієї організації/ };
    case 'organization_blocked':
      return { link: new RegExp(`${PUBLIC_URL}/login$`, 'm'), reason: /бо ви користувач цієї організації/ };
    case 'recovery':
      return {
        link: new RegExp(`${PUBLIC_URL}/recovery\\?token=[\\w-]+$`, 'm'),
        reason: /бо на сайті «Телеком Тендер» запросили відновлення пароля/,
      };
    case 'invitation':
      return {
        link: new RegExp(`${PUBLIC_URL}/recovery\\?token=[\\w-]+&invitation=1$`, 'm'),
        reason: /бо (адміністратор банку створив для вас обліковий запис|.+ з організації «.+» запросив)/,
      };
    case 'tender_published':
      return {
        link: tenderLink,
        reason:
          l.cc.length || IT_LVIV.includes(l.to[0]!)
            ? /бо ви автор тендера або ІТ-менеджер регіону «Львівська область»/
            : /бо ваша організація підписана на листи про кожен новий тендер/,
      };
    case 'tender_clarified':
    case 'tender_deadline_extended':
    case 'tender_document_added':
    case 'tender_cancelled':
    case 'tender_unsuccessful':
      return { link: tenderLink, reason: /бо ваша організація готує або подала пропозицію в тендері ТТ-/ };
    case 'tender_evaluation_changed':
      return {
        link: tenderLink,
        reason:
          /бо ваша організація (готує або подала пропозицію в тендері ТТ-|підписана на листи про кожен новий тендер)/,
      };
    case 'question_answered':
      return { link: tenderLink, reason: /бо (ви поставили запитання|ваша організація готує або подала пропозицію) / };
    case 'deadline_reminder':
      return {
        link: new RegExp(`${PUBLIC_URL}/tenders/offers/${s.remindedOfferId}/edit$`, 'm'),
        reason: /бо ваша організація має неподану чернетку пропозиції в тендері/,
      };
    case 'tender_deadline_passed':
      return { link: tenderLink, reason: /бо ви (автор тендера|менеджер із закупівель банку)/ };
    case 'offer_won':
      return {
        link: tenderLink,
        reason: l.cc.length
          ? /бо ви автор тендера або ІТ-менеджер регіону/
          : /бо ваша організація подала пропозицію в тендері/,
      };
    case 'offer_lost':
      return { link: tenderLink, reason: /бо ваша організація подала пропозицію в тендері/ };
    case 'feedback_received':
      return {
        link: new RegExp(`${PUBLIC_URL}/admin/history/feedback\\?feedback=${s.feedbackId}$`, 'm'),
        reason: /бо ви адміністратор системи «Телеком Тендер», а звернення/,
      };
    case 'feedback_reply':
      return { link: new RegExp(`${PUBLIC_URL}/feedback$`, 'm'), reason: /бо ви надіслали звернення/ };
    case 'mail_test':
      throw new Error('the test letter is not made by an event');
  }
}

describe('letters of every event', () => {
  it('makes every template, each in Ukrainian with the product name, a link to its screen under PUBLIC_URL and a footer saying why', async () => {
    const story = await makeEveryLetter(app());
    const letters = await outbox(app());
    const made = new Set(letters.map((l) => l.template));
    expect(
      EMAIL_TEMPLATES.filter((t) => t !== 'mail_test' && !made.has(t)),
      'templates no event made',
    ).toEqual([]);

    for (const l of letters) {
      const template = l.template as TEmailTemplate;
      const what = `${template} → ${l.to.join(', ')}`;
      const { link, reason } = expected(template, l, story);
      expect(l.subject, what).toMatch(/^Телеком Тендер: /);
      expect(l.html, what).toContain('lang="uk"');
      expect(l.html, what).toContain('<h2 style="color:#1c4f8c">Телеком Тендер</h2>');
      expect(l.text.split('\n')[0], what).toBe('Телеком Тендер');
      // The action's link, in both bodies.
      expect(l.text, what).toMatch(link);
      const url = link.exec(l.text)![0];
      expect(l.html, what).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      // The footer, in both bodies.
      expect(l.text, what).toMatch(new RegExp(`Ви отримали цей лист, ${reason.source}`));
      expect(l.html, what).toMatch(new RegExp(`Ви отримали цей лист, ${reason.source}`));
      const optOut = `${PUBLIC_URL}/account/profile`;
      if (ALWAYS.includes(template)) {
        expect(l.text, what).not.toContain(optOut);
      } else if (!(IT_LVIV.includes(l.to[0]!) && l.cc.length === 0)) {
        // An optional letter says where to turn such letters off (an IT manager alone is no user of the site).
        expect(l.text, what).toContain(`вимкніть «Отримувати необов’язкові листи» у своєму профілі: ${optOut}`);
        expect(l.html, what).toContain(`<a href="${optOut}">${optOut}</a>`);
      }
      expect(l.text, what).toContain('Цей лист надіслано автоматично');
    }

    // The subscription letter also says where the organisation's subscription is changed.
    const [subscribed] = letters.filter((l) => l.template === 'tender_published' && l.cc.length === 0);
    expect(subscribed!.text).toContain(`${PUBLIC_URL}/provider/organization/edit`);
    // The bank is told when the main tender's offers were unsealed, with a link to the comparison.
    const passed = letters.filter((l) => l.template === 'tender_deadline_passed' && l.tenderId === story.main.id);
    expect(passed.length).toBeGreaterThan(0);
    for (const l of passed) expect(l.text).toContain(`${PUBLIC_URL}/tenders/${story.main.id}/proposals`);
  });

  it('copies the region’s IT managers on one bank-side letter of the publication and of the award, never on a provider’s letter', async () => {
    const story = await makeEveryLetter(app());
    const letters = await outbox(app());
    const withManagers = letters.filter((l) => [...l.to, ...l.cc].some((a) => IT_LVIV.includes(a) || a === IT_KYIV));
    // Three tenders published in Lviv and one awarded: four copies, each to the author with the Lviv managers in Cc.
    expect(withManagers.map((l) => [l.template, l.tenderId])).toEqual([
      ['tender_published', story.main.id],
      ['tender_published', story.reminded.id],
      ['tender_published', story.failed.id],
      ['offer_won', story.main.id],
    ]);
    for (const l of withManagers) {
      expect(l.to).toEqual(['manager@demo.ua']);
      expect(l.cc).toEqual(IT_LVIV);
      expect(whole(l)).not.toContain(IT_KYIV);
    }
    // The award copy names the winner (known to the bank once offers are unsealed), never a price or the other bidder.
    const award = withManagers.at(-1)!;
    expect(award.subject).toBe(`Телеком Тендер: визначено переможця тендера ${story.main.number}`);
    expect(award.text).toContain(`переможцем визначено організацію «${ORG1}»`);
    expect(whole(award)).not.toMatch(new RegExp([ORG2, ...PRICES, 'Найкраща ціна'].join('|')));
    // No other letter has anyone in Cc.
    expect(letters.filter((l) => l.cc.length > 0 && !withManagers.includes(l))).toEqual([]);
  });

  it('sends the IT managers the copy themselves when the author takes no optional letters, and none for a region without managers', async () => {
    await app().db.update(users).set({ notification: false }).where(eq(users.email, 'manager@demo.ua'));
    await app()
      .db.insert(itManagers)
      .values({
        regionId: (await referenceRegion('Львівська область'))!,
        fullName: 'Петро Іваненко',
        email: IT_LVIV[0]!,
      });
    const manager = await loginAs(app(), 'manager@demo.ua');
    const lviv = await createPublished(manager);
    const kyiv = await createPublished(manager, { region_id: (await referenceRegion('м. Київ'))! });
    await app().scheduler.runOnce();
    const copies = (await outbox(app())).filter((l) => l.to.includes(IT_LVIV[0]!) || l.cc.length > 0);
    expect(copies.map((l) => ({ tender: l.tenderId, to: l.to, cc: l.cc }))).toEqual([
      { tender: lviv.id, to: [IT_LVIV[0]], cc: [] },
    ]);
    expect(copies[0]!.text).toMatch(/Ви отримали цей лист, бо ви ІТ-менеджер регіону «Львівська область»/);
    expect(copies[0]!.text).toContain('щоб не отримувати копій, зверніться до нього');
    expect(copies[0]!.text).not.toContain('/account/profile');
    expect((await outbox(app())).some((l) => l.tenderId === kyiv.id && l.cc.length > 0)).toBe(false);
  });

  it('copies the IT managers of every region among a tender’s lots, each address once, on its publication and its award', async () => {
    const [lviv, kyiv, odesa] = [
      (await referenceRegion('Львівська область'))!,
      (await referenceRegion('м. Київ'))!,
      (await referenceRegion('Одеська область'))!,
    ];
    // One manager looks after Lviv and Kyiv (listed in each, spelt differently); Odesa has no lot.
    await app()
      .db.insert(itManagers)
      .values([
        { regionId: lviv, fullName: 'Петро Іваненко', email: IT_LVIV[0]! },
        { regionId: lviv, fullName: 'Ганна Захід', email: 'it.west@bank.example.ua' },
        { regionId: kyiv, fullName: 'Ганна Захід', email: 'IT.West@bank.example.ua' },
        { regionId: kyiv, fullName: 'Ігор Савчук', email: IT_KYIV },
        { regionId: odesa, fullName: 'Олег Морський', email: 'it.odesa@bank.example.ua' },
      ]);
    // Lots 1 and 3 in Lviv, lot 2 in Kyiv; decided lot by lot after the deadline.
    const { tender } = await splitAward(app());
    await app().scheduler.runOnce();

    const copies = (await outbox(app())).filter((l) => l.cc.length > 0);
    expect(copies.map((l) => [l.template, l.tenderId])).toEqual([
      ['tender_published', tender.id],
      ['offer_won', tender.id],
    ]);
    for (const l of copies) {
      expect(l.to).toEqual(['manager@demo.ua']);
      expect(l.cc).toEqual([IT_LVIV[0], 'it.west@bank.example.ua', IT_KYIV]);
      expect(l.text).toContain(
        'Ви отримали цей лист, бо ви автор тендера або ІТ-менеджер одного з регіонів його лотів («Львівська область», «м. Київ»)',
      );
      expect(l.text).not.toContain('Одеська');
    }
    // The letters name every region of the lots, in the lots' order, not lot 1's alone.
    expect(copies[0]!.text).toContain('Регіони: Львівська область, м. Київ\nЛотів: 3');
    expect(copies[1]!.text).toContain('(Львівська область, м. Київ).');
    // No other letter reaches an IT manager.
    const itAddresses = /it\.(lviv|west|kyiv|odesa)/i;
    const others = (await outbox(app())).filter((l) => !copies.some((c) => c.id === l.id));
    expect(others.filter((l) => itAddresses.test([...l.to, ...l.cc].join()))).toEqual([]);
  });

  it('tells nobody who bid or what was offered while the offers are sealed', async () => {
    const story = await makeEveryLetter(app());
    const sealed = (await outbox(app())).filter((l) => l.id <= story.lastSealedLetterId);
    expect(sealed.length).toBeGreaterThan(10);
    for (const l of sealed) {
      const what = `${l.template} → ${l.to.join(', ')}`;
      expect(whole(l), what).not.toMatch(new RegExp(PRICES.join('|')));
      // A letter names an organisation only to that organisation's own users.
      const readerOrg = await organizationNameOf(l.to[0]!);
      for (const org of [ORG1, ORG2]) {
        if (readerOrg !== org) expect(whole(l), what).not.toContain(org);
      }
      // The IT managers hear of the publication only: no letter that follows from holding an offer reaches them.
      if (l.template !== 'tender_published')
        expect(
          [...l.to, ...l.cc].some((a) => IT_LVIV.includes(a)),
          what,
        ).toBe(false);
    }
  });

  it('gives a user who turned optional letters off only the letters one cannot turn off', async () => {
    await app()
      .db.update(users)
      .set({ notification: false })
      .where(eq(users.organizationId, (await userOrg('provider1@demo.ua'))!));
    await makeEveryLetter(app());
    const toProvider1 = (await outbox(app())).filter((l) => l.to.includes('provider1@demo.ua'));
    expect(toProvider1.every((l) => ALWAYS.includes(l.template as TEmailTemplate))).toBe(true);
    // Provider 2, who kept them, heard of its lost bid.
    expect((await outbox(app())).some((l) => l.template === 'offer_lost' && l.to[0] === 'provider2@demo.ua')).toBe(
      true,
    );
  });
});

async function referenceRegion(name: string) {
  const [row] = await app().db.select().from(regions).where(eq(regions.name, name));
  return row?.id;
}

async function organizationNameOf(email: string) {
  const [row] = await app()
    .db.select({ name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row?.name;
}

async function userOrg(email: string) {
  const [row] = await app().db.select().from(users).where(eq(users.email, email));
  return row?.organizationId;
}
