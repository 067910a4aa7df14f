import { useTranslation } from 'react-i18next';
import { CardSection } from '../../../components/ui/card-section';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/use-session';
import { useMailAccount } from '../api/mail-account';
import { ChangeHistory } from '../components/change-history';
import { MailAccountForm } from '../components/mail-account-form';
import { MailSource } from '../components/mail-source';
import { SettingsScreen } from '../components/settings-screen';
import { TestLetter } from '../components/test-letter';
import '../../../i18n/uk-settings';

/** /admin/settings/app/password: the outgoing mail account, a test letter, and what changed. */
export function MailSettingsRoute() {
  const { t } = useTranslation();
  const { loginInfo } = useSession();
  const account = useMailAccount();

  let body;
  if (account.isPending) body = <PageLoader />;
  else if (account.isError)
    body = (
      <LoadFailedAlert title={t('settings.loadFailed')} error={account.error} onRetry={() => void account.refetch()} />
    );
  else
    body = (
      <>
        <MailSource account={account.data} />
        <CardSection title={t('settings.mail.account')}>
          <MailAccountForm account={account.data} />
        </CardSection>
        <CardSection title={t('settings.mail.testTitle')}>
          <TestLetter defaultTo={loginInfo?.email ?? ''} />
        </CardSection>
        <ChangeHistory area="mail" />
      </>
    );

  return (
    <SettingsScreen title={t('settings.mail.title')} intro={t('settings.mail.intro')}>
      {body}
    </SettingsScreen>
  );
}
