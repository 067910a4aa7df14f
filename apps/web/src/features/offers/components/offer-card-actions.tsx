import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useSubmitOffer } from '../api/submit-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { confirmSubmit } from './confirm-submit';
import { confirmWithdraw } from './confirm-withdraw';
import { offerActionError } from './offer-errors';

interface ActionError {
  title: string;
  message: string;
}

/**
 * What the offer card lets its provider do — edit, withdraw, submit, each as the server's
 * `abilities` allow — and why the last submission or withdrawal was refused.
 */
export function useOfferCardActions(offer: TOffer, tender: TTender) {
  const { t } = useTranslation();
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();
  const [actionError, setActionError] = useState<ActionError | null>(null);
  const allowed = offer.abilities;
  const deadline = formatDateTime(tender.offers_deadline);

  const doSubmit = () =>
    confirmSubmit({ ...offer, offers_deadline: tender.offers_deadline }, () => {
      setActionError(null);
      submit.mutate(
        { id: offer.id, version: offer.version },
        {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: t('offers.submit.done'),
              detail: t('offers.submit.doneText', { deadline }),
            }),
          onError: (error) => setActionError({ title: t('offers.submit.failed'), message: offerActionError(error) }),
        },
      );
    });

  const doWithdraw = () =>
    confirmWithdraw(tender, () => {
      setActionError(null);
      withdraw.mutate(
        { id: offer.id, version: offer.version },
        {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: t('offers.withdraw.done'),
              detail: t('offers.withdraw.doneText'),
            }),
          onError: (error) => setActionError({ title: t('offers.withdraw.failed'), message: offerActionError(error) }),
        },
      );
    });

  const busy = submit.isPending || withdraw.isPending;
  const actionButtons = [
    allowed.edit ? (
      <Button
        key="edit"
        variant="default"
        component={Link}
        to={`/tenders/offers/${offer.id}/edit`}
        leftSection={<IconPencil size={16} />}
        disabled={busy}
      >
        {t('offers.actions.edit')}
      </Button>
    ) : null,
    allowed.withdraw ? (
      <Button
        key="withdraw"
        variant="outline"
        color="red"
        onClick={doWithdraw}
        loading={withdraw.isPending}
        disabled={busy}
      >
        {t('offers.actions.withdraw')}
      </Button>
    ) : null,
    allowed.submit ? (
      <Button
        key="submit"
        onClick={doSubmit}
        loading={submit.isPending}
        disabled={busy}
        leftSection={<IconSend size={16} />}
      >
        {offer.status === 'withdrawn' ? t('offers.actions.resubmit') : t('offers.actions.submit')}
      </Button>
    ) : null,
  ].filter(Boolean);

  return { buttons: actionButtons as ReactNode[], actionError, clearError: () => setActionError(null) };
}

/** A refused submission or withdrawal, until it is closed. */
export function OfferActionError({ error, onClose }: { error: ActionError | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={error.title}
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {error.message}
    </Alert>
  );
}
