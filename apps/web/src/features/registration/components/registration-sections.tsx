import { SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ListInput } from '../../../components/ui/list-input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import type { ContactListField } from '../../../lib/organization-form';
import type { RegistrationValues } from './registration-form';
import '../../../i18n/uk-registration';

/** The sections of the registration form (../routes/registration-route.tsx). */

type RegistrationForm = UseFormReturnType<RegistrationValues>;
type ListField = ContactListField | 'phones';

/** Rows with add and remove, for the contacts, e-mails and phones. */
function RegistrationList({
  form,
  field,
  label,
  opts,
}: {
  form: RegistrationForm;
  field: ListField;
  label: string;
  opts: { placeholder: string; type?: 'text' | 'email' | 'tel'; required?: boolean };
}) {
  return (
    <ListInput
      label={label}
      placeholder={opts.placeholder}
      type={opts.type}
      required={opts.required}
      value={form.values[field]}
      error={form.errors[field] as string | undefined}
      dataPath={field}
      onChange={(rows) => {
        form.setFieldValue(field, rows);
        form.clearFieldError(field);
      }}
    />
  );
}

/**
 * The organisation: name, brand, codes, website, ФОП and mailing choices. `checkEdr` checks the
 * registry code when the person leaves its field.
 */
export function RegistrationOrganization({ form, checkEdr }: { form: RegistrationForm; checkEdr: () => void }) {
  const { t } = useTranslation();
  const v = form.values;
  const edrLabel = v.is_fop ? t('registration.edrFop') : t('registration.edr');
  return (
    <section aria-labelledby="reg-org">
      <Title order={2} size="h4" id="reg-org" mb="sm">
        {t('registration.organizationSection')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={t('registration.name')}
          placeholder={t('registration.namePlaceholder')}
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('registration.brand')}
          description={t('registration.brandHint')}
          {...form.getInputProps('brand')}
        />
        <Switch
          label={t('registration.isFop')}
          description={t('registration.isFopHint')}
          checked={v.is_fop}
          onChange={(e) => {
            form.setFieldValue('is_fop', e.currentTarget.checked);
            form.clearFieldError('edr');
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={edrLabel}
            description={v.is_fop ? t('registration.edrFopHint') : t('registration.edrHint')}
            inputMode="numeric"
            maxLength={v.is_fop ? 10 : 8}
            required
            {...form.getInputProps('edr')}
            onBlur={checkEdr}
          />
          <TextInput
            label={t('registration.ipn')}
            description={t('registration.ipnHint')}
            inputMode="numeric"
            maxLength={12}
            {...form.getInputProps('ipn')}
          />
        </SimpleGrid>
        <TextInput
          label={t('registration.website')}
          placeholder="https://"
          type="url"
          {...form.getInputProps('website')}
        />
        <Switch
          label={t('registration.isPipeline')}
          description={t('registration.isPipelineHint')}
          {...form.getInputProps('is_pipeline', { type: 'checkbox' })}
        />
        <Switch
          label={t('registration.isPaperLess')}
          description={t('registration.isPaperLessHint')}
          {...form.getInputProps('is_paper_less', { type: 'checkbox' })}
        />
      </Stack>
    </section>
  );
}

/** Who the bank writes to about invoices and incidents. */
export function RegistrationContacts({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  const list = (field: ListField, label: string, opts: Parameters<typeof RegistrationList>[0]['opts']) => (
    <RegistrationList form={form} field={field} label={label} opts={opts} />
  );
  return (
    <section aria-labelledby="reg-contacts">
      <Title order={2} size="h4" id="reg-contacts" mb="sm">
        {t('registration.contactsSection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list('accounting_contacts', t('registration.accountingContacts'), {
          placeholder: t('registration.contactPlaceholder'),
        })}
        {list('technical_support_contacts', t('registration.technicalSupportContacts'), {
          placeholder: t('registration.contactPlaceholder'),
        })}
        {list('accounting_emails', t('registration.accountingEmails'), {
          placeholder: t('registration.emailPlaceholder'),
          type: 'email',
        })}
        {list('technical_emails', t('registration.technicalEmails'), {
          placeholder: t('registration.emailPlaceholder'),
          type: 'email',
        })}
      </SimpleGrid>
    </section>
  );
}

/** The organisation's first user: name, e-mail, phones and password. */
export function RegistrationUser({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  const v = form.values;
  const list = (field: ListField, label: string, opts: Parameters<typeof RegistrationList>[0]['opts']) => (
    <RegistrationList form={form} field={field} label={label} opts={opts} />
  );
  return (
    <section aria-labelledby="reg-user">
      <Title order={2} size="h4" id="reg-user" mb="sm">
        {t('registration.userSection')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('registration.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('registration.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('registration.email')}
          description={t('registration.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {list('phones', t('registration.phones'), {
          placeholder: t('registration.phonePlaceholder'),
          type: 'tel',
          required: true,
        })}
        <NewPasswordFields
          form={form}
          side
          labels={{ password: t('registration.password'), repeat: t('registration.passwordRepeat') }}
          owner={{ email: v.email, firstName: v.first_name, lastName: v.last_name }}
        />
      </Stack>
    </section>
  );
}
