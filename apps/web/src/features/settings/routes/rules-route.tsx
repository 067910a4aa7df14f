import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useRules } from '../api/rules';
import { RulesTable } from '../components/rules-table';
import { SettingsScreen } from '../components/settings-screen';
import '../../../i18n/uk-settings';

/** /admin/settings/app/rules: the role × action table the server enforces, read-only. */
export function RulesRoute() {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <SettingsScreen title={t('settings.rules.title')} intro={t('settings.rules.intro')}>
      {rules.isPending ? (
        <PageLoader />
      ) : rules.isError ? (
        <LoadFailedAlert title={t('settings.loadFailed')} error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesTable rules={rules.data} />
      )}
    </SettingsScreen>
  );
}
