import type { RenderedLetter } from '../mail/templates.ts';

/** Letters of the provider's own pages: invitations and the edr change notice to the bank. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(appName: string, title: string, paragraphs: string[], action: { label: string; url: string }) {
  const html = `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">${escapeHtml(appName)}</h2><h3>${escapeHtml(title)}</h3>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#1c4f8c;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(action.url)}</p>
<p style="color:#666;font-size:12px">Цей лист надіслано автоматично, відповідати на нього не потрібно.</p></body></html>`;
  const text = [appName, '', title, '', ...paragraphs, '', `${action.label}: ${action.url}`].join('\n');
  return { html, text };
}

export function invitationLetter(
  appName: string,
  { url, days, orgName, inviter }: { url: string; days: number; orgName: string; inviter: string },
): RenderedLetter {
  return {
    subject: `${appName}: запрошення від ${orgName}`,
    ...layout(
      appName,
      'Запрошення до організації',
      [
        `${inviter} запрошує вас приєднатися до організації «${orgName}» у системі ${appName}.`,
        'Щоб прийняти запрошення, перейдіть за посиланням і встановіть свій пароль. Після цього ви зможете увійти, переглядати тендери й подавати пропозиції від імені організації.',
        `Посилання дійсне ${days} дн. і може бути використане лише один раз.`,
      ],
      { label: 'Прийняти запрошення', url },
    ),
  };
}

export function edrChangedLetter(
  appName: string,
  { url, orgName, from, to }: { url: string; orgName: string; from: string; to: string },
): RenderedLetter {
  return {
    subject: `${appName}: змінено код організації «${orgName}» — потрібна повторна верифікація`,
    ...layout(
      appName,
      'Потрібна повторна верифікація провайдера',
      [
        `Організація «${orgName}» змінила код ЄДРПОУ/РНОКПП: ${from} → ${to}.`,
        'Верифікацію скасовано автоматично: до повторної перевірки організація не може подавати пропозиції.',
      ],
      { label: 'Відкрити провайдера', url },
    ),
  };
}
