import { useEffect } from 'react';
import { Button, Code } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ui/error-page';

/**
 * The router's errorElement: a Ukrainian error page with a way back instead of a blank
 * screen; `inFrame` inside the main layout, whose own <main> already holds the page. Loaded eagerly, because a failed chunk download is one of the errors it shows.
 */
export function RouteErrorBoundary({ inFrame = false }: { inFrame?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        inFrame={inFrame}
        code={t('errors.notFoundCode')}
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
        actions={
          <Button component={Link} to="/">
            {t('errors.toHome')}
          </Button>
        }
      />
    );
  }

  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <ErrorPage
      inFrame={inFrame}
      title={t('errors.boundaryTitle')}
      text={t('errors.boundaryText')}
      actions={
        <>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          {/* A plain link: a full load also recovers from a broken application state. */}
          <Button component="a" href="/">
            {t('errors.toHome')}
          </Button>
        </>
      }
    >
      {import.meta.env.DEV && detail ? (
        <Code block mt="lg" ta="left" w="100%">
          {detail}
        </Code>
      ) : null}
    </ErrorPage>
  );
}
