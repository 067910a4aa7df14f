import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import '../../../i18n/uk-admin';

/** Said instead of an administration screen to a user whose roles do not reach it. */
export function NoAccess() {
  const { t } = useTranslation();
  return <AccessDenied reason={t('admin.noAccess')} />;
}
