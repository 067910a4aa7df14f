import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import type {
  TChannelOption,
  TItManager,
  TMailAccount,
  TSettingsArea,
  TSettingsChangePage,
} from '@tt/contracts/settings';
import { bankInfo } from '../../test/fixtures';

/** Test data of the settings screens, in the shapes the server answers with. */
export const adminInfo: TLoginInfo = {
  ...bankInfo,
  id: 1,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
  first_name: 'Олена',
  last_name: 'Коваленко',
  full_name: 'Олена Коваленко',
};

export const mailAccount = (over: Partial<TMailAccount> = {}): TMailAccount => ({
  source: 'settings',
  host: 'smtp.bank.ua',
  port: 587,
  security: 'starttls',
  username: 'tenders@bank.ua',
  from_name: 'Телеком Тендер',
  from_address: 'tenders@bank.ua',
  password_set: true,
  updated_at: '2026-11-20T08:15:00.000Z',
  updated_by_name: 'Олена Коваленко',
  warning: null,
  ...over,
});

export const itManager = (over: Partial<TItManager> = {}): TItManager => ({
  id: 4,
  region_id: 2,
  region: { id: 2, name: 'Львівська область' },
  full_name: 'Петро Іваненко',
  position: 'Начальник відділу ІТ',
  email: 'p.ivanenko@bank.ua',
  phone: '+380 32 123 45 67',
  updated_at: '2026-11-19T10:00:00.000Z',
  ...over,
});

export const channelOption = (over: Partial<TChannelOption> = {}): TChannelOption => ({
  id: 1,
  kind: 'physics',
  name: 'Оптоволокно',
  is_active: true,
  used: 0,
  ...over,
});

export const changesPage = (area: TSettingsArea, summaries: string[] = []): TSettingsChangePage => ({
  items: summaries.map((summary, i) => ({
    id: i + 1,
    area,
    action: 'changed',
    summary,
    actor_name: 'Олена Коваленко',
    created_at: '2026-11-21T09:30:00.000Z',
  })),
  total: summaries.length,
  page: 1,
  page_size: 20,
});
