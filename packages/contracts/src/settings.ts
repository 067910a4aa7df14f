import { z } from 'zod';
import { required, zEmail, zId, zOptionalText, zServerString, zString, zText } from './common.ts';
import { CHANNEL_KINDS } from './constants.ts';
import { ACTIONS, ROLE_ACTIONS, ROLE_LABELS, type TAction, type TActorRole } from './permissions.ts';

// ---- The outgoing mail account: GET|PUT /api/admin/settings/mail, POST …/mail/test ----

export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type TMailSecurity = (typeof MAIL_SECURITY)[number];
export const MAIL_SECURITY_LABELS: Record<TMailSecurity, string> = {
  none: 'Без шифрування',
  starttls: 'STARTTLS',
  tls: 'TLS (SSL)',
};

/** What the screen shows: never the password, only whether one is set, and where the account comes from. */
export const ZMailAccount = z.object({
  /** `settings`: saved on this screen; `env`: SMTP_URL of the server; `none`: letters stay queued. */
  source: z.enum(['settings', 'env', 'none']),
  host: zServerString(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITY),
  username: zServerString(),
  from_name: zServerString(),
  from_address: zServerString(),
  password_set: z.boolean(),
  updated_at: zServerString().nullable(),
  updated_by_name: zServerString().nullable(),
  /**
   * Why letters cannot go out through this account, in Ukrainian, for the screen to show as is:
   * no account at all, or a stored password that no longer decrypts (the key changed).
   */
  warning: zServerString().nullable().optional(),
});
export type TMailAccount = z.infer<typeof ZMailAccount>;

export const ZMailAccountWrite = z.object({
  host: zText('Сервер SMTP', 253).regex(/^[A-Za-z0-9.-]+$/, 'Поле «Сервер SMTP»: вкажіть доменне ім’я або IP-адресу'),
  port: z.coerce
    .number({ error: required('Порт') })
    .int('Поле «Порт» має бути цілим числом')
    .min(1, 'Поле «Порт» має бути від 1 до 65535')
    .max(65_535, 'Поле «Порт» має бути від 1 до 65535'),
  security: z.enum(MAIL_SECURITY, { error: 'Поле «Захист з’єднання»: оберіть значення зі списку' }),
  username: zOptionalText('Користувач', 254),
  from_name: zText('Ім’я відправника', 100),
  from_address: zEmail('Адреса відправника'),
  /**
   * Write-only. Absent or null: keep the stored one; an empty string: remove it; text: replace it.
   */
  password: zString('Пароль застосунку').max(256, 'Поле «Пароль застосунку» задовге').nullable().optional(),
});
export type TMailAccountWrite = z.input<typeof ZMailAccountWrite>;

export const ZMailTest = z.object({ to: zEmail('Адреса для тестового листа') });
export type TMailTest = z.input<typeof ZMailTest>;

/** The SMTP server's answer to the test letter, or why it failed, in Ukrainian. */
export const ZMailTestResult = z.object({
  ok: z.boolean(),
  /** The server's own words (e.g. `250 2.0.0 Ok: queued as …`), or the error. */
  response: zServerString(),
  message: zServerString(),
});
export type TMailTestResult = z.infer<typeof ZMailTestResult>;

// ---- The role × action table: GET /api/admin/settings/rules ----

/** What each action allows, in Ukrainian, for the rules screen. */
export const ACTION_LABELS: Record<TAction, string> = {
  'tender.view': 'Переглядати тендери',
  'tender.create': 'Створювати тендери',
  'tender.edit': 'Редагувати тендери',
  'tender.publish': 'Публікувати тендери',
  'tender.cancel': 'Скасовувати тендери й визнавати їх такими, що не відбулися',
  'tender.award': 'Визначати переможця',
  'tender.history': 'Переглядати історію тендера',
  'question.ask': 'Ставити запитання щодо тендера',
  'question.answer': 'Відповідати на запитання',
  'offer.create': 'Подавати пропозиції',
  'offer.view_all': 'Переглядати всі пропозиції після терміну',
  'provider.manage': 'Верифікувати й блокувати провайдерів',
  'user.manage': 'Керувати користувачами',
  'files.manage': 'Керувати файлами',
  'settings.manage': 'Змінювати налаштування',
  'dashboard.view': 'Переглядати статистику',
  'archive.view': 'Переглядати архів замовлень',
  'emails.view': 'Переглядати архів листів',
  'emails.resend': 'Надсилати листи з архіву повторно',
  'faq.manage': 'Редагувати поширені запитання',
  'feedback.view': 'Читати звернення',
  'organization.edit': 'Редагувати дані своєї організації',
};

export const ZRules = z.object({
  roles: z.array(z.object({ role: zServerString(), label: zServerString() })),
  actions: z.array(z.object({ action: zServerString(), label: zServerString() })),
  /** role → the actions it grants: exactly ROLE_ACTIONS, the table the server enforces. */
  grants: z.record(zServerString(), z.array(zServerString())),
});
export type TRules = z.infer<typeof ZRules>;

/** The rules answer, made from the one table; the server sends this and a test pins it to ROLE_ACTIONS. */
export function rulesTable(): TRules {
  const roles = Object.keys(ROLE_ACTIONS) as TActorRole[];
  return {
    roles: roles.map((role) => ({ role, label: ROLE_LABELS[role] })),
    actions: ACTIONS.map((action) => ({ action, label: ACTION_LABELS[action] })),
    grants: Object.fromEntries(roles.map((role) => [role, [...ROLE_ACTIONS[role]]])),
  };
}

// ---- Regional IT managers: GET|POST /api/admin/managers-it-rp, PUT|DELETE …/{id} ----

export const ZItManager = z.object({
  id: z.number().int(),
  /** The region as written (ZItManagerWrite), so what is read can be written back. */
  region_id: z.number().int(),
  region: z.object({ id: z.number().int(), name: zServerString() }),
  full_name: zServerString(),
  position: zServerString(),
  email: zServerString(),
  phone: zServerString(),
  updated_at: zServerString(),
});
export type TItManager = z.infer<typeof ZItManager>;
export const ZItManagerList = z.array(ZItManager);

export const ZItManagerWrite = z.object({
  region_id: zId('Регіон'),
  full_name: zText('ПІБ', 200),
  position: zOptionalText('Посада', 200),
  email: zEmail(),
  phone: zOptionalText('Телефон', 30).regex(/^[+\d\s()-]*$/, 'Поле «Телефон»: лише цифри, пробіли, дужки, дефіс і +'),
});
export type TItManagerWrite = z.input<typeof ZItManagerWrite>;

// ---- Channel dictionaries: GET /api/admin/settings/channels, POST, PUT …/{id} ----

export const CHANNEL_KIND_LABELS = {
  physics: 'Фізика каналу',
  interface: 'Інтерфейс',
  protocol: 'Протокол',
} as const satisfies Record<(typeof CHANNEL_KINDS)[number], string>;

/** A value as the administration sees it: with its state and how many tenders and offers use it. */
export const ZChannelOption = z.object({
  id: z.number().int(),
  kind: z.enum(CHANNEL_KINDS),
  name: zServerString(),
  is_active: z.boolean(),
  /** Tenders and offers that name it; a used value can be deactivated, never deleted. */
  used: z.number().int(),
});
export type TChannelOption = z.infer<typeof ZChannelOption>;
export const ZChannelOptionList = z.array(ZChannelOption);

export const ZChannelOptionCreate = z.object({
  kind: z.enum(CHANNEL_KINDS, { error: 'Поле «Довідник»: оберіть значення зі списку' }),
  name: zText('Назва', 100),
});
export type TChannelOptionCreate = z.input<typeof ZChannelOptionCreate>;

export const ZChannelOptionUpdate = z
  .object({
    name: zText('Назва', 100).optional(),
    is_active: z.boolean({ error: 'Поле «Активне» має бути так або ні' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.is_active !== undefined, 'Вкажіть нову назву або стан значення');
export type TChannelOptionUpdate = z.input<typeof ZChannelOptionUpdate>;

// ---- What changed on the settings screens: GET /api/admin/settings/changes?area= ----

export const SETTINGS_AREAS = ['mail', 'managers_it_rp', 'channels'] as const;
export type TSettingsArea = (typeof SETTINGS_AREAS)[number];

export const ZSettingsChangeQuery = z.object({
  area: z.enum(SETTINGS_AREAS, { error: 'Невідомий розділ налаштувань' }),
  page: z.coerce.number().int().min(1, 'Сторінка має бути не менше 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100, 'Розмір сторінки — не більше 100').default(20),
});

export const ZSettingsChange = z.object({
  id: z.number().int(),
  area: z.enum(SETTINGS_AREAS),
  /** e.g. `mail_updated`, `manager_created`, `channel_renamed`. */
  action: zServerString(),
  /** A Ukrainian sentence saying what changed (never a password). */
  summary: zServerString(),
  actor_name: zServerString().nullable(),
  created_at: zServerString(),
});
export type TSettingsChange = z.infer<typeof ZSettingsChange>;
export const ZSettingsChangePage = z.object({
  items: z.array(ZSettingsChange),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TSettingsChangePage = z.infer<typeof ZSettingsChangePage>;
