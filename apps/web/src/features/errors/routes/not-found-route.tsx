import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ui/error-page';
import { useSession } from '../../../lib/use-session';

/** Any unknown path (docs/product/screens.md §1); signed-in people see it inside the main layout (src/app/not-found-frame.tsx). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ready } = useSession();
  // React Router numbers its history entries; on a directly opened address there is no "back".
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <ErrorPage
      inFrame={ready}
      code={t('errors.notFoundCode')}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <>
          {canGoBack ? (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('errors.back')}
            </Button>
          ) : null}
          <Button component={Link} to="/">
            {t('errors.toHome')}
          </Button>
        </>
      }
    />
  );
}
