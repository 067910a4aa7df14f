import { computeActions } from '@tt/contracts/permissions';
import type { TFaqArticle, TFaqArticleSummary } from '@tt/contracts/faq';
import type { TLoginInfo } from '@tt/contracts/session';
import { bankInfo } from '../../test/fixtures';

/** A bank admin: holds faq.manage. */
export const helpAdminInfo: TLoginInfo = {
  ...bankInfo,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
};

export function summary(over: Partial<TFaqArticleSummary> = {}): TFaqArticleSummary {
  return {
    id: 1,
    slug: 'registration',
    section: 'start',
    title: 'Як зареєструвати організацію',
    position: 0,
    published: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export const REGISTRATION = summary();
export const VERIFICATION = summary({
  id: 2,
  slug: 'verification',
  title: 'Перевірка організації банком',
  position: 1,
});
export const PASSWORD = summary({
  id: 3,
  slug: 'password-recovery',
  section: 'account',
  title: 'Як відновити пароль',
  position: 0,
});
export const DRAFT = summary({
  id: 4,
  slug: 'new-rules',
  title: 'Нові правила подання',
  position: 2,
  published: false,
});

export const article = (s: TFaqArticleSummary, body = '<p>Текст статті.</p>'): TFaqArticle => ({
  ...s,
  body_html: body,
});
