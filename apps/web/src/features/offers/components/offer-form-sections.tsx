import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseMoneyInput, totalCost } from '@tt/contracts/money';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { PendingDocuments } from '../../../components/documents/pending-documents';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormSection } from '../../../components/ui/form-section';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { VersionConflictAlert } from '../../../components/ui/version-conflict-alert';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useChannelNames, type ChannelKind } from './channel-names';
import { SubmitConfirmDialog } from './confirm-submit';
import { WithdrawConfirmDialog } from './confirm-withdraw';
import { NOT_CHOSEN, tidyMoney, type OfferFormValues } from './offer-form-values';
import { OFFER_DOCUMENTS_ID, type OfferFormFailure, type useOfferFormFlow } from './use-offer-form-flow';
import '../../../i18n/uk-offers';

/** The sections of the offer form (./offer-form.tsx); what they do lives in ./use-offer-form-flow.ts. */

type OfferForm = UseFormReturnType<OfferFormValues>;
type Flow = ReturnType<typeof useOfferFormFlow>;

// Hints under the inputs, so inputs side by side line up whatever their hints' length.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Why the last attempt failed, and what the offer's state means for this form. */
export function OfferFormNotes({
  failure,
  saved,
  status,
  onReloadLatest,
  reloading,
}: {
  failure: OfferFormFailure | null;
  saved: TOffer | undefined;
  status: TOffer['status'];
  onReloadLatest?: () => void;
  reloading?: boolean;
}) {
  const { t } = useTranslation();
  const submitted = status === 'submitted';
  return (
    <>
      {failure?.conflict ? (
        <VersionConflictAlert
          title={t('offers.conflict.title')}
          text={t('offers.conflict.text')}
          onReloadLatest={onReloadLatest}
          reloading={reloading}
        />
      ) : null}
      <FormErrorAlert title={failure?.title} message={failure?.message ?? null} />
      {failure?.existingId ? (
        <Button
          variant="default"
          component={Link}
          to={`/tenders/offers/${failure.existingId}/edit`}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('offers.form.openExisting')}
        </Button>
      ) : null}
      {submitted && saved ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="note">
          {t('offers.form.submittedNote', { date: formatDateTime(saved.submitted_at) })}
        </Alert>
      ) : null}
      {status === 'withdrawn' ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="note">
          {t('offers.form.withdrawnNote')}
        </Alert>
      ) : null}
    </>
  );
}

/** A lot's name appended to an input's label for screen readers, where every lot repeats the input. */
export function labelOf(label: string, suffix?: string): ReactNode {
  return suffix ? (
    <>
      {label}
      <VisuallyHidden>{suffix}</VisuallyHidden>
    </>
  ) : (
    label
  );
}

interface FieldProps {
  form: OfferForm;
  /** The form's path: `monthly_price`, or `lots.2.monthly_price` for a lot. */
  path: string;
  /** Appended to the label for screen readers (which lot). */
  suffix?: string;
}

/** A sum in hryvnias, tidied («12 500,50») when the field is left. */
export function MoneyField({ form, path, suffix, label, hint }: FieldProps & { label: string; hint: string }) {
  const props = form.getInputProps(path);
  return (
    <DecimalTextInput
      label={labelOf(label, suffix)}
      description={hint}
      required
      autoComplete="off"
      unit="₴"
      {...props}
      onBlur={(event) => {
        form.setFieldValue(path, tidyMoney(event.currentTarget.value));
        (props.onBlur as ((e: unknown) => void) | undefined)?.(event);
      }}
    />
  );
}

/** The bandwidth offered, against what the tender (or the lot) asks for. */
export function BandwidthField({ form, path, suffix, required }: FieldProps & { required: number }) {
  const { t } = useTranslation();
  return (
    <WholeNumberInput
      label={labelOf(t('offers.fields.bandwidthMbps'), suffix)}
      description={t('offers.hints.bandwidth', {
        value: t('offers.values.mbps', { value: required.toLocaleString('uk-UA') }),
      })}
      inputWrapperOrder={BELOW}
      required
      min={1}
      max={100_000}
      thousandSeparator=" "
      unit={t('offers.values.mbpsUnit')}
      unitWidth={64}
      {...form.getInputProps(path)}
    />
  );
}

/**
 * A channel characteristic offered. Always asked for: where the tender accepts any, the offer
 * still says what it uses, so the bank compares stated values (docs/product/lifecycles.md §7).
 */
export function ChannelField({
  form,
  path,
  suffix,
  kind,
  label,
  required,
}: FieldProps & { kind: ChannelKind; label: string; required: number | null }) {
  const { t } = useTranslation();
  const names = useChannelNames();
  const value = form.getInputProps(path).value as string;
  return (
    <ChannelSelect
      kind={kind}
      label={labelOf(label, suffix)}
      required
      channels={names.channels[kind]}
      placeholder={t('offers.form.choose')}
      description={
        required === null
          ? t('offers.hints.channelAny')
          : t('offers.hints.channelRequired', { value: names.required(kind, required) })
      }
      inputWrapperOrder={BELOW}
      {...form.getInputProps(path)}
      // Until the dictionary arrives a saved id has no label; the placeholder shows only while nothing is chosen.
      value={value === NOT_CHOSEN ? null : value}
      onChange={(next) => form.setFieldValue(path, next ?? NOT_CHOSEN)}
    />
  );
}

/** Days from the award to a working channel. */
export function ConnectionDaysField({ form, path, suffix }: FieldProps) {
  const { t } = useTranslation();
  return (
    <WholeNumberInput
      label={labelOf(t('offers.fields.connectionDays'), suffix)}
      description={t('offers.hints.connectionDays')}
      required
      inputWrapperOrder={BELOW}
      min={1}
      max={365}
      unit={t('offers.values.daysUnit')}
      {...form.getInputProps(path)}
    />
  );
}

/** «Ціни з ПДВ»: one answer for every sum of the offer. */
function VatSwitch({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('offers.fields.vatIncluded')}
      description={t('offers.hints.vat')}
      {...form.getInputProps('vat_included', { type: 'checkbox' })}
    />
  );
}

/** Monthly and installation price, VAT, and the live total over the tender's term. */
export function OfferPriceSection({ form, tender }: { form: OfferForm; tender: TTender }) {
  const { t } = useTranslation();
  const values = form.values;
  const monthlyText = parseMoneyInput(values.monthly_price);
  const installationText = parseMoneyInput(values.installation_price);
  const total =
    monthlyText && installationText ? totalCost(monthlyText, installationText, tender.contract_months) : null;
  const offeredMonths = Number(values.contract_months);
  const ownTotal =
    monthlyText && installationText && Number.isInteger(offeredMonths) && offeredMonths !== tender.contract_months
      ? totalCost(monthlyText, installationText, offeredMonths)
      : null;

  return (
    <FormSection title={t('offers.form.priceSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyField
          form={form}
          path="monthly_price"
          label={t('offers.fields.monthlyPrice')}
          hint={t('offers.hints.monthlyPrice')}
        />
        <MoneyField
          form={form}
          path="installation_price"
          label={t('offers.fields.installationPrice')}
          hint={t('offers.hints.installationPrice')}
        />
      </SimpleGrid>
      <VatSwitch form={form} />
      <Box
        p="md"
        bg="brand.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        aria-live="polite"
        data-testid="offer-total"
      >
        <Text size="sm" c="dimmed">
          {t('offers.form.totalLabel', {
            months: t('offers.values.months', { count: tender.contract_months }),
          })}
        </Text>
        {total ? (
          <Text size="xl" fw={700}>
            {formatMoney(total)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('offers.form.totalPending')}
          </Text>
        )}
        {total && monthlyText && installationText ? (
          <Text size="xs" c="dimmed">
            {t('offers.form.totalFormula', {
              monthly: formatMoney(monthlyText),
              months: tender.contract_months,
              installation: formatMoney(installationText),
            })}
            {' · '}
            {values.vat_included ? t('offers.values.withVat') : t('offers.values.withoutVat')}
          </Text>
        ) : null}
        {ownTotal ? (
          <Text size="xs" c="dimmed" mt={4}>
            {t('offers.form.ownTermTotal', {
              months: t('offers.values.months', { count: offeredMonths }),
              total: formatMoney(ownTotal),
            })}
          </Text>
        ) : null}
      </Box>
    </FormSection>
  );
}

/** Bandwidth and the three channel characteristics offered. */
export function OfferChannelSection({ form, tender }: { form: OfferForm; tender: TTender }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('offers.form.channelSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BandwidthField form={form} path="bandwidth_mbps" required={tender.bandwidth_mbps} />
        <ChannelField
          form={form}
          path="physics_id"
          kind="physics"
          label={t('offers.fields.physics')}
          required={tender.physics_id}
        />
        <ChannelField
          form={form}
          path="interface_id"
          kind="interface"
          label={t('offers.fields.interface')}
          required={tender.interface_id}
        />
        <ChannelField
          form={form}
          path="protocol_id"
          kind="protocol"
          label={t('offers.fields.protocol')}
          required={tender.protocol_id}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/**
 * Connection days, contract months, SLA and the comment. On a tender of several lots the
 * connection is each lot's, so here stand the whole offer's terms: VAT, term, SLA, comment.
 */
export function OfferTermsSection({ form, tender, several }: { form: OfferForm; tender: TTender; several?: boolean }) {
  const { t } = useTranslation();
  const contractMonths = (
    <WholeNumberInput
      label={t('offers.fields.contractMonths')}
      description={t('offers.hints.contractMonths', { count: tender.contract_months })}
      required
      inputWrapperOrder={BELOW}
      min={1}
      max={120}
      unit={t('offers.values.monthsUnit')}
      {...form.getInputProps('contract_months')}
    />
  );
  const sla = (
    <DecimalTextInput
      label={t('offers.fields.sla')}
      description={t('offers.hints.sla')}
      required
      inputWrapperOrder={BELOW}
      autoComplete="off"
      unit="%"
      {...form.getInputProps('sla_availability')}
    />
  );
  return (
    <FormSection title={several ? t('offers.form.wholeOfferTerms') : t('offers.form.termsSection')}>
      {several ? <VatSwitch form={form} /> : null}
      <SimpleGrid cols={{ base: 1, sm: several ? 2 : 3 }}>
        {several ? null : <ConnectionDaysField form={form} path="connection_days" />}
        {contractMonths}
        {sla}
      </SimpleGrid>
      <Textarea
        label={t('offers.fields.comment')}
        description={t('offers.hints.comment')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={5000}
        {...form.getInputProps('comment')}
      />
    </FormSection>
  );
}

/**
 * The offer's documents in the form: files chosen here wait in the form and are uploaded right
 * after the offer is saved (a new one first becomes a draft); a file that fails stays listed
 * with the reason and a retry. Those already attached are managed on the documents page.
 */
export function OfferDocumentsSection({ tender, flow }: { tender: TTender; flow: Flow }) {
  const { t } = useTranslation();
  const { saved, may, uploads } = flow;
  return (
    <Box id={OFFER_DOCUMENTS_ID}>
      <FormSection title={t('offers.form.documentsSection')}>
        {saved?.documents.length ? (
          <Text size="sm">
            {t('offers.form.documentsAttached')}{' '}
            <Anchor component={Link} to={`/tenders/${tender.id}/offers/${saved.id}/doc`}>
              {t('offers.form.documentsLink', { count: saved.documents.length })}
            </Anchor>
          </Text>
        ) : null}
        {may.documents ? (
          <>
            <Text size="sm">{t('offers.form.documentsHint')}</Text>
            <PendingDocuments uploads={uploads} />
          </>
        ) : (
          <Text size="sm">{t('offers.form.documentsClosed')}</Text>
        )}
      </FormSection>
    </Box>
  );
}

/**
 * The deadline and the form's buttons: cancel, withdraw, save, submit — each as the server
 * allows, withdrawing and submitting after their confirmations.
 */
export function OfferFormActions({ tender, flow }: { tender: TTender; flow: Flow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, status, may, onWithdraw, onSubmitOffer, cancelTo, confirming } = flow;
  const saveLabel = status === 'draft' ? t('offers.form.saveDraft') : t('offers.form.save');
  const submitLabel = may.submit
    ? status === 'withdrawn'
      ? t('offers.form.resubmit')
      : t('offers.form.submit')
    : null;
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Stack gap={0}>
        <Text size="sm">{t('offers.form.acceptingUntil', { deadline: formatDateTime(tender.offers_deadline) })}</Text>
        <DeadlineCountdown deadline={tender.offers_deadline} size="xs" />
      </Stack>
      <Group gap="sm" justify="flex-end" ml="auto">
        <Button variant="default" disabled={busy !== null} onClick={() => void navigate(cancelTo)}>
          {t('offers.form.cancel')}
        </Button>
        {may.withdraw ? (
          <Button
            variant="outline"
            color="red"
            onClick={onWithdraw}
            loading={busy === 'withdraw'}
            disabled={busy !== null}
          >
            {t('offers.actions.withdraw')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant={submitLabel ? 'default' : 'filled'}
          loading={busy === 'save'}
          disabled={busy !== null}
        >
          {saveLabel}
        </Button>
        {submitLabel ? (
          <Button
            onClick={onSubmitOffer}
            loading={busy === 'submit'}
            disabled={busy !== null}
            leftSection={<IconSend size={16} />}
          >
            {submitLabel}
          </Button>
        ) : null}
      </Group>
      <SubmitConfirmDialog
        terms={flow.submitTerms}
        opened={confirming === 'submit'}
        onConfirm={flow.onConfirmSubmit}
        onClose={flow.onCancelConfirm}
      />
      <WithdrawConfirmDialog
        tender={tender}
        opened={confirming === 'withdraw'}
        onConfirm={flow.onConfirmWithdraw}
        onClose={flow.onCancelConfirm}
      />
    </Group>
  );
}
