import type { UseFormReturnType } from '@mantine/form';
import { joinContacts } from '@tt/contracts/contacts';
import type { TOrganizationWrite } from '@tt/contracts/provider-account';
import { edrError } from '@tt/contracts/registration';

/** The four contact and e-mail fields, which the forms edit as lists. */
export const CONTACT_LIST_FIELDS = [
  'accounting_contacts',
  'technical_support_contacts',
  'accounting_emails',
  'technical_emails',
] as const;
export type ContactListField = (typeof CONTACT_LIST_FIELDS)[number];

/** An organisation as registration and its edit form hold it. */
export type OrganizationFormValues = Record<ContactListField, string[]> & {
  name: string;
  brand: string;
  edr: string;
  ipn: string;
  website: string;
  is_fop: boolean;
  is_pipeline: boolean;
  is_paper_less: boolean;
};

/** The organisation part of a request: lists joined into the API's comma-separated strings. */
export function toOrganizationWrite(v: OrganizationFormValues): TOrganizationWrite {
  return {
    name: v.name,
    brand: v.brand,
    edr: v.edr.trim(),
    ipn: v.ipn.trim(),
    website: v.website,
    accounting_contacts: joinContacts(v.accounting_contacts),
    technical_support_contacts: joinContacts(v.technical_support_contacts),
    accounting_emails: joinContacts(v.accounting_emails),
    technical_emails: joinContacts(v.technical_emails),
    is_fop: v.is_fop,
    is_pipeline: v.is_pipeline,
    is_paper_less: v.is_paper_less,
  };
}

/**
 * Leaving the registry code field checks it at once, by the rule the server applies (8 digits of an
 * ЄДРПОУ or 10 of a ФОП's РНОКПП, check digit included); an empty field waits for the submit.
 */
export function checkEdrOnBlur<V extends OrganizationFormValues>(form: UseFormReturnType<V>): void {
  const { edr, is_fop } = form.getValues();
  if (edr.trim()) form.setFieldError('edr', edrError(edr, is_fop));
}
