import {
  Alert,
  Button,
  DataList,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  useMatches,
  type DataListProps,
} from '@mantine/core';
import { IconInfoCircle, IconPaperclip, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { totalCost } from '@tt/contracts/money';
import { OWN_LOT_RESULT_LABELS, type TLot } from '@tt/contracts/lots';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { useNarrowScreen } from '../../../components/ui/responsive-table';
import { i18n } from '../../../i18n/i18n';
import { EMPTY_VALUE, formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useChannelNames } from './channel-names';
import { MatchMark } from './match-mark';
import '../../../i18n/uk-offers';
import { OwnLotResults } from '../../../components/tenders/own-lot-results';

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
  // Several lots: the result of each lot the offer covered, never one word for them all.
  if ((offer.status === 'won' || offer.status === 'lost') && tender.lots.length > 1)
    return <OwnLotResults tender={tender} />;
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

/** Every field of the offer: price, channel, terms, comment and documents; on several lots, each lot's. */
export function OfferFacts({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const names = useChannelNames();
  const total = totalCost(offer.monthly_price, offer.installation_price, tender.contract_months);
  const docsPath = `/tenders/${tender.id}/offers/${offer.id}/doc`;
  const layout = useFactsLayout();
  const several = tender.lots.length > 1;
  return (
    <Stack gap="lg">
      {several ? (
        <CardSection title={t('offers.lots.cardTitle', { count: offer.lots.length })}>
          <OfferLotsTable offer={offer} tender={tender} />
        </CardSection>
      ) : null}
      <CardSection title={t('offers.form.priceSection')}>
        <DataList {...layout}>
          {/* Several lots: the offer's top-level sums are the lots' together. */}
          <DataField label={several ? t('offers.lots.allLotsMonthly') : t('offers.fields.monthlyPrice')}>
            {formatMoney(offer.monthly_price)}
          </DataField>
          <DataField label={several ? t('offers.lots.allLotsInstallation') : t('offers.fields.installationPrice')}>
            {formatMoney(offer.installation_price)}
          </DataField>
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
      {several ? null : (
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
      )}
      <CardSection title={several ? t('offers.form.wholeOfferTerms') : t('offers.form.termsSection')}>
        <DataList {...layout}>
          {several ? null : (
            <DataField label={t('offers.fields.connectionDays')}>
              {t('offers.values.days', { count: offer.connection_days })}
            </DataField>
          )}
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

/**
 * How a decided lot ended for this offer, in words: the provider's own result, or the bank's
 * decision read for this offer (the winner is the bank's only); null while undecided.
 */
function lotResult(lot: TLot, offerId: number): string | null {
  if (lot.own_result) return OWN_LOT_RESULT_LABELS[lot.own_result];
  const decision = lot.decision;
  if (!decision) return null;
  if (decision.outcome === 'unsuccessful') return OWN_LOT_RESULT_LABELS.unsuccessful;
  if (!decision.winner) return null;
  return decision.winner.offer_id === offerId ? i18n.t('offers.lots.won') : OWN_LOT_RESULT_LABELS.lost;
}

/**
 * The offer's lots: each lot's prices, channel and connection time, and once decided how it
 * ended. A table from a tablet up, one block per lot on a phone, so nothing scrolls sideways.
 */
function OfferLotsTable({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const names = useChannelNames();
  const narrow = useNarrowScreen();
  const rows = offer.lots.flatMap((figures) => {
    const lot = tender.lots.find((l) => l.id === figures.lot_id);
    return lot ? [{ lot, figures, result: lotResult(lot, offer.id) }] : [];
  });
  const withResults = rows.some((r) => r.result);
  const resultText = (result: string | null) => result ?? EMPTY_VALUE;
  const channel = (f: TOffer['lots'][number]) =>
    [
      t('offers.values.mbps', { value: f.bandwidth_mbps.toLocaleString('uk-UA') }),
      names.offered('physics', f.physics_id),
      names.offered('interface', f.interface_id),
      names.offered('protocol', f.protocol_id),
    ].join(' · ');

  if (narrow) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} aria-label={t('offers.lots.cardLabel')} style={{ listStyle: 'none' }}>
        {rows.map(({ lot, figures, result }) => (
          <Paper key={lot.id} component="li" withBorder p="sm" radius="md">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('offers.lots.heading', { position: lot.position, branch: lot.branch_name })}
            </Text>
            <DataList orientation="vertical" styles={WRAPPING_VALUES} mt="xs">
              <DataField label={t('offers.fields.monthlyPrice')}>{formatMoney(figures.monthly_price)}</DataField>
              <DataField label={t('offers.fields.installationPrice')}>
                {formatMoney(figures.installation_price)}
              </DataField>
              <DataField label={t('offers.lots.channel')}>{channel(figures)}</DataField>
              <DataField label={t('offers.fields.connectionDays')}>
                {t('offers.values.days', { count: figures.connection_days })}
              </DataField>
              {withResults ? <DataField label={t('offers.lots.result')}>{resultText(result)}</DataField> : null}
            </DataList>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" tabularNums aria-label={t('offers.lots.cardLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('offers.lots.lot')}</Table.Th>
          <Table.Th scope="col">{t('offers.lots.branch')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('offers.fields.monthlyPrice')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('offers.fields.installationPrice')}
          </Table.Th>
          <Table.Th scope="col">{t('offers.lots.channel')}</Table.Th>
          <Table.Th scope="col">{t('offers.fields.connectionDays')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ lot, figures, result }) => (
          <Table.Tr key={lot.id}>
            <Table.Th scope="row">{lot.position}</Table.Th>
            {/* The result stays under the branch: a seventh column would not fit beside the card's aside. */}
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {lot.branch_name}
              {result ? (
                <Text size="xs" fw={600} mt={2}>
                  {result}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(figures.monthly_price)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(figures.installation_price)}
            </Table.Td>
            <Table.Td>{channel(figures)}</Table.Td>
            <Table.Td>{t('offers.values.days', { count: figures.connection_days })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
