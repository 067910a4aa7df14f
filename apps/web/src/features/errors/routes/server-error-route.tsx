import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ui/error-page';

/** /500: the page to send people to when the server failed (docs/product/screens.md §2, open to everyone). */
export function ServerErrorRoute() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={t('errors.serverErrorCode')}
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <Button component={Link} to="/">
            {t('errors.toHome')}
          </Button>
        </>
      }
    />
  );
}
