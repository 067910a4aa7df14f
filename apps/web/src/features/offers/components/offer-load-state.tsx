import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/ui/error-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import '../../../i18n/uk-offers';

const httpStatus = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

/** The answer says the offers are sealed until the deadline (403 `offers_sealed`). */
export const isSealedError = (error: unknown) => errorBody(error)?.code === 'offers_sealed';

/** Not found, or hidden from this user (the server answers both the same way on purpose). */
export const isMissingError = (error: unknown) => {
  const status = httpStatus(error);
  return status === 404 || (status === 403 && !isSealedError(error)) || errorBody(error)?.code === 'not_found';
};

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded: an offer or a tender. */
  what: 'offer' | 'tender';
  backTo?: string;
}

/** Something could not be shown: not found / no access, or a failed call with a retry. */
export function OfferLoadError({ error, onRetry, what, backTo = '/tenders' }: LoadErrorProps) {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  const missing = isMissingError(error);
  if (missing && what === 'offer' && bankUser) {
    // The server answers a sealed offer and a missing id alike: say why offers may not be shown.
    return (
      <ErrorPage
        inFrame
        title={t('offers.load.offerNotShown')}
        text={t('offers.load.offerSealedHint')}
        actions={<BackButton to={backTo} />}
      />
    );
  }
  if (missing) {
    return (
      <ErrorPage
        inFrame
        code={t('errors.notFoundCode')}
        title={what === 'offer' ? t('offers.load.offerNotFound') : t('offers.load.tenderNotFound')}
        text={t('offers.load.notFoundHint')}
        actions={<BackButton to={backTo} />}
      />
    );
  }
  const title = what === 'offer' ? t('offers.load.offerFailed') : t('offers.load.tenderFailed');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Group gap="xs">
          <BackButton to={backTo} />
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** An address whose id is not a number: answered as the server answers an unknown id. */
export function OfferNotFound({ what }: { what: LoadErrorProps['what'] }) {
  return <OfferLoadError what={what} error={{ response: { status: 404 } }} onRetry={() => {}} />;
}

/** A query not answered yet: loading, or its failure with a retry. */
export function OfferQueryWait({
  what,
  query,
}: {
  what: LoadErrorProps['what'];
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.isError) return <OfferLoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoader />;
}

/** A back link as a small button: to the tender, or to the tenders list. */
export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="default" component={Link} to={to} leftSection={<IconArrowLeft size={14} />}>
      {to === '/tenders' ? t('offers.nav.toTenders') : t('offers.nav.toTender')}
    </Button>
  );
}

/**
 * Offers are sealed: the bank sees only how many there are until the deadline (docs/product/sealed-offers.md §4).
 * `message` replaces the usual text when the server explains otherwise (a tender cancelled
 * before its deadline stays sealed for good).
 */
export function SealedNotice({
  deadline,
  count,
  backTo,
  message,
}: {
  deadline: string;
  count: number | null;
  backTo: string;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconLock size={18} />}
      title={message ? t('offers.sealed.titlePlain') : t('offers.sealed.title', { deadline: formatDateTime(deadline) })}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        {count !== null ? (
          <Text size="lg" fw={600}>
            {t('offers.sealed.count', { count })}
          </Text>
        ) : null}
        <Text size="sm">{message ?? t('offers.sealed.text')}</Text>
        <BackButton to={backTo} />
      </Stack>
    </Alert>
  );
}

/** The screen cannot be used here, and why; with a way back. */
export function OfferUnavailable({
  title,
  children,
  backTo,
  extra,
}: {
  title: string;
  children?: ReactNode;
  backTo: string;
  extra?: ReactNode;
}) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {children ? <Text size="sm">{children}</Text> : null}
        <Group gap="xs">
          <BackButton to={backTo} />
          {extra}
        </Group>
      </Stack>
    </Alert>
  );
}
