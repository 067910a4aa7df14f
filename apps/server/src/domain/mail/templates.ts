import { formatKyivDateTime } from '@tt/contracts/kyiv-time';

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

/** The one letter layout: product name, title, paragraphs and an optional button (the link also as text). */
export function layout(
  appName: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): { html: string; text: string } {
  const html = `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">${escapeHtml(appName)}</h2><h3>${escapeHtml(title)}</h3>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(action.url)}</p>` : ''}
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p></body></html>`;
  const text = [appName, '', title, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join(
    '\n',
  );
  return { html, text };
}

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
  regionName: string;
  branchName: string;
  address: string;
  bandwidthMbps: number;
  offersDeadline: Date;
}

const kyiv = (at: Date) => `${formatKyivDateTime(at)} (за київським часом)`;
const tenderUrl = (ctx: LetterContext, id: number, path = '') => siteUrl(ctx, `/tenders/${id}${path}`);
const named = (t: TenderFacts) => `${t.number} «${t.title}»`;
const openTender = (ctx: LetterContext, t: TenderFacts) => ({ label: 'Відкрити тендер', url: tenderUrl(ctx, t.id) });

function tenderLetter(
  ctx: LetterContext,
  subject: string,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): RenderedLetter {
  return { subject: `${ctx.appName}: ${subject}`, ...layout(ctx.appName, title, paragraphs, action) };
}

/** A new tender, to providers who asked to hear about every one (is_pipeline). */
export function tenderPublishedLetter(ctx: LetterContext, t: TenderFacts): RenderedLetter {
  return tenderLetter(
    ctx,
    `новий тендер ${t.number} — ${t.title}`,
    'Опубліковано новий тендер',
    [
      `Банк оголосив тендер ${named(t)} і запрошує подати пропозиції.`,
      `Регіон: ${t.regionName}\nОб’єкт: ${t.branchName}, ${t.address}\nПропускна здатність: ${t.bandwidthMbps} Мбіт/с`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
  );
}

export function deadlineExtendedLetter(
  ctx: LetterContext,
  t: TenderFacts,
  change: { from: Date; to: Date; reason: string },
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
  );
}

export function tenderClarifiedLetter(ctx: LetterContext, t: TenderFacts): RenderedLetter {
  return tenderLetter(
    ctx,
    `уточнення умов тендера ${t.number}`,
    'Банк уточнив опис тендера',
    [
      `Опис тендера ${named(t)} доповнено уточненнями. Ознайомтеся з ними на сторінці тендера.`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
  );
}

export function tenderDocumentLetter(ctx: LetterContext, t: TenderFacts, fileName: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `новий документ до тендера ${t.number}`,
    'До тендера додано документ',
    [
      `До тендера ${named(t)} додано документ «${fileName}».`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}.`,
    ],
    openTender(ctx, t),
  );
}

export function questionAnsweredLetter(
  ctx: LetterContext,
  t: TenderFacts,
  qa: { question: string; answer: string; corrected: boolean },
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
  );
}

/** To the bank when offers are unsealed: only the count, the rest is on the site. */
export function deadlinePassedLetter(
  ctx: LetterContext,
  t: TenderFacts,
  offers: { submitted: number; minimum: number },
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
  );
}

export function offerWonLetter(ctx: LetterContext, t: TenderFacts, organizationName: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `вашу пропозицію обрано — ${t.number}`,
    'Вашу пропозицію визнано переможною',
    [
      `За результатами тендера ${named(t)} пропозицію організації ${organizationName} обрано переможною.`,
      'Найближчим часом представник банку зв’яжеться з вами щодо укладення договору.',
    ],
    openTender(ctx, t),
  );
}

/** To a bidder that did not win: its own outcome only, never the winner or the prices. */
export function offerLostLetter(ctx: LetterContext, t: TenderFacts, organizationName: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `результати тендера ${t.number}`,
    'Визначено переможця тендера',
    [
      `За тендером ${named(t)} визначено переможця. Пропозицію організації ${organizationName}, на жаль, не обрано.`,
      'Дякуємо за участь і чекаємо на ваші пропозиції в наступних тендерах.',
    ],
    openTender(ctx, t),
  );
}

export function tenderCancelledLetter(ctx: LetterContext, t: TenderFacts, reason: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `тендер ${t.number} скасовано`,
    'Тендер скасовано',
    [`Банк скасував тендер ${named(t)}.`, `Причина: ${reason}`],
    openTender(ctx, t),
  );
}

export function tenderUnsuccessfulLetter(ctx: LetterContext, t: TenderFacts, reason: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `тендер ${t.number} не відбувся`,
    'Тендер не відбувся',
    [`Тендер ${named(t)} визнано таким, що не відбувся.`, `Причина: ${reason}`],
    openTender(ctx, t),
  );
}

/** A day before the deadline, to an organisation whose offer is still a draft. */
export function deadlineReminderLetter(ctx: LetterContext, t: TenderFacts, organizationName: string): RenderedLetter {
  return tenderLetter(
    ctx,
    `до кінця подання пропозицій менше доби — ${t.number}`,
    'Пропозицію ще не подано',
    [
      `Організація ${organizationName} має чернетку пропозиції за тендером ${named(t)}, але її ще не подано.`,
      `Кінцевий термін подання пропозицій: ${kyiv(t.offersDeadline)}. Після нього подати пропозицію буде неможливо, а чернетку банк не бачить.`,
    ],
    { label: 'Перейти до пропозиції', url: tenderUrl(ctx, t.id) },
  );
}

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
    ),
  };
}
