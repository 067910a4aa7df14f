import { z } from 'zod';

/** GET /api/account/info/users item. */
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phones: z.array(z.string()),
  notification: z.boolean(),
  role: z.enum(['bank', 'provider']),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserList = z.array(ZUser);
