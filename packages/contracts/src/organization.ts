import { z } from 'zod';

/**
 * Organisation as the API carries it. The four contact/e-mail fields are comma-separated
 * strings (the front-end spec); the UI turns them into lists with `splitContacts`.
 */
export const ZOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  edr: z.string(),
  ipn: z.string(),
  website: z.string(),
  accounting_contacts: z.string(),
  technical_support_contacts: z.string(),
  accounting_emails: z.string(),
  technical_emails: z.string(),
  is_fop: z.boolean(),
  is_pipeline: z.boolean(),
  is_paper_less: z.boolean(),
  is_blocked: z.boolean(),
  is_verify: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;
