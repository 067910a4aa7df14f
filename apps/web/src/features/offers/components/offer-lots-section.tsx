import { Box, Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fromKopiyky } from '@tt/contracts/money';
import type { TLot } from '@tt/contracts/lots';
import type { TTender } from '@tt/contracts/tenders';
import { FormSection } from '../../../components/ui/form-section';
import { formatDate, formatMoney } from '../../../lib/format';
import { useChannelNames } from './channel-names';
import { BandwidthField, ChannelField, ConnectionDaysField, MoneyField, labelOf } from './offer-form-sections';
import { lotPath, lotTermCost, offerTermCost, type OfferFormValues } from './offer-form-values';
import '../../../i18n/uk-offers';

type OfferForm = UseFormReturnType<OfferFormValues>;

const LOTS_ERROR_ID = 'offer-lots-error';

/** What a lot asks for, in one line: bandwidth, channel and the connection date. */
export function useLotRequirements() {
  const { t } = useTranslation();
  const names = useChannelNames();
  return (lot: TLot) =>
    t('offers.lots.requirements', {
      bandwidth: t('offers.values.mbps', { value: lot.bandwidth_mbps.toLocaleString('uk-UA') }),
      physics: names.required('physics', lot.physics_id),
      interface: names.required('interface', lot.interface_id),
      protocol: names.required('protocol', lot.protocol_id),
      date: formatDate(lot.connection_date),
    });
}

interface LotFieldsProps {
  form: OfferForm;
  lot: TLot;
  index: number;
  months: number;
  /** The lots' common error («Оберіть щонайменше один лот»), marked on every checkbox. */
  lotsError: boolean;
}

/** One lot of the tender: what it asks for, «Подаю пропозицію на цей лот», and then its prices and channel. */
function OfferLotFields({ form, lot, index, months, lotsError }: LotFieldsProps) {
  const { t } = useTranslation();
  const requirements = useLotRequirements();
  const values = form.values.lots[index];
  if (!values) return null;
  const suffix = t('offers.lots.ofLot', { position: lot.position });
  const headingId = `offer-lot-${lot.id}`;
  const cost = values.chosen ? lotTermCost(values, months) : null;
  const chosen = form.getInputProps(lotPath(index, 'chosen'), { type: 'checkbox' });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('offers.lots.heading', { position: lot.position, branch: lot.branch_name })}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {lot.address}
          </Text>
          <Text size="xs" c="dimmed">
            {requirements(lot)}
          </Text>
        </Stack>
        <Checkbox
          {...chosen}
          label={labelOf(t('offers.lots.choose'), suffix)}
          error={lotsError}
          aria-describedby={lotsError ? LOTS_ERROR_ID : undefined}
          onChange={(event) => {
            (chosen.onChange as (e: unknown) => void)(event);
            // The lots' common error goes as soon as a lot is touched; the next check tells again.
            form.clearFieldError('lots');
          }}
        />
        {values.chosen ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyField
                form={form}
                path={lotPath(index, 'monthly_price')}
                suffix={suffix}
                label={t('offers.fields.monthlyPrice')}
                hint={t('offers.hints.monthlyPrice')}
              />
              <MoneyField
                form={form}
                path={lotPath(index, 'installation_price')}
                suffix={suffix}
                label={t('offers.fields.installationPrice')}
                hint={t('offers.hints.installationPrice')}
              />
              <BandwidthField
                form={form}
                path={lotPath(index, 'bandwidth_mbps')}
                suffix={suffix}
                required={lot.bandwidth_mbps}
              />
              <ChannelField
                form={form}
                path={lotPath(index, 'physics_id')}
                suffix={suffix}
                kind="physics"
                label={t('offers.fields.physics')}
                required={lot.physics_id}
              />
              <ChannelField
                form={form}
                path={lotPath(index, 'interface_id')}
                suffix={suffix}
                kind="interface"
                label={t('offers.fields.interface')}
                required={lot.interface_id}
              />
              <ChannelField
                form={form}
                path={lotPath(index, 'protocol_id')}
                suffix={suffix}
                kind="protocol"
                label={t('offers.fields.protocol')}
                required={lot.protocol_id}
              />
              <ConnectionDaysField form={form} path={lotPath(index, 'connection_days')} suffix={suffix} />
            </SimpleGrid>
            <Text size="sm" aria-live="polite" data-testid={`lot-total-${lot.position}`}>
              {t('offers.lots.lotTotal', { months: t('offers.values.months', { count: months }) })}:{' '}
              {cost === null ? (
                <Text span c="dimmed" fs="italic" inherit>
                  {t('offers.lots.lotTotalPending')}
                </Text>
              ) : (
                <Text span fw={700} inherit>
                  {formatMoney(fromKopiyky(cost))}
                </Text>
              )}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The whole offer's cost over the tender's term: the sum over the chosen lots, live. */
function OfferLotsTotal({ form, tender }: { form: OfferForm; tender: TTender }) {
  const { t } = useTranslation();
  const values = form.values;
  const chosen = values.lots.filter((lot) => lot.chosen).length;
  const total = offerTermCost(values, tender.contract_months);
  const offeredMonths = Number(values.contract_months);
  const ownTotal =
    Number.isInteger(offeredMonths) && offeredMonths !== tender.contract_months
      ? offerTermCost(values, offeredMonths)
      : null;
  return (
    <Box
      p="md"
      bg="brand.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      aria-live="polite"
      data-testid="offer-total"
    >
      <Text size="sm" c="dimmed">
        {t('offers.lots.offerTotal', { months: t('offers.values.months', { count: tender.contract_months }) })}
      </Text>
      {total ? (
        <Text size="xl" fw={700}>
          {formatMoney(total)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {chosen ? t('offers.lots.offerTotalPending') : t('offers.lots.noneChosen')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('offers.lots.chosenCount', { count: chosen, total: values.lots.length })}
        {' · '}
        {values.vat_included ? t('offers.values.withVat') : t('offers.values.withoutVat')}
      </Text>
      {total && ownTotal ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('offers.form.ownTermTotal', {
            months: t('offers.values.months', { count: offeredMonths }),
            total: formatMoney(ownTotal),
          })}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The lots of a tender of several: each with what it asks for and «Подаю пропозицію на цей лот»;
 * a chosen lot asks for its prices and channel, prefilled from its requirements. At least one
 * lot must be chosen (the contract says so); the whole offer's total sums the chosen lots.
 */
export function OfferLotsSection({ form, tender }: { form: OfferForm; tender: TTender }) {
  const { t } = useTranslation();
  const error = form.errors.lots;
  return (
    <FormSection title={t('offers.lots.title')}>
      <Text size="sm">{t('offers.lots.intro', { count: tender.lots.length })}</Text>
      {/* The lots' common error is brought into view here, focusing the first checkbox. */}
      <Stack gap="md" data-path="lots">
        {error ? (
          <Text size="sm" c="red.8" fw={500} id={LOTS_ERROR_ID}>
            {error}
          </Text>
        ) : null}
        {tender.lots.map((lot, index) => (
          <OfferLotFields
            key={lot.id}
            form={form}
            lot={lot}
            index={index}
            months={tender.contract_months}
            lotsError={Boolean(error)}
          />
        ))}
      </Stack>
      <OfferLotsTotal form={form} tender={tender} />
    </FormSection>
  );
}
