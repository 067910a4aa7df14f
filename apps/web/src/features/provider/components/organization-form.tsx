import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitContacts } from '@tt/contracts/contacts';
import type { TOrganization } from '@tt/contracts/organization';
import { ZOrganizationWrite } from '@tt/contracts/provider-account';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import {
  checkEdrOnBlur,
  CONTACT_LIST_FIELDS,
  toOrganizationWrite,
  type ContactListField,
  type OrganizationFormValues,
} from '../../../lib/organization-form';
import { useForm } from '@mantine/form';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useUpdateOrganization } from '../api/update-organization';
import { ListInput } from '../../../components/ui/list-input';
import '../../../i18n/uk-provider';
import { useLeaveGuard } from '../../../components/ui/leave-guard';

/** The organisation's edit form (../routes/organization-edit-route.tsx). */

const FIELDS = [
  'name',
  'brand',
  'edr',
  'ipn',
  'website',
  ...CONTACT_LIST_FIELDS,
  'is_fop',
  'is_pipeline',
  'is_paper_less',
] as const;

/** The fields with messages in their order on screen (the lists stand in two columns). */
const FIELD_ORDER = [
  'name',
  'brand',
  'website',
  'edr',
  'ipn',
  'accounting_contacts',
  'accounting_emails',
  'technical_support_contacts',
  'technical_emails',
] as const;

const organizationRules = contractValidate(ZOrganizationWrite, toOrganizationWrite);

function toValues(org: TOrganization): OrganizationFormValues {
  return {
    name: org.name,
    brand: org.brand,
    edr: org.edr,
    ipn: org.ipn,
    website: org.website,
    accounting_contacts: splitContacts(org.accounting_contacts),
    technical_support_contacts: splitContacts(org.technical_support_contacts),
    accounting_emails: splitContacts(org.accounting_emails),
    technical_emails: splitContacts(org.technical_emails),
    is_fop: org.is_fop,
    is_pipeline: org.is_pipeline,
    is_paper_less: org.is_paper_less,
  };
}

export function OrganizationForm({ org }: { org: TOrganization }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateOrganization();
  const form = useForm<OrganizationFormValues>({ initialValues: toValues(org), validate: organizationRules });
  const leave = useLeaveGuard(form.isDirty);
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELD_ORDER, errors);
  const submit = form.onSubmit(
    (values) =>
      update.mutate(toOrganizationWrite(values), {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t('provider.form.saved'), detail: '' });
          leave.leaveSaved('/provider');
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      }),
    showErrors,
  );
  /** What to show above the fields after a refused save. */
  const failure = update.error ? serverFormError(update.error, FIELDS).message : null;
  const { values, errors } = form;
  const edrWillReset = org.is_verify && values.edr.trim() !== org.edr;

  const text = (key: 'name' | 'brand' | 'edr' | 'ipn' | 'website') => form.getInputProps(key);
  const list = (key: ContactListField, label: string, type: 'text' | 'email') => (
    <ListInput
      label={label}
      type={type}
      value={values[key]}
      error={errors[key] as string | undefined}
      dataPath={key}
      onChange={(v) => form.setFieldValue(key, v)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      {leave.dialog}
      <Stack gap="lg">
        <FormErrorAlert message={failure} />
        <Paper withBorder p="lg">
          <Stack gap="md">
            <TextInput label={t('provider.card.name')} required {...text('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('provider.card.brand')} {...text('brand')} />
              <TextInput label={t('provider.card.website')} placeholder="https://" {...text('website')} />
            </SimpleGrid>
            <Switch label={t('provider.card.fop')} {...form.getInputProps('is_fop', { type: 'checkbox' })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={values.is_fop ? t('provider.card.edrFop') : t('provider.card.edr')}
                description={t('provider.form.fopHint')}
                inputMode="numeric"
                required
                {...text('edr')}
                onBlur={() => checkEdrOnBlur(form)}
              />
              <TextInput label={t('provider.card.ipn')} inputMode="numeric" {...text('ipn')} />
            </SimpleGrid>
            {edrWillReset ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title={t('provider.form.edrWarningTitle')}
              >
                {t('provider.form.edrWarning')}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {list('accounting_contacts', t('provider.card.accountingContacts'), 'text')}
            {list('accounting_emails', t('provider.card.accountingEmails'), 'email')}
            {list('technical_support_contacts', t('provider.card.technicalSupportContacts'), 'text')}
            {list('technical_emails', t('provider.card.technicalEmails'), 'email')}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Checkbox
              label={t('provider.card.pipeline')}
              {...form.getInputProps('is_pipeline', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('provider.card.paperLess')}
              {...form.getInputProps('is_paper_less', { type: 'checkbox' })}
            />
          </Stack>
        </Paper>
        {Object.keys(errors).length > 0 ? (
          <Text c="red" size="sm" role="status">
            {t('provider.form.invalid')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate('/provider')}>
            {t('provider.form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('provider.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
