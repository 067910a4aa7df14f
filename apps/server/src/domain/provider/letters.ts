import { adminFooter, layout, type RenderedLetter } from '../mail/templates.ts';

/** Letters of the provider's own pages: invitations and the edr change notice to the bank. */

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
      { reason: `${inviter} з організації «${orgName}» запросив(-ла) вас до системи «${appName}» на цю адресу` },
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
      adminFooter(appName),
    ),
  };
}
