import { Alert, Box, Grid, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { OfferClosedNotice } from './offer-closed-notice';
import {
  OfferChannelSection,
  OfferDocumentsSection,
  OfferFormActions,
  OfferFormNotes,
  OfferPriceSection,
  OfferTermsSection,
} from './offer-form-sections';
import { textToRef } from './offer-form-values';
import { OfferLotsSection } from './offer-lots-section';
import { EvaluationSummary } from './evaluation-summary';
import { FormSection } from '../../../components/ui/form-section';
import { TenderRequirements } from './tender-requirements';
import { useOfferFormFlow } from './use-offer-form-flow';
import { formatDateTime } from '../../../lib/format';
import classes from './offers.module.css';
import '../../../i18n/uk-offers';

interface OfferFormProps {
  tender: TTender;
  /** The offer being edited; absent when creating. */
  offer?: TOffer;
  /** 409 version_conflict: loads the latest version (the form is then rebuilt with it). */
  onReloadLatest?: () => void;
  reloading?: boolean;
  /** The draft this form has just created (before it goes on to submit it). */
  onCreated?: (offer: TOffer) => void;
  /** The server no longer takes this offer: its deadline passed while the form was open. */
  closedByServer?: boolean;
}

const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));
const refOrNull = (v: string) => textToRef(v) ?? null;

/** The offer form of /tenders/{order_id}/create-offer and /tenders/offers/{id}/edit. */
export function OfferForm({ tender, offer, onReloadLatest, reloading, onCreated, closedByServer }: OfferFormProps) {
  const { t } = useTranslation();
  const flow = useOfferFormFlow({ tender, offer, onCreated, closedByServer });
  const { form, saved, status, failure, closed, several, minutesLeft } = flow;

  const values = form.values;
  return (
    <>
      {flow.leaveDialog}
      {closed ? <OfferClosedNotice reason={closed} tender={tender} offerId={saved?.id} /> : null}
      {minutesLeft && !closed ? (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconClockExclamation size={18} />}
          title={t('offers.form.deadlineSoon', { minutes: minutesLeft })}
        >
          {t(status === 'submitted' ? 'offers.form.deadlineSoonSubmitted' : 'offers.form.deadlineSoonDraft', {
            deadline: formatDateTime(tender.offers_deadline),
          })}
        </Alert>
      ) : null}
      {/* Closed: what was typed stays in sight, and nothing can be changed or sent. */}
      <form onSubmit={flow.onSave} noValidate>
        <fieldset disabled={closed !== null} className={classes.fieldset}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <OfferFormNotes
                  failure={failure}
                  saved={saved}
                  status={status}
                  onReloadLatest={onReloadLatest}
                  reloading={reloading}
                />
                {/* Providers see how they will be judged before they price (a single lowest-cost tender says nothing new). */}
                {several || tender.evaluation.method === 'weighted' ? (
                  <FormSection title={t('offers.evaluation.formTitle')}>
                    <EvaluationSummary evaluation={tender.evaluation} several={several} />
                  </FormSection>
                ) : null}
                {several ? (
                  <OfferLotsSection form={form} tender={tender} />
                ) : (
                  <>
                    <OfferPriceSection form={form} tender={tender} />
                    <OfferChannelSection form={form} tender={tender} />
                  </>
                )}
                <OfferTermsSection form={form} tender={tender} several={several} />
                <OfferDocumentsSection tender={tender} flow={flow} />
                {closed ? null : <OfferFormActions tender={tender} flow={flow} />}
              </Stack>
            </Grid.Col>
            {/* On a phone the requirements come first: they are what the offer answers. */}
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 0 }}>
              <Box className={classes.sticky}>
                <TenderRequirements
                  tender={tender}
                  offered={{
                    bandwidth_mbps: numberOrNull(values.bandwidth_mbps),
                    physics_id: refOrNull(values.physics_id),
                    interface_id: refOrNull(values.interface_id),
                    protocol_id: refOrNull(values.protocol_id),
                    contract_months: numberOrNull(values.contract_months),
                  }}
                />
              </Box>
            </Grid.Col>
          </Grid>
        </fieldset>
      </form>
    </>
  );
}
