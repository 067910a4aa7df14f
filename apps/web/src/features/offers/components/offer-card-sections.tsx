import { Alert, Button, DataList, Group, Paper, Stack, Text, useMatches, type DataListProps } from '@mantine/core';
import { IconInfoCircle, IconPaperclip, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { totalCost } from '@tt/contracts/money';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useChannelNames } from './channel-names';
import { MatchMark } from './match-mark';
import '../../../i18n/uk-offers';

/** The sections of the offer card (./offer-details.tsx). */

/**
 * Labels above values on a phone, beside them from a tablet up; a long value (a name, an amount
 * with its unbreakable spaces) wraps anywhere rather than pushing the page sideways.
 */
function useFactsLayout(): DataListProps {
  const layout = useMatches({
    base: { orientation: 'vertical', labelWidth: 'auto' } as const,
    sm: { orientation: 'horizontal', labelWidth: 260 } as const,
  });
  return { ...layout, styles: WRAPPING_VALUES };
}

const WRAPPING_VALUES = { itemValue: { minWidth: 0, overflowWrap: 'anywhere' } } as const;

/** What the offer's state means now: for its provider, what comes next; for the bank, the winner. */
export function OfferStateNote({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  // Taking offers, as the server read the tender; the screen reads it again at the deadline.
  const accepting = tender.status === 'published';
  const deadline = formatDateTime(tender.offers_deadline);
  if (bankUser) {
    return offer.status === 'won' ? (
      <Alert
        color="green"
        variant="light"
        icon={<IconTrophy size={18} />}
        title={t('offers.card.bankWon')}
        role="note"
      />
    ) : null;
  }
  switch (offer.status) {
    case 'draft':
      return (
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('offers.card.draftTitle')}
          role="note"
        >
          {accepting ? t('offers.card.draftText', { deadline }) : t('offers.card.notSubmittedClosed')}
        </Alert>
      );
    case 'submitted':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('offers.card.submittedTitle')}
          role="note"
        >
          {accepting ? t('offers.card.submittedText', { deadline }) : t('offers.card.submittedClosed')}
        </Alert>
      );
    case 'withdrawn':
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('offers.card.withdrawnTitle')}
          role="note"
        >
          {accepting ? t('offers.card.withdrawnText', { deadline }) : t('offers.card.notSubmittedClosed')}
        </Alert>
      );
    case 'won':
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconTrophy size={18} />}
          title={t('offers.card.wonTitle')}
          role="note"
        >
          {t('offers.card.wonText')}
        </Alert>
      );
    case 'lost':
      return (
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('offers.card.lostTitle')}
          role="note"
        >
          {t('offers.card.lostText')}
        </Alert>
      );
  }
}

/** Every field of the offer: price, channel, terms, comment and documents. */
export function OfferFacts({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const names = useChannelNames();
  const total = totalCost(offer.monthly_price, offer.installation_price, tender.contract_months);
  const docsPath = `/tenders/${tender.id}/offers/${offer.id}/doc`;
  const layout = useFactsLayout();
  return (
    <Stack gap="lg">
      <CardSection title={t('offers.form.priceSection')}>
        <DataList {...layout}>
          <DataField label={t('offers.fields.monthlyPrice')}>{formatMoney(offer.monthly_price)}</DataField>
          <DataField label={t('offers.fields.installationPrice')}>{formatMoney(offer.installation_price)}</DataField>
          <DataField label={t('offers.fields.vat')}>
            {offer.vat_included ? t('offers.values.withVat') : t('offers.values.withoutVat')}
          </DataField>
          <DataField
            label={t('offers.card.total', {
              months: t('offers.values.months', { count: tender.contract_months }),
            })}
          >
            <Text span fw={600}>
              {formatMoney(total)}
            </Text>
          </DataField>
        </DataList>
      </CardSection>
      <CardSection title={t('offers.form.channelSection')}>
        <DataList {...layout}>
          <DataField label={t('offers.fields.bandwidth')}>
            <Group gap={6} component="span" display="inline-flex">
              {t('offers.values.mbps', { value: offer.bandwidth_mbps.toLocaleString('uk-UA') })}
              <MatchMark match={offer.bandwidth_mbps >= tender.bandwidth_mbps} />
            </Group>
          </DataField>
          <DataField label={t('offers.fields.physics')}>{names.offered('physics', offer.physics_id)}</DataField>
          <DataField label={t('offers.fields.interface')}>{names.offered('interface', offer.interface_id)}</DataField>
          <DataField label={t('offers.fields.protocol')}>{names.offered('protocol', offer.protocol_id)}</DataField>
        </DataList>
      </CardSection>
      <CardSection title={t('offers.form.termsSection')}>
        <DataList {...layout}>
          <DataField label={t('offers.fields.connectionDays')}>
            {t('offers.values.days', { count: offer.connection_days })}
          </DataField>
          <DataField label={t('offers.fields.contractMonths')}>
            {t('offers.values.months', { count: offer.contract_months })}
          </DataField>
          <DataField label={t('offers.fields.sla')}>{formatPercent(offer.sla_availability)}</DataField>
        </DataList>
      </CardSection>
      <CardSection title={t('offers.fields.comment')}>
        {offer.comment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {offer.comment}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('offers.card.noComment')}
          </Text>
        )}
      </CardSection>
      <CardSection
        title={t('offers.card.documents', { count: offer.documents.length })}
        extra={
          offer.abilities.documents ? (
            <Button size="xs" variant="light" component={Link} to={docsPath} leftSection={<IconPaperclip size={14} />}>
              {t('offers.card.manageDocuments')}
            </Button>
          ) : null
        }
      >
        <DocumentPanel documents={offer.documents} uploadUrl={undefined} editable={false} onChanged={() => {}} />
      </CardSection>
    </Stack>
  );
}

/** When the offer was submitted, changed and made. */
export function OfferTimes({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <DataList orientation="vertical" styles={WRAPPING_VALUES}>
        <DataField label={t('offers.fields.submittedAt')}>
          {offer.submitted_at
            ? t('offers.values.kyivTime', { value: formatDateTime(offer.submitted_at) })
            : t('offers.card.notSubmitted')}
        </DataField>
        <DataField label={t('offers.fields.updatedAt')}>{formatDateTime(offer.updated_at)}</DataField>
        <DataField label={t('offers.fields.createdAt')}>{formatDateTime(offer.created_at)}</DataField>
      </DataList>
    </Paper>
  );
}
