import { z } from 'zod';
import { ACTIONS, BANK_ROLES } from './permissions.ts';
import { required, zEmail, zPassword, zServerString, zString } from './common.ts';

/** GET /api/account/info/login: who is signed in and what they may do. */
export const ZLoginInfo = z.object({
  id: z.number().int(),
  email: zServerString(),
  login: zServerString().describe('Те саме, що email'),
  role: z.enum(['bank', 'provider']),
  roles: z
    .partialRecord(z.enum(BANK_ROLES), z.literal(true))
    .nullable()
    .describe('Ролі банку; null для користувачів провайдера'),
  actions: z.record(z.enum(ACTIONS), z.boolean()).describe('Дія → дозволено'),
  first_name: zServerString(),
  last_name: zServerString(),
  full_name: zServerString(),
  org_name: zServerString().nullable(),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

export const ZLoginRequest = z.object({
  login: zString('Електронна пошта', required('Електронна пошта')).trim().min(1, required('Електронна пошта')).max(254),
  password: zString('Пароль', required('Пароль')).min(1, required('Пароль')).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZResetRequest = z.object({ email: zEmail() });
export type TResetRequest = z.infer<typeof ZResetRequest>;

export const ZRecoveryRequest = z.object({
  token: zString('Токен', required('Токен')).min(20, 'Посилання для відновлення недійсне').max(200),
  password: zPassword('Новий пароль'),
});
export type TRecoveryRequest = z.infer<typeof ZRecoveryRequest>;

export const ZChangePasswordRequest = z.object({
  current_password: zString('Поточний пароль', required('Поточний пароль'))
    .min(1, required('Поточний пароль'))
    .max(200),
  password: zPassword('Новий пароль'),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
