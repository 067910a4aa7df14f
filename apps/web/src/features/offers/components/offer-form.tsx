import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZOfferWrite, type TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormSection } from '../../../components/ui/form-section';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { VersionConflictAlert } from '../../../components/ui/version-conflict-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCreateOffer } from '../api/create-offer';
import { useSubmitOffer } from '../api/submit-offer';
import { useUpdateOffer } from '../api/update-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { useChannelNames, type ChannelKind } from './channel-names';
import { confirmWithdraw } from './confirm-withdraw';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { OfferClosedNotice } from './offer-closed-notice';
import { closedReasonOf, existingOfferId, isVersionConflict, type OfferClosedReason } from './offer-errors';
import {
  NOT_SET,
  OFFER_FORM_FIELDS,
  formValuesToPayload,
  newOfferValues,
  offerToFormValues,
  tidyMoney,
  validateOfferForm,
  type OfferFormValues,
} from './offer-form-values';
import { parseMoneyInput, totalCost } from '@tt/contracts/money';
import { TenderRequirements } from './tender-requirements';
import classes from './offers.module.css';

type Busy = 'save' | 'submit' | 'withdraw';

// Hints under the inputs, so inputs side by side line up whatever their hints' length.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

interface OfferFormProps {
  tender: TTender;
  /** The offer being edited; absent when creating. */
  offer?: TOffer;
  /** 409 version_conflict: loads the latest version (the form is then rebuilt with it). */
  onReloadLatest?: () => void;
  reloading?: boolean;
  /** The draft this form has just created (before it goes on to submit it). */
  onCreated?: (offer: TOffer) => void;
}

/** The offer form of /tenders/{order_id}/create-offer and /tenders/offers/{id}/edit. */
export function OfferForm({ tender, offer, onReloadLatest, reloading, onCreated }: OfferFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useChannelNames();
  // The offer as last saved here: after "create" succeeds but "submit" fails, further saves edit it.
  const [saved, setSaved] = useState<TOffer | undefined>(offer);
  const [failure, setFailure] = useState<{
    message: string | null;
    conflict: boolean;
    title: string;
    existingId?: number | null;
  } | null>(null);
  const [closed, setClosed] = useState<OfferClosedReason | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);

  const create = useCreateOffer();
  const update = useUpdateOffer();
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();

  const form = useForm<OfferFormValues>({
    initialValues: offer ? offerToFormValues(offer) : newOfferValues(tender),
    validate: validateOfferForm,
  });

  const status = saved?.status ?? 'draft';
  const submitted = status === 'submitted';
  // A saved offer carries the server's answer; a new one is a draft the tender lets this user make.
  const may = saved?.abilities ?? { submit: true, withdraw: false };

  const showFirstError = (errors: Record<string, unknown>) => focusFirstError(OFFER_FORM_FIELDS, errors);

  const showServerError = (error: unknown, title: string) => {
    const reason = closedReasonOf(error);
    if (reason) {
      setClosed(reason);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (isVersionConflict(error)) {
      setFailure({ message: null, conflict: true, title });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    const parsed = serverFormError(error, OFFER_FORM_FIELDS);
    form.setErrors(parsed.fields);
    setFailure({ message: parsed.message, conflict: false, title, existingId: existingOfferId(error) });
    if (Object.keys(parsed.fields).length) showFirstError(parsed.fields);
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const store = async (values: OfferFormValues): Promise<TOffer> => {
    // What the contract makes of the typed values («99,9» → «99.900», trimmed comment): the server reads the same.
    const payload = formValuesToPayload(values);
    const parsed = ZOfferWrite.safeParse(payload);
    const body = parsed.success ? parsed.data : payload;
    if (saved) return update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } });
    return create.mutateAsync({ tenderId: tender.id, body });
  };

  const finish = (result: TOffer, summary: string, detail: string) => {
    showToast({ severity: 'success', summary, detail });
    void navigate(`/tenders/offers/${result.id}`);
  };

  const run = async (kind: 'save' | 'submit', values: OfferFormValues) => {
    setBusy(kind);
    setFailure(null);
    let stored: TOffer;
    try {
      const creating = !saved;
      stored = await store(values);
      setSaved(stored);
      if (creating) onCreated?.(stored);
    } catch (error) {
      showServerError(error, t('offers.form.saveFailed'));
      setBusy(null);
      return;
    }
    if (kind === 'save') {
      setBusy(null);
      if (stored.status === 'submitted') {
        finish(
          stored,
          t('offers.form.updated'),
          t('offers.form.updatedText', { date: formatDateTime(stored.submitted_at) }),
        );
      } else {
        finish(stored, t('offers.form.savedDraft'), t('offers.form.savedDraftText'));
      }
      return;
    }
    try {
      stored = await submit.mutateAsync({ id: stored.id, version: stored.version });
      setSaved(stored);
    } catch (error) {
      showServerError(error, t('offers.form.submitFailed'));
      setBusy(null);
      return;
    }
    setBusy(null);
    finish(
      stored,
      t('offers.submit.done'),
      t('offers.submit.doneText', { deadline: formatDateTime(tender.offers_deadline) }),
    );
  };

  const onSave = form.onSubmit((values) => void run('save', values), showFirstError);

  const onSubmitOffer = () => {
    const result = form.validate();
    if (result.hasErrors) {
      showFirstError(result.errors);
      return;
    }
    void run('submit', form.getValues());
  };

  const onWithdraw = () => {
    if (!saved) return;
    const current = saved;
    confirmWithdraw(tender, () => {
      setBusy('withdraw');
      setFailure(null);
      withdraw.mutate(
        { id: current.id, version: current.version },
        {
          onSuccess: (result) => finish(result, t('offers.withdraw.done'), t('offers.withdraw.doneText')),
          onError: (error) => showServerError(error, t('offers.withdraw.failed')),
          onSettled: () => setBusy(null),
        },
      );
    });
  };

  const channelSelect = (kind: ChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string) => (
    <ChannelSelect
      label={label}
      channels={names.channels[kind]}
      empty={{ value: NOT_SET, label: t('offers.values.notSet') }}
      {...form.getInputProps(field)}
      // Until the dictionary arrives a saved id has no label; «Не вказано» shows only for null.
      value={form.values[field]}
    />
  );

  const moneyInput = (field: 'monthly_price' | 'installation_price', label: string, hint: string) => {
    const props = form.getInputProps(field);
    return (
      <DecimalTextInput
        label={label}
        description={hint}
        required
        autoComplete="off"
        unit="₴"
        {...props}
        onBlur={(event) => {
          form.setFieldValue(field, tidyMoney(event.currentTarget.value));
          (props.onBlur as ((e: unknown) => void) | undefined)?.(event);
        }}
      />
    );
  };

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
  const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));
  const refOrNull = (v: string) => (v === NOT_SET ? null : Number(v));

  const saveLabel = status === 'draft' ? t('offers.form.saveDraft') : t('offers.form.save');
  const submitLabel = may.submit
    ? status === 'withdrawn'
      ? t('offers.form.resubmit')
      : t('offers.form.submit')
    : null;

  const formElement = (
    <form onSubmit={onSave} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
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

            <FormSection title={t('offers.form.priceSection')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {moneyInput('monthly_price', t('offers.fields.monthlyPrice'), t('offers.hints.monthlyPrice'))}
                {moneyInput(
                  'installation_price',
                  t('offers.fields.installationPrice'),
                  t('offers.hints.installationPrice'),
                )}
              </SimpleGrid>
              <Switch
                label={t('offers.fields.vatIncluded')}
                description={t('offers.hints.vat')}
                {...form.getInputProps('vat_included', { type: 'checkbox' })}
              />
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

            <FormSection title={t('offers.form.channelSection')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <WholeNumberInput
                  label={t('offers.fields.bandwidthMbps')}
                  required
                  min={1}
                  max={100_000}
                  thousandSeparator=" "
                  unit={t('offers.values.mbpsUnit')}
                  unitWidth={64}
                  {...form.getInputProps('bandwidth_mbps')}
                />
                {channelSelect('physics', 'physics_id', t('offers.fields.physics'))}
                {channelSelect('interface', 'interface_id', t('offers.fields.interface'))}
                {channelSelect('protocol', 'protocol_id', t('offers.fields.protocol'))}
              </SimpleGrid>
            </FormSection>

            <FormSection title={t('offers.form.termsSection')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <WholeNumberInput
                  label={t('offers.fields.connectionDays')}
                  description={t('offers.hints.connectionDays')}
                  required
                  inputWrapperOrder={BELOW}
                  min={1}
                  max={365}
                  unit={t('offers.values.daysUnit')}
                  {...form.getInputProps('connection_days')}
                />
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
                <DecimalTextInput
                  label={t('offers.fields.sla')}
                  description={t('offers.hints.sla')}
                  required
                  inputWrapperOrder={BELOW}
                  autoComplete="off"
                  unit="%"
                  {...form.getInputProps('sla_availability')}
                />
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

            <Paper withBorder p="md">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconPaperclip size={18} style={{ flex: 'none', marginTop: 2 }} aria-hidden />
                <Text size="sm">
                  {saved ? (
                    <>
                      {t('offers.form.documentsHint')}{' '}
                      <Anchor component={Link} to={`/tenders/${tender.id}/offers/${saved.id}/doc`}>
                        {t('offers.form.documentsLink', { count: saved.documents.length })}
                      </Anchor>
                    </>
                  ) : (
                    t('offers.form.documentsAfterSave')
                  )}
                </Text>
              </Group>
            </Paper>

            <Group justify="space-between" gap="sm" align="center">
              <Stack gap={0}>
                <Text size="sm">
                  {t('offers.form.acceptingUntil', { deadline: formatDateTime(tender.offers_deadline) })}
                </Text>
                <DeadlineCountdown deadline={tender.offers_deadline} size="xs" />
              </Stack>
              <Group gap="sm" justify="flex-end" ml="auto">
                <Button
                  variant="default"
                  disabled={busy !== null}
                  onClick={() => void navigate(saved ? `/tenders/offers/${saved.id}` : `/tenders/${tender.id}`)}
                >
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
            </Group>
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
    </form>
  );

  if (closed) return <OfferClosedNotice reason={closed} tender={tender} offerId={saved?.id} />;
  return formElement;
}
