import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTender } from '../../../lib/tenders/get-tender';

import { AccessDenied } from '../../../components/ui/access-denied';
import { OfferClosedNotice } from '../components/offer-closed-notice';
import { OfferForm } from '../components/offer-form';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { PageHeader } from '../components/page-header';
import { useCan, useSession } from '../../../lib/use-session';
import '../../../i18n/uk-offers';

/** /tenders/{order_id}/create-offer: a provider's new offer on a published tender. */
export function OfferCreateRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().order_id);
  const tender = useTender(id);
  const { organization } = useSession();
  const canCreate = useCan('offer.create');
  // The draft the form creates here shows up as the tender's own offer while the form goes on
  // to submit it: that one must not send the provider to the edit page mid-way.
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  // Once shown, the form stays when the deadline closes it: what was typed stays in sight.
  const [formShown, setFormShown] = useState(false);

  if (id === null) return <OfferNotFound what="tender" />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  const data = tender.data;
  const backTo = `/tenders/${data.id}`;

  // The server's answer, or the draft this form has made (the tender now lists it as its own offer).
  const mayOffer = data.abilities.offer || createdHere !== null;
  if (mayOffer && !formShown) setFormShown(true);
  if (!mayOffer && !canCreate)
    return <AccessDenied reason={t('offers.form.noRights')} back={{ to: backTo, label: t('offers.nav.toTender') }} />;
  // One offer per organisation per tender: the existing one is edited instead.
  if (data.own_offer && data.own_offer.id !== createdHere)
    return <Navigate to={`/tenders/offers/${data.own_offer.id}/edit`} replace />;

  const header = (
    <PageHeader
      back={{ to: backTo, label: t('offers.nav.toTender') }}
      eyebrow={
        <Text c="dimmed" fw={500}>
          {data.number}
        </Text>
      }
      title={t('offers.form.createTitle')}
      subtitle={data.title}
    />
  );
  let body;
  if (mayOffer || formShown)
    body = <OfferForm tender={data} onCreated={(offer) => setCreatedHere(offer.id)} closedByServer={!mayOffer} />;
  else if (organization?.is_verify === false) body = <OfferClosedNotice reason="unverified" tender={data} />;
  else body = <OfferClosedNotice reason="deadline" tender={data} />;

  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
