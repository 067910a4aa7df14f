import { Button } from '@mantine/core';
import { IconArrowLeft, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorBody } from '../../lib/api-client';
import { HOME_PATH } from '../../lib/redirects';
import { ErrorPage } from './error-page';

/** A refusal for lack of rights (403 `forbidden`): shown with <AccessDenied>, never with a retry. */
export function isPermissionError(error: unknown): boolean {
  return errorBody(error)?.code === 'forbidden';
}

interface AccessDeniedProps {
  /** Why, in a sentence: the server's message or the screen's own; a general one by default. */
  reason?: string;
  /** A nearer way back than the tenders list, e.g. to the tender whose screen was refused. */
  back?: { to: string; label: string };
  /** Inside the main layout (the usual case: a refusal needs a signed-in person); see <ErrorPage>. */
  inFrame?: boolean;
}

/**
 * The one screen for "you may not do this here", wherever a permission is missing: a heading,
 * the reason, and a real way on — to the tenders list, which every signed-in person may open.
 * Asking again would change nothing, so it offers no retry.
 */
export function AccessDenied({ reason, back, inFrame = true }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      inFrame={inFrame}
      code={t('errors.deniedCode')}
      title={t('errors.deniedTitle')}
      text={reason ?? t('errors.deniedText')}
      actions={
        <>
          {back ? (
            <Button variant="default" component={Link} to={back.to} leftSection={<IconArrowLeft size={18} />}>
              {back.label}
            </Button>
          ) : null}
          <Button component={Link} to={HOME_PATH} leftSection={<IconFileDescription size={18} />}>
            {t('errors.toTenders')}
          </Button>
        </>
      }
    />
  );
}
