import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { faqPath } from '@tt/contracts/faq';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormErrorSummary } from '../../../components/ui/form-error-summary';
import { MAIN_CONTENT_ID } from '../../../components/ui/main-content';
import { PromptLink } from '../../../components/ui/prompt-link';
import { HOME_PATH } from '../../../lib/redirects';
import { useSession } from '../../../lib/use-session';
import { AltchaWidget } from '../../../components/ui/altcha-widget';
import classes from './registration-route.module.css';
import { useRegistrationFlow } from '../components/use-registration-flow';
import { REGISTRATION_FIELD_ORDER } from '../components/registration-form';
import { RegistrationContacts, RegistrationOrganization, RegistrationUser } from '../components/registration-sections';
import '../../../i18n/uk-registration';

/** /register: a provider organisation registers itself and its first user, then is signed in. */
export function RegistrationRoute() {
  const { t } = useTranslation();
  const { ready } = useSession();
  const { form, submit, failure, summary, checkEdr, altcha, pending } = useRegistrationFlow();

  if (ready) return <Navigate to={HOME_PATH} replace />;

  return (
    <div className={classes.page}>
      <main id={MAIN_CONTENT_ID} className={classes.card}>
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
            {summary ? (
              <FormErrorSummary
                title={t('registration.errorSummary')}
                fields={REGISTRATION_FIELD_ORDER}
                errors={form.errors}
              />
            ) : null}

            <RegistrationOrganization form={form} checkEdr={checkEdr} />

            <Divider />
            <RegistrationContacts form={form} />

            <Divider />
            <RegistrationUser form={form} />

            <Divider />
            <AltchaWidget {...altcha} error={form.errors.altcha as string | undefined} />

            <Button type="submit" size="md" loading={pending}>
              {t('registration.submit')}
            </Button>
            <PromptLink prompt={t('registration.haveAccount')} to="/login">
              {t('registration.signIn')}
            </PromptLink>
            <PromptLink prompt={t('auth.helpPrompt')} to={faqPath()}>
              {t('nav.help')}
            </PromptLink>
          </Stack>
        </form>
      </main>
    </div>
  );
}
