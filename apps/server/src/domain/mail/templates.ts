import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { lotsWonPhrase } from '@tt/contracts/lots';

/** Ukrainian letters: each returns the subject and both bodies. */
export interface RenderedLetter {
  subject: string;
  html: string;
  text: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An absolute link into the site: the public address without trailing slashes, then the path. */
export const siteUrl = (ctx: { publicUrl: string }, path: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;

/** The screen where a user turns optional letters off (docs/product/email-events.md §2). */
export const PROFILE_PATH = '/account/profile';
/** The wish on that screen, named as the screen names it. */
export const OPTIONAL_LETTERS_WISH = 'Отримувати необов’язкові листи';

/**
 * Why the person gets the letter (docs/product/email-events.md §1): `reason` completes «Ви
 * отримали цей лист, бо …». An optional letter also says where to turn such letters off;
 * `note` adds one more sentence (e.g. how a copied IT manager stops the copies).
 */
export interface Footer {
  reason: string;
  /** The profile page of this site, for letters one may turn off; absent for letters one cannot. */
  optOutUrl?: string;
  note?: string;
}

/** The footer of an optional letter: the reason and the profile page where such letters are turned off. */
export const optionalFooter = (ctx: { publicUrl: string }, reason: string, note?: string): Footer => ({
  reason,
  optOutUrl: siteUrl(ctx, PROFILE_PATH),
  ...(note ? { note } : {}),
});

function footerLines(footer: Footer): string[] {
  return [
    `Ви отримали цей лист, бо ${footer.reason}.`,
    ...(footer.optOutUrl
      ? [
          `Щоб не отримувати необов’язкових листів, вимкніть «${OPTIONAL_LETTERS_WISH}» у своєму профілі: ${footer.optOutUrl}`,
        ]
      : []),
    ...(footer.note ? [footer.note] : []),
    'Цей лист надіслано автоматично, відповідати на нього не потрібно.',
  ];
}

/**
 * The one letter layout: product name, title, paragraphs, the button to the screen the letter is
 * about (its address also as text) and the footer saying why the person gets it.
 */
export function layout(
  appName: string,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer,
): { html: string; text: string } {
  const small = 'color:#666;font-size:12px';
  const footerHtml = footerLines(footer)
    .map((line) => {
      const link = footer.optOutUrl && line.endsWith(footer.optOutUrl) ? footer.optOutUrl : null;
      const body = link
        ? `${escapeHtml(line.slice(0, -link.length))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
        : escapeHtml(line);
      return `<p style="${small}">${body}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">${escapeHtml(appName)}</h2><h3>${escapeHtml(title)}</h3>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="${small}">${escapeHtml(action.url)}</p>
<hr style="border:none;border-top:1px solid #ddd">
${footerHtml}
</body></html>`;
  const text = [
    appName,
    '',
    title,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    '—',
    ...footerLines(footer),
  ].join('\n');
  return { html, text };
}

/** Sent when someone asks to reset a password: always (it is asked for), never to be turned off. */
export function recoveryLetter(appName: string, url: string, hours: number): RenderedLetter {
  const title = 'Відновлення пароля';
  return {
    subject: `${appName}: відновлення пароля`,
    ...layout(
      appName,
      title,
      [
        'Ви (або хтось інший) запросили відновлення пароля до вашого облікового запису.',
        `Посилання дійсне ${hours} год і може бути використане лише один раз.`,
        'Якщо ви не надсилали запит, просто проігноруйте цей лист — пароль не зміниться.',
      ],
      { label: 'Встановити новий пароль', url },
      { reason: `на сайті «${appName}» запросили відновлення пароля для облікового запису з цією адресою` },
    ),
  };
}

/** What every tender letter needs besides the tender: the product name and the public address for links. */
export interface LetterContext {
  appName: string;
  publicUrl: string;
}

/**
 * The public facts of a tender that letters repeat. Deliberately without the budget and without
 * anything about offers: the same facts go to providers and to the bank.
 */
export interface TenderFacts {
  id: number;
  number: string;
  title: string;
  /** Each region among the lots once (one for a single site). */
  regionNames: string[];
  branchName: string;
  address: string;
  bandwidthMbps: number;
  offersDeadline: Date;
  /** More than one: the tender's sites are lots, and its facts above are lot 1's. */
  lotsCount: number;
}

/** The site a letter names: the one object, or how many lots and the first. */
const siteOf = (t: TenderFacts) =>
  t.lotsCount > 1
    ? `Лотів: ${t.lotsCount} (перший — ${t.branchName}, ${t.address}); перелік — на сторінці тендера`
    : `Об’єкт: ${t.branchName}, ${t.address}`;

/** «Регіон: …», or every region of the lots. */
const regionsOf = (t: TenderFacts) =>
  t.regionNames.length > 1 ? `Регіони: ${t.regionNames.join(', ')}` : `Регіон: ${t.regionNames[0] ?? ''}`;

/** A paragraph of per-lot lines, when the tender has lots. */
const lotsParagraph = (lines: readonly string[]) =>
  lines.length ? [`Результати за лотами:\n${lines.join('\n')}`] : [];

const kyiv = (at: Date) => `${formatKyivDateTime(at)} (за київським часом)`;
const tenderUrl = (ctx: LetterContext, id: number, path = '') => siteUrl(ctx, `/tenders/${id}${path}`);
const named = (t: TenderFacts) => `${t.number} «${t.title}»`;
const openTender = (ctx: LetterContext, t: TenderFacts) => ({ label: 'Відкрити тендер', url: tenderUrl(ctx, t.id) });

/** The organisation's own data, where a provider turns the new-tender letters on or off. */
export const ORGANIZATION_SETTINGS_PATH = '/provider/organization/edit';

/**
 * Why each kind of person gets a tender letter: the one home of these sentences. Every tender
 * letter is optional (docs/product/email-events.md §2), so each footer also names the profile
 * page where such letters are turned off.
 */
export const tenderFooters = {
  /** A provider subscribed to every new tender (is_pipeline). */
  pipeline: (ctx: LetterContext): Footer =>
    optionalFooter(
      ctx,
      'ваша організація підписана на листи про кожен новий тендер (налаштування організації)',
      `Підписку організації змінює її користувач: «Отримувати листи про кожен новий тендер» у даних організації: ${siteUrl(ctx, ORGANIZATION_SETTINGS_PATH)}`,
    ),
  /** A provider whose organisation holds an offer (a draft, a submitted or a withdrawn one). */
  holder: (ctx: LetterContext, t: TenderFacts): Footer =>
    optionalFooter(ctx, `ваша організація готує або подала пропозицію в тендері ${t.number}`),
  /** A provider who asked the question being answered. */
  asker: (ctx: LetterContext, t: TenderFacts): Footer =>
    optionalFooter(ctx, `ви поставили запитання щодо тендера ${t.number}`),
  /** A provider whose organisation's offer took part in the award. */
  bidder: (ctx: LetterContext, t: TenderFacts): Footer =>
    optionalFooter(ctx, `ваша організація подала пропозицію в тендері ${t.number}`),
  /** A provider whose organisation's offer is still an unsubmitted draft. */
  draft: (ctx: LetterContext, t: TenderFacts): Footer =>
    optionalFooter(ctx, `ваша організація має неподану чернетку пропозиції в тендері ${t.number}`),
  /** The tender's author at the bank. */
  author: (ctx: LetterContext, t: TenderFacts): Footer => optionalFooter(ctx, `ви автор тендера ${t.number}`),
  /** A procurement manager of the bank (every one hears when offers are unsealed). */
  manager: (ctx: LetterContext): Footer =>
    optionalFooter(ctx, 'ви менеджер із закупівель банку, а такі листи отримують усі менеджери із закупівель'),
  /**
   * The bank-side copy for the IT managers of the tender's regions (docs/decisions/0028), named
   * in `regionNames` (one, or each region among the lots that has IT managers): to the author
   * with the IT managers in copy, or to the IT managers alone when the author does not take such
   * letters. The IT managers are no users of the site: their list is kept by the administrator.
   */
  itManagersCopy: (ctx: LetterContext, regionNames: readonly string[], { toAuthor }: { toAuthor: boolean }): Footer => {
    const who = toAuthor ? 'ви автор тендера або ' : 'ви ';
    const reason =
      regionNames.length > 1
        ? `${who}ІТ-менеджер одного з регіонів його лотів (${regionNames.map((n) => `«${n}»`).join(', ')}), а ІТ-менеджери регіону отримують копії листів про публікацію та результати тендерів, лоти яких у цьому регіоні`
        : `${who}ІТ-менеджер регіону «${regionNames[0] ?? ''}», а ІТ-менеджери регіону отримують копії листів про публікацію та результати його тендерів`;
    const note =
      'Список ІТ-менеджерів регіонів веде адміністратор банку в налаштуваннях системи; щоб не отримувати копій, зверніться до нього.';
    return toAuthor ? optionalFooter(ctx, reason, note) : { reason, note };
  },
};

function tenderLetter(
  ctx: LetterContext,
  subject: string,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer,
): RenderedLetter {
  return { subject: `${ctx.appName}: ${subject}`, ...layout(ctx.appName, title, paragraphs, action, footer) };
}

/** A new tender: to providers who asked to hear about every one (is_pipeline), and the IT managers' copy. */
export function tenderPublishedLetter(ctx: LetterContext, t: TenderFacts, footer: Footer): RenderedLetter {
  return tenderLetter(
    ctx,
    `новий тендер ${t.number} — ${t.title}`,
    'Опубліковано новий тендер',
    [
      `Банк оголосив тендер ${named(t)} і запрошує подати пропозиції.`,
      t.lotsCount > 1
        ? `${regionsOf(t)}\n${siteOf(t)}`
        : `${regionsOf(t)}\n${siteOf(t)}\nПропускна здатність: ${t.bandwidthMbps} Мбіт/с`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
    footer,
  );
}

export function deadlineExtendedLetter(
  ctx: LetterContext,
  t: TenderFacts,
  change: { from: Date; to: Date; reason: string },
  footer: Footer,
): RenderedLetter {
  return tenderLetter(
    ctx,
    `продовжено термін подання пропозицій — ${t.number}`,
    'Кінцевий термін подання пропозицій продовжено',
    [
      `За тендером ${named(t)} кінцевий термін подання пропозицій перенесено з ${kyiv(change.from)} на ${kyiv(change.to)}.`,
      ...(change.reason.trim() ? [`Причина: ${change.reason.trim()}`] : []),
      'До нового терміну пропозицію можна подати, змінити або відкликати.',
    ],
    openTender(ctx, t),
    footer,
  );
}

/**
 * A published tender's evaluation changed, which is a new publication (ADR 0038): the old and the
 * new method and weights and the deadline, to providers holding an offer (to review it) and to
 * those subscribed to every new tender. Nothing about any offer.
 */
export function evaluationChangedLetter(
  ctx: LetterContext,
  t: TenderFacts,
  change: { from: string; to: string; deadline: { from: Date; to: Date } | null; clarified: boolean },
  footer: Footer,
  { holder }: { holder: boolean },
): RenderedLetter {
  return tenderLetter(
    ctx,
    `змінено метод оцінки пропозицій — ${t.number}`,
    'Змінено метод оцінки пропозицій',
    [
      `Банк змінив метод оцінки пропозицій тендера ${named(t)} і опублікував тендер повторно.`,
      `Було: ${change.from}\nСтало: ${change.to}`,
      change.deadline
        ? `Кінцевий термін подання пропозицій перенесено з ${kyiv(change.deadline.from)} на ${kyiv(change.deadline.to)}.`
        : `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
      ...(change.clarified ? ['Опис тендера також уточнено — ознайомтеся з ним на сторінці тендера.'] : []),
      holder
        ? 'Пропозиції оцінюватимуть за новим методом. Перегляньте пропозицію вашої організації: до кінцевого терміну її можна змінити, подати або відкликати. Уже подана пропозиція залишається поданою без змін.'
        : 'Пропозиції оцінюватимуть за новим методом. Подати пропозицію можна до кінцевого терміну.',
    ],
    openTender(ctx, t),
    footer,
  );
}

export function tenderClarifiedLetter(ctx: LetterContext, t: TenderFacts, footer: Footer): RenderedLetter {
  return tenderLetter(
    ctx,
    `уточнення умов тендера ${t.number}`,
    'Банк уточнив опис тендера',
    [
      `Опис тендера ${named(t)} доповнено уточненнями. Ознайомтеся з ними на сторінці тендера.`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
    footer,
  );
}

export function tenderDocumentLetter(
  ctx: LetterContext,
  t: TenderFacts,
  fileName: string,
  footer: Footer,
): RenderedLetter {
  return tenderLetter(
    ctx,
    `новий документ до тендера ${t.number}`,
    'До тендера додано документ',
    [
      `До тендера ${named(t)} додано документ «${fileName}».`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
    footer,
  );
}

export function questionAnsweredLetter(
  ctx: LetterContext,
  t: TenderFacts,
  qa: { question: string; answer: string; corrected: boolean },
  footer: Footer,
): RenderedLetter {
  return tenderLetter(
    ctx,
    `${qa.corrected ? 'виправлено відповідь' : 'відповідь'} на запитання щодо тендера ${t.number}`,
    qa.corrected ? 'Банк виправив відповідь на запитання' : 'Банк відповів на запитання',
    [
      `Щодо тендера ${named(t)} ${qa.corrected ? 'виправлено відповідь' : 'надано відповідь'} на запитання.`,
      `Запитання: ${qa.question}`,
      `Відповідь: ${qa.answer}`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
    footer,
  );
}

/** To the bank when offers are unsealed: only the count, the rest is on the site. */
export function deadlinePassedLetter(
  ctx: LetterContext,
  t: TenderFacts,
  offers: { submitted: number; minimum: number },
  footer: Footer,
): RenderedLetter {
  const enough = offers.submitted >= offers.minimum;
  return tenderLetter(
    ctx,
    enough ? `завершено прийом пропозицій — ${t.number}` : `тендер ${t.number} не відбувся`,
    enough ? 'Прийом пропозицій завершено' : 'Тендер не відбувся',
    [
      `Кінцевий термін подання пропозицій за тендером ${named(t)} минув ${kyiv(t.offersDeadline)}.`,
      `Подано пропозицій: ${offers.submitted} (потрібно щонайменше ${offers.minimum}).`,
      enough
        ? 'Пропозиції розкрито: їх можна розглянути, порівняти й визначити переможця.'
        : 'Пропозицій менше, ніж потрібно, тому тендер автоматично визнано таким, що не відбувся.',
    ],
    enough ? { label: 'Порівняти пропозиції', url: tenderUrl(ctx, t.id, '/proposals') } : openTender(ctx, t),
    footer,
  );
}

/**
 * To a bidder that won. On a tender of several lots `lotLines` tell each lot it covered and
 * `lotsWon` how many of them it won: the subject and the title count them, never «обрано» for all.
 */
export function offerWonLetter(
  ctx: LetterContext,
  t: TenderFacts,
  organizationName: string,
  footer: Footer,
  lotLines: readonly string[] = [],
  lotsWon = 0,
): RenderedLetter {
  const lots = lotLines.length ? ` ${lotsWonPhrase(lotsWon, lotLines.length)}` : '';
  return tenderLetter(
    ctx,
    `вашу пропозицію обрано${lots} — ${t.number}`,
    `Вашу пропозицію визнано переможною${lots}`,
    [
      `За результатами тендера ${named(t)} пропозицію організації ${organizationName} обрано переможною${lots}.`,
      ...lotsParagraph(lotLines),
      'Найближчим часом представник банку зв’яжеться з вами щодо укладення договору.',
    ],
    openTender(ctx, t),
    footer,
  );
}

/**
 * The bank-side award notice for the region's IT managers: the winner's name, which the bank
 * knows once offers are unsealed, and nothing of any offer's content or the other bidders.
 */
export function awardNoticeLetter(
  ctx: LetterContext,
  t: TenderFacts,
  winnerName: string,
  footer: Footer,
  lotLines: readonly string[] = [],
): RenderedLetter {
  return tenderLetter(
    ctx,
    `визначено переможця тендера ${t.number}`,
    'Визначено переможця тендера',
    [
      lotLines.length
        ? `За тендером ${named(t)} переможців визначено за лотами.`
        : `За тендером ${named(t)} переможцем визначено організацію «${winnerName}».`,
      `${siteOf(t)} (${t.regionNames.join(', ')}).`,
      ...lotsParagraph(lotLines),
      'Подробиці й контакти переможця — на сторінці тендера.',
    ],
    openTender(ctx, t),
    footer,
  );
}

/** To a bidder that did not win: its own outcome only, never the winner or the prices. */
export function offerLostLetter(
  ctx: LetterContext,
  t: TenderFacts,
  organizationName: string,
  footer: Footer,
  lotLines: readonly string[] = [],
): RenderedLetter {
  return tenderLetter(
    ctx,
    `результати тендера ${t.number}`,
    'Визначено переможця тендера',
    [
      `За тендером ${named(t)} визначено переможця. Пропозицію організації ${organizationName}, на жаль, не обрано.`,
      ...lotsParagraph(lotLines),
      'Дякуємо за участь і чекаємо на ваші пропозиції в наступних тендерах.',
    ],
    openTender(ctx, t),
    footer,
  );
}

export function tenderCancelledLetter(
  ctx: LetterContext,
  t: TenderFacts,
  reason: string,
  footer: Footer,
): RenderedLetter {
  return tenderLetter(
    ctx,
    `тендер ${t.number} скасовано`,
    'Тендер скасовано',
    [`Банк скасував тендер ${named(t)}.`, `Причина: ${reason}`],
    openTender(ctx, t),
    footer,
  );
}

export function tenderUnsuccessfulLetter(
  ctx: LetterContext,
  t: TenderFacts,
  reason: string,
  footer: Footer,
): RenderedLetter {
  return tenderLetter(
    ctx,
    `тендер ${t.number} не відбувся`,
    'Тендер не відбувся',
    [`Тендер ${named(t)} визнано таким, що не відбувся.`, `Причина: ${reason}`],
    openTender(ctx, t),
    footer,
  );
}

/** A day before the deadline, to an organisation whose offer is still a draft: the link opens that draft. */
export function deadlineReminderLetter(
  ctx: LetterContext,
  t: TenderFacts,
  draft: { organizationName: string; offerId: number },
): RenderedLetter {
  return tenderLetter(
    ctx,
    `до кінця подання пропозицій менше доби — ${t.number}`,
    'Пропозицію ще не подано',
    [
      `Організація ${draft.organizationName} має чернетку пропозиції за тендером ${named(t)}, але її ще не подано.`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}. Після нього подати пропозицію буде неможливо, а чернетку банк не бачить.`,
    ],
    { label: 'Перейти до пропозиції', url: siteUrl(ctx, `/tenders/offers/${draft.offerId}/edit`) },
    tenderFooters.draft(ctx, t),
  );
}

/** Why a bank administrator gets a letter about a provider: verification is theirs. */
export const adminFooter = (appName: string): Footer => ({
  reason: `ви адміністратор системи «${appName}», а верифікацію провайдерів виконує адміністратор. Такі листи надсилаються завжди`,
});

/** A provider registered itself (to bank admins): who, and where to verify it. */
export function providerRegisteredLetter(
  appName: string,
  p: { url: string; orgName: string; edr: string; isFop: boolean; userName: string; userEmail: string },
): RenderedLetter {
  const title = 'Зареєструвалася нова організація';
  return {
    subject: `${appName}: нова організація «${p.orgName}» очікує верифікації`,
    ...layout(
      appName,
      title,
      [
        `Організація «${p.orgName}» (${p.isFop ? 'РНОКПП' : 'ЄДРПОУ'} ${p.edr}) зареєструвалася самостійно.`,
        `Перший користувач: ${p.userName}, ${p.userEmail}.`,
        'До верифікації її користувачі можуть переглядати тендери й ставити запитання, але не можуть подавати пропозиції. Перевірте дані організації та верифікуйте або заблокуйте її.',
      ],
      { label: 'Переглянути організацію', url: p.url },
      adminFooter(appName),
    ),
  };
}
