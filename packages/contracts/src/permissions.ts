/**
 * The one role × action table. The server enforces it on every request; the UI reads the
 * same `actions` map (from the login info) to show or hide controls; the rules screen shows it.
 */
export const BANK_ROLES = ['admin', 'manager', 'it_manager', 'auditor'] as const;
export type TBankRole = (typeof BANK_ROLES)[number];

export const ACTIONS = [
  'tender.view',
  'tender.create',
  'tender.edit',
  'tender.publish',
  'tender.cancel',
  'tender.award',
  'tender.history',
  'question.ask',
  'question.answer',
  'offer.create',
  'offer.view_all',
  'provider.manage',
  'user.manage',
  'files.manage',
  'settings.manage',
  'dashboard.view',
  'archive.view',
  'emails.view',
  'emails.resend',
  'faq.manage',
  'feedback.view',
  'organization.edit',
] as const;
export type TAction = (typeof ACTIONS)[number];

export type TActorRole = TBankRole | 'provider';

/** Which actions each role grants; a user holding several bank roles gets the union. */
export const ROLE_ACTIONS: Record<TActorRole, readonly TAction[]> = {
  admin: [
    'tender.view',
    'tender.history',
    'offer.view_all',
    'provider.manage',
    'user.manage',
    'files.manage',
    'settings.manage',
    'dashboard.view',
    'archive.view',
    'emails.view',
    'emails.resend',
    'faq.manage',
    'feedback.view',
  ],
  manager: [
    'tender.view',
    'tender.create',
    'tender.edit',
    'tender.publish',
    'tender.cancel',
    'tender.award',
    'tender.history',
    'question.answer',
    'offer.view_all',
    'dashboard.view',
    'archive.view',
  ],
  it_manager: ['tender.view', 'tender.create', 'tender.edit', 'tender.history', 'offer.view_all'],
  auditor: [
    'tender.view',
    'tender.history',
    'offer.view_all',
    'dashboard.view',
    'archive.view',
    'emails.view',
    'feedback.view',
  ],
  provider: ['tender.view', 'question.ask', 'offer.create', 'organization.edit'],
};

export type TActions = Record<TAction, boolean>;

/** The `actions` map of the login info: every action, true when one of the user's roles grants it. */
export function computeActions(role: 'bank' | 'provider', roles: readonly TBankRole[]): TActions {
  const granted = new Set<TAction>(
    role === 'provider' ? ROLE_ACTIONS.provider : roles.flatMap((r) => ROLE_ACTIONS[r]),
  );
  return Object.fromEntries(ACTIONS.map((a) => [a, granted.has(a)])) as TActions;
}

export const ROLE_LABELS: Record<TActorRole, string> = {
  admin: 'Адміністратор',
  manager: 'Менеджер із закупівель',
  it_manager: 'ІТ-менеджер регіону',
  auditor: 'Аудитор',
  provider: 'Провайдер',
};
