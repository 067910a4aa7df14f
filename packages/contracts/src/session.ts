import { z } from 'zod';
import { ACTIONS, BANK_ROLES } from './permissions.ts';
import { required, zEmail, zPassword } from './common.ts';

/** GET /api/account/info/login: who is signed in and what they may do. */
export const ZLoginInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  login: z.string().describe('Те саме, що email'),
  role: z.enum(['bank', 'provider']),
  roles: z
    .partialRecord(z.enum(BANK_ROLES), z.literal(true))
    .nullable()
    .describe('Ролі банку; null для користувачів провайдера'),
  actions: z.record(z.enum(ACTIONS), z.boolean()).describe('Дія → дозволено'),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  org_name: z.string().nullable(),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

export const ZLoginRequest = z.object({
  login: z.string({ error: required('Електронна пошта') }).trim().min(1, required('Електронна пошта')).max(254),
  password: z.string({ error: required('Пароль') }).min(1, required('Пароль')).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZResetRequest = z.object({ email: zEmail() });
export type TResetRequest = z.infer<typeof ZResetRequest>;

export const ZRecoveryRequest = z.object({
  token: z.string({ error: required('Токен') }).min(20, 'Посилання для відновлення недійсне').max(200),
  password: zPassword('Новий пароль'),
});
export type TRecoveryRequest = z.infer<typeof ZRecoveryRequest>;

export const ZChangePasswordRequest = z.object({
  current_password: z.string({ error: required('Поточний пароль') }).min(1, required('Поточний пароль')).max(200),
  password: zPassword('Новий пароль'),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
