import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ui/error-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorBody, errorMessage } from '../../../lib/api-client';
import '../../../i18n/uk-tenders';

interface TenderLoadStateProps {
  error: unknown;
  onRetry: () => void;
}

/** A tender that could not be shown: not found (or hidden from this user), or a failed call. */
export function TenderLoadError({ error, onRetry }: TenderLoadStateProps) {
  const { t } = useTranslation();
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  const missing = status === 404 || status === 403 || errorBody(error)?.code === 'not_found';
  const toList = (
    <Button size="xs" variant="default" component={Link} to="/tenders" leftSection={<IconArrowLeft size={14} />}>
      {t('tenders.backToList')}
    </Button>
  );
  if (missing) {
    return (
      <ErrorPage
        inFrame
        code={t('errors.notFoundCode')}
        title={t('tenders.notFound')}
        text={t('tenders.notFoundHint')}
        actions={toList}
      />
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('tenders.tenderLoadFailed')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button.Group>
          {toList}
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Button.Group>
      </Stack>
    </Alert>
  );
}

/** An address whose id is not a number: answered as the server answers an unknown id. */
export function TenderNotFound() {
  return <TenderLoadError error={{ response: { status: 404 } }} onRetry={() => {}} />;
}

/** The tender not loaded yet: loading, or its failure with a retry. */
export function TenderQueryWait({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError) return <TenderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoader />;
}

/** The form cannot be used here: no right to it, or the tender is past editing. */
export function TenderFormUnavailable({ message, backTo }: { message: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={message} role="alert">
      <Button size="xs" variant="default" component={Link} to={backTo} leftSection={<IconArrowLeft size={14} />}>
        {backTo === '/tenders' ? t('tenders.backToList') : t('tenders.backToTender')}
      </Button>
    </Alert>
  );
}
