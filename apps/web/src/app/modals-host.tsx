import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/**
 * Renders the modals opened with the `modals.*` event API of @mantine/modals. It wraps no
 * content, so it can arrive in its own chunk once a user is signed in (it weighs ~20 KB gzip,
 * which the sign-in screen does not need). Open modals with `modals.open(...)`, not `useModals()`.
 */
export function ModalsHost() {
  const { t } = useTranslation();
  return <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>{null}</ModalsProvider>;
}
