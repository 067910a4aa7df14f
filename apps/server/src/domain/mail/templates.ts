/** Ukrainian letters: each returns the subject and both bodies. */
export interface RenderedLetter {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(appName: string, title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const html = `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h2 style="color:#1c4f8c">${escapeHtml(appName)}</h2><h3>${escapeHtml(title)}</h3>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
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
