import { z } from 'zod';

/** GET /api/providers item (the front-end spec's Provider). */
export const ZProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  edr: z.string(),
  ipn: z.string(),
  website: z.string(),
  is_pipeline: z.boolean(),
  is_paper_less: z.boolean(),
  is_blocked: z.boolean(),
  is_verify: z.boolean(),
});
export type TProvider = z.infer<typeof ZProvider>;
export const ZProviderList = z.array(ZProvider);
