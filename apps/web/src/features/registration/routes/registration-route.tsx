import { useState } from 'react';
import { Button, Divider, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/uk-features';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PromptLink } from '../../../components/ui/prompt-link';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import type { ContactListField } from '../../../lib/organization-form';
import { HOME_PATH } from '../../../lib/redirects';
import { startSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useRegisterProvider } from '../api/register-provider';
import { AltchaWidget } from '../components/altcha-widget';
import { ListInput } from '../../../components/ui/list-input';
import {
  emptyRegistration,
  formField,
  toRegisterRequest,
  validateRegistration,
  type RegistrationValues,
} from './registration-form';
import classes from './registration-route.module.css';

type ListField = ContactListField | 'phones';

/** /register: a provider organisation registers itself and its first user, then is signed in. */
export function RegistrationRoute() {
  const { t } = useTranslation();
  const { ready } = useSession();
  const queryClient = useQueryClient();
  const register = useRegisterProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [altchaReset, setAltchaReset] = useState(0);
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration(),
    validate: (values) => validateRegistration(values, t('registration.passwordMismatch')),
  });

  if (ready) return <Navigate to={HOME_PATH} replace />;

  const v = form.values;
  const list = (
    field: ListField,
    label: string,
    opts: { placeholder: string; type?: 'text' | 'email' | 'tel'; required?: boolean },
  ) => (
    <ListInput
      label={label}
      placeholder={opts.placeholder}
      type={opts.type}
      required={opts.required}
      value={v[field]}
      error={form.errors[field] as string | undefined}
      onChange={(rows) => {
        form.setFieldValue(field, rows);
        form.clearFieldError(field);
      }}
    />
  );

  const submit = form.onSubmit((values) => {
    setFailure(null);
    register.mutate(toRegisterRequest(values), {
      onSuccess: (info) => {
        startSession(queryClient, info);
      },
      onError: (error) => {
        const errors: Record<string, string> = {};
        const other: string[] = [];
        for (const [path, text] of Object.entries(fieldErrors(error))) {
          const field = formField(path);
          if (field) errors[field] ??= text;
          else other.push(text);
        }
        form.setErrors(errors);
        setFailure(Object.keys(errors).length && !other.length ? null : [errorMessage(error), ...other].join('\n'));
        // A solution is accepted once: the next attempt needs a fresh one.
        form.setFieldValue('altcha', '');
        setAltchaReset((n) => n + 1);
      },
    });
  });

  const edrLabel = v.is_fop ? t('registration.edrFop') : t('registration.edr');
  return (
    <div className={classes.page}>
      <main className={classes.card}>
        <Stack gap={4} mb="lg">
          <Text fw={700} c="brand.7">
            {t('app.name')}
          </Text>
          <Title order={1} size="h2">
            {t('registration.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('registration.subtitle')}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <FormErrorAlert title={t('registration.failed')} message={failure} />

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

            <Divider />
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

            <Divider />
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

            <Divider />
            <AltchaWidget
              resetKey={altchaReset}
              error={form.errors.altcha as string | undefined}
              onChange={(payload) => {
                form.setFieldValue('altcha', payload ?? '');
                if (payload) form.clearFieldError('altcha');
              }}
            />

            <Button type="submit" size="md" loading={register.isPending}>
              {t('registration.submit')}
            </Button>
            <PromptLink prompt={t('registration.haveAccount')} to="/login">
              {t('registration.signIn')}
            </PromptLink>
          </Stack>
        </form>
      </main>
    </div>
  );
}
