import { ZRegisterRequest, type TRegisterRequest } from '@tt/contracts/registration';
import { contractValidate } from '../../../lib/contract-form';
import { toOrganizationWrite, type OrganizationFormValues } from '../../../lib/organization-form';

/** The form's values: the four contact fields and the phones are edited as lists. */
export interface RegistrationValues extends OrganizationFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phones: string[];
  password: string;
  password_repeat: string;
  altcha: string;
}

export const emptyRegistration = (): RegistrationValues => ({
  name: '',
  brand: '',
  edr: '',
  ipn: '',
  website: '',
  is_fop: false,
  is_pipeline: true,
  is_paper_less: false,
  accounting_contacts: [''],
  technical_support_contacts: [''],
  accounting_emails: [''],
  technical_emails: [''],
  first_name: '',
  last_name: '',
  email: '',
  phones: [''],
  password: '',
  password_repeat: '',
  altcha: '',
});

/** The request body: lists joined into the API's comma-separated strings. */
export function toRegisterRequest(v: RegistrationValues): TRegisterRequest {
  return {
    organization: toOrganizationWrite(v),
    user: {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      phones: v.phones,
      password: v.password,
    },
    altcha: v.altcha,
  };
}

/** The fields with messages, in their order on screen: the first error takes the focus, the summary lists them so. */
export const REGISTRATION_FIELD_ORDER = [
  'name',
  'brand',
  'edr',
  'ipn',
  'website',
  'accounting_contacts',
  'technical_support_contacts',
  'accounting_emails',
  'technical_emails',
  'first_name',
  'last_name',
  'email',
  'phones',
  'password',
  'password_repeat',
  'altcha',
] as const satisfies readonly (keyof RegistrationValues)[];

const FORM_FIELDS = new Set<string>(Object.keys(emptyRegistration()));

/**
 * The form field of an API field path ('organization.edr' → 'edr', 'user.phones.0' → 'phones'),
 * or null when the form has no such field.
 */
export function formField(path: string): keyof RegistrationValues | null {
  const parts = path.split('.');
  const name = parts[0] === 'organization' || parts[0] === 'user' ? parts[1] : parts[0];
  return name && FORM_FIELDS.has(name) ? (name as keyof RegistrationValues) : null;
}

const registrationRules = contractValidate(ZRegisterRequest, toRegisterRequest, formField);

/** Client-side check with the same contract as the server, plus the repeated password. */
export function validateRegistration(v: RegistrationValues, mismatch: string): Record<string, string> {
  const errors = registrationRules(v);
  if (v.password_repeat !== v.password) errors.password_repeat = mismatch;
  return errors;
}
