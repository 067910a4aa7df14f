import { Grid, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { OfferActionError, useOfferCardActions } from './offer-card-actions';
import { OfferFacts, OfferStateNote, OfferTimes } from './offer-card-sections';
import { OfferEyebrow, PageHeader } from './page-header';
import { TenderRequirements } from './tender-requirements';
import '../../../i18n/uk-offers';

/** The offer card: every field, status, documents and, for its provider, what can be done next. */
export function OfferDetails({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const actions = useOfferCardActions(offer, tender);

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: `/tenders/${tender.id}`, label: t('offers.nav.toTender') }}
        eyebrow={<OfferEyebrow tenderNumber={tender.number} status={offer.status} />}
        title={t('offers.card.title', { organization: offer.organization.name })}
        subtitle={
          <>
            {t('offers.card.forTender')}{' '}
            <Text component={Link} to={`/tenders/${tender.id}`} c="brand.8" inherit td="underline">
              {tender.title}
            </Text>
          </>
        }
        actions={
          actions.buttons.length ? (
            <Group gap="sm" role="group" aria-label={t('offers.actions.label')}>
              {actions.buttons}
            </Group>
          ) : null
        }
      />
      <OfferActionError error={actions.actionError} onClose={actions.clearError} />
      <OfferStateNote offer={offer} tender={tender} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <OfferFacts offer={offer} tender={tender} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <OfferTimes offer={offer} />
            <TenderRequirements
              tender={tender}
              offered={{
                bandwidth_mbps: offer.bandwidth_mbps,
                physics_id: offer.physics_id,
                interface_id: offer.interface_id,
                protocol_id: offer.protocol_id,
                contract_months: offer.contract_months,
              }}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
