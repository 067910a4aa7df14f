import { z } from 'zod';
import { zServerString } from './common.ts';

/**
 * Organisation as the API carries it. The four contact/e-mail fields are comma-separated
 * strings (docs/product/api-conventions.md §9); the UI turns them into lists with `splitContacts`.
 */
export const ZOrganization = z.object({
  id: z.number().int(),
  name: zServerString(),
  brand: zServerString(),
  edr: zServerString(),
  ipn: zServerString(),
  website: zServerString(),
  accounting_contacts: zServerString(),
  technical_support_contacts: zServerString(),
  accounting_emails: zServerString(),
  technical_emails: zServerString(),
  is_fop: z.boolean(),
  is_pipeline: z.boolean(),
  is_paper_less: z.boolean(),
  is_blocked: z.boolean(),
  is_verify: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;
