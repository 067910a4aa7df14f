import { Fragment, useState, type ReactNode } from 'react';
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
import { SubmitConfirmDialog } from './confirm-submit';
import { WithdrawConfirmDialog } from './confirm-withdraw';
import { offerActionError } from './offer-errors';
import '../../../i18n/uk-offers';

interface ActionError {
  title: string;
  message: string;
}

/**
 * What the offer card lets its provider do — edit, withdraw, submit, each as the server's
 * `abilities` allow and each of the last two after a confirmation — and why the last
 * submission or withdrawal was refused.
 */
export function useOfferCardActions(offer: TOffer, tender: TTender) {
  const { t } = useTranslation();
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();
  const [actionError, setActionError] = useState<ActionError | null>(null);
  const [confirming, setConfirming] = useState<'submit' | 'withdraw' | null>(null);
  const closeDialog = () => setConfirming(null);
  const allowed = offer.abilities;
  const deadline = formatDateTime(tender.offers_deadline);

  const doSubmit = () => {
    closeDialog();
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
  };

  const doWithdraw = () => {
    closeDialog();
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
  };

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
    // Each dialog goes with its button (it opens in a portal, outside the group of buttons).
    allowed.withdraw ? (
      <Fragment key="withdraw">
        <Button
          variant="outline"
          color="red"
          onClick={() => setConfirming('withdraw')}
          loading={withdraw.isPending}
          disabled={busy}
        >
          {t('offers.actions.withdraw')}
        </Button>
        <WithdrawConfirmDialog
          tender={tender}
          opened={confirming === 'withdraw'}
          onConfirm={doWithdraw}
          onClose={closeDialog}
        />
      </Fragment>
    ) : null,
    allowed.submit ? (
      <Fragment key="submit">
        <Button
          onClick={() => setConfirming('submit')}
          loading={submit.isPending}
          disabled={busy}
          leftSection={<IconSend size={16} />}
        >
          {offer.status === 'withdrawn' ? t('offers.actions.resubmit') : t('offers.actions.submit')}
        </Button>
        <SubmitConfirmDialog
          terms={{
            ...offer,
            offers_deadline: tender.offers_deadline,
            lots: tender.lots.length > 1 ? offer.lots.length : undefined,
          }}
          opened={confirming === 'submit'}
          onConfirm={doSubmit}
          onClose={closeDialog}
        />
      </Fragment>
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
