import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ui/error-page';

/** Any unknown path (spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorPage
      code={t('errors.notFoundCode')}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <>
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('errors.back')}
          </Button>
          <Button component={Link} to="/">
            {t('errors.toHome')}
          </Button>
        </>
      }
    />
  );
}
