import { z } from 'zod';
import { zServerString } from './common.ts';

/** active — has a password; invited — has not accepted the invitation yet; disabled — switched off. */
export const USER_STATES = ['active', 'invited', 'disabled'] as const;
export type TUserState = (typeof USER_STATES)[number];

/** GET /api/account/info/users item. */
export const ZUser = z.object({
  id: z.number().int(),
  email: zServerString(),
  first_name: zServerString(),
  last_name: zServerString(),
  phones: z.array(zServerString()),
  notification: z.boolean(),
  role: z.enum(['bank', 'provider']),
  state: z.enum(USER_STATES).optional(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserList = z.array(ZUser);
