import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUS_LABELS } from '@tt/contracts/offers';
import { useOfferAndTender } from '../api/use-offer-and-tender';
import { AccessDenied } from '../../../components/ui/access-denied';
import { OfferClosedNotice } from '../components/offer-closed-notice';
import { OfferForm } from '../components/offer-form';
import { OfferNotFound, OfferQueryWait, OfferUnavailable } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { OfferEyebrow, PageHeader } from '../components/page-header';
import { useCan, useSession } from '../../../lib/use-session';
import '../../../i18n/uk-offers';

/** /tenders/offers/{id}/edit: the provider's offer in the form; saving sends the loaded version. */
export function OfferEditRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const { offer, tender } = useOfferAndTender(id);
  const { organization } = useSession();
  const canCreate = useCan('offer.create');
  // Bumped by "load the latest version" so the form is rebuilt from the fresh answer.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);
  // Once shown, the form stays when the deadline closes it: what was typed stays in sight.
  const [formShown, setFormShown] = useState(false);

  if (id === null) return <OfferNotFound what="offer" />;
  if (!offer.isSuccess) return <OfferQueryWait what="offer" query={offer} />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  const data = offer.data;
  const tenderData = tender.data;
  const cardPath = `/tenders/offers/${data.id}`;
  if (!data.abilities.edit && !canCreate)
    return <AccessDenied reason={t('offers.form.noRights')} back={{ to: cardPath, label: t('offers.nav.toOffer') }} />;

  const reloadLatest = async () => {
    setReloading(true);
    try {
      await offer.refetch();
      setGeneration((g) => g + 1);
    } finally {
      setReloading(false);
    }
  };

  // The form when the server lets this user edit the offer; otherwise the reason, most particular first.
  if (data.abilities.edit && !formShown) setFormShown(true);
  let body;
  if (data.abilities.edit || formShown) {
    body = (
      <OfferForm
        key={`${data.id}:${generation}`}
        tender={tenderData}
        offer={data}
        onReloadLatest={() => void reloadLatest()}
        reloading={reloading}
        closedByServer={!data.abilities.edit}
      />
    );
  } else if (data.status === 'won' || data.status === 'lost') {
    body = (
      <OfferUnavailable
        title={t('offers.form.notEditable', { status: OFFER_STATUS_LABELS[data.status] })}
        backTo={`/tenders/${tenderData.id}`}
      />
    );
  } else if (organization?.is_verify === false) {
    body = <OfferClosedNotice reason="unverified" tender={tenderData} offerId={data.id} />;
  } else {
    body = <OfferClosedNotice reason="deadline" tender={tenderData} offerId={data.id} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: cardPath, label: t('offers.nav.toOffer') }}
        eyebrow={<OfferEyebrow tenderNumber={tenderData.number} status={data.status} />}
        title={t('offers.form.editTitle')}
        subtitle={tenderData.title}
      />
      {body}
    </Stack>
  );
}
