import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { useCan } from '../../../lib/use-session';
import '../../../i18n/uk-settings';

/**
 * Around every settings screen: without `settings.manage` the one denied screen stands in its
 * place, before the screen asks the server for anything.
 */
export function SettingsGate() {
  const { t } = useTranslation();
  const allowed = useCan('settings.manage');
  return allowed ? <Outlet /> : <AccessDenied reason={t('settings.noAccess')} />;
}
