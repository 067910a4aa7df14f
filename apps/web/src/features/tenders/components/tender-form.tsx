import { lazy, Suspense, useId, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconCalendar, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { TTender } from '@tt/contracts/tenders';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormSection } from '../../../components/ui/form-section';
import { KyivDateTimePicker } from '../../../components/ui/kyiv-date-time-picker';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { VersionConflictAlert } from '../../../components/ui/version-conflict-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { kyivToday, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import { showToast } from '../../../lib/toasts';
import { useCan, useChannels, useSession } from '../../../lib/use-session';
import { useCreateTender } from '../api/create-tender';
import { usePublishTender } from '../api/publish-tender';
import { useUpdateTender } from '../api/update-tender';
import { KyivDatesProvider } from './kyiv-dates-provider';
import {
  ANY,
  EDITABLE_WHEN_PUBLISHED,
  EMPTY_TENDER_FORM,
  TENDER_FORM_FIELDS,
  formValuesToPayload,
  tenderToFormValues,
  validateTenderForm,
  type TenderFormField,
  type TenderFormValues,
} from './tender-form-values';

const DescriptionEditor = lazy(() => import('./description-editor'));

/** `22.11.2026` as typed in the date field (dayjs has no format parsing without a plugin). */
function parseUkDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (m) {
    const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    const d = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
}

type SubmitKind = 'save' | 'publish';

interface TenderFormProps {
  /** The tender being edited; absent when creating. */
  tender?: TTender;
  /** 409 version_conflict: loads the latest version (the form is then rebuilt with it). */
  onReloadLatest?: () => void;
  reloading?: boolean;
}

/** The tender form of /tenders/create and /tenders/{id}/edit. */
export function TenderForm({ tender, onReloadLatest, reloading }: TenderFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { regions, bankUser } = useSession();
  const channels = useChannels();
  const canPublishNew = useCan('tender.publish');
  const descriptionLabelId = useId();

  // The tender as last saved here: after "create" succeeds but "publish" fails, further saves edit it.
  const [saved, setSaved] = useState<TTender | undefined>(tender);
  const [failure, setFailure] = useState<{ message: string | null; conflict: boolean; publishing?: boolean } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState<SubmitKind | null>(null);

  const create = useCreateTender();
  const update = useUpdateTender();
  const publish = usePublishTender();

  const published = saved?.status === 'published';
  const withBudget = bankUser;
  const form = useForm<TenderFormValues>({
    initialValues: tender ? tenderToFormValues(tender) : EMPTY_TENDER_FORM,
    validate: (values) => validateTenderForm(values, withBudget),
  });

  const locked = (field: TenderFormField) => published && !EDITABLE_WHEN_PUBLISHED.includes(field);

  /** A shown "connection before the deadline" message goes as soon as a new deadline fixes it. */
  const changeDeadline = (value: string | null) => {
    form.setFieldValue('offers_deadline', value);
    if (form.errors.connection_date) form.validateField('connection_date');
  };

  const showFirstError = (errors: Record<string, unknown>) =>
    focusFirstError(TENDER_FORM_FIELDS, errors, descriptionLabelId);

  const showServerError = (error: unknown) => {
    const parsed = serverFormError(error, TENDER_FORM_FIELDS);
    if (parsed.code === 'version_conflict') {
      setFailure({ message: null, conflict: true });
      // The explanation is above the form; the person is at its buttons, at the bottom.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    form.setErrors(parsed.fields);
    setFailure({ message: parsed.message, conflict: false });
    if (Object.keys(parsed.fields).length) showFirstError(parsed.fields);
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const save = async (values: TenderFormValues): Promise<TTender> => {
    const body = formValuesToPayload(values, withBudget);
    if (saved) return update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } });
    return create.mutateAsync(body);
  };

  const run = async (kind: SubmitKind, values: TenderFormValues) => {
    setSubmitting(kind);
    setFailure(null);
    let stored: TTender;
    try {
      stored = await save(values);
      setSaved(stored);
    } catch (error) {
      showServerError(error);
      setSubmitting(null);
      return;
    }
    if (kind === 'publish') {
      try {
        stored = await publish.mutateAsync({ id: stored.id, version: stored.version, inlineErrors: true });
      } catch (error) {
        showServerError(error);
        const draftNumber = stored.number;
        setFailure((f) => {
          if (!f || f.conflict) return f;
          const note = tender ? null : t('tenders.form.publishedAfterSave', { number: draftNumber });
          return { ...f, publishing: true, message: [note, f.message].filter(Boolean).join('\n') || null };
        });
        setSubmitting(null);
        return;
      }
      showToast({
        severity: 'success',
        summary: t('tenders.publishConfirm.done'),
        detail: t('tenders.publishConfirm.doneText', { number: stored.number }),
      });
    } else {
      showToast({
        severity: 'success',
        summary: tender ? t('tenders.form.saved') : t('tenders.form.created'),
        detail: tender
          ? t('tenders.form.savedText', { number: stored.number })
          : t('tenders.form.createdText', { number: stored.number }),
      });
    }
    setSubmitting(null);
    void navigate(`/tenders/${stored.id}`);
  };

  const submitSave = form.onSubmit((values) => void run('save', values), showFirstError);

  const askPublish = () => {
    const result = form.validate();
    if (result.hasErrors) {
      showFirstError(result.errors);
      return;
    }
    const deadline = kyivWallTimeToIso(form.getValues().offers_deadline);
    modals.openConfirmModal({
      title: t('tenders.publishConfirm.title'),
      children: (
        <Text size="sm">
          {deadline
            ? t('tenders.publishConfirm.text', { deadline: formatDateTime(deadline) })
            : t('tenders.publishConfirm.textNoDeadline')}
        </Text>
      ),
      labels: { confirm: t('tenders.publishConfirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () => void run('publish', form.getValues()),
    });
  };

  const channelSelect = (kind: TChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string) => (
    <ChannelSelect
      label={label}
      channels={channels[kind]}
      empty={{ value: ANY, label: t('tenders.hints.any') }}
      disabled={locked(field)}
      {...form.getInputProps(field)}
      // Until the dictionary arrives the saved id has no label; show «Будь-яке» only for null.
      value={form.values[field]}
    />
  );

  const regionData = (regions ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const busy = submitting !== null;
  // A saved tender carries the server's answer; a new one may be published by whoever may publish.
  const showPublish = saved ? saved.abilities.publish : canPublishNew;

  return (
    <KyivDatesProvider>
      <form onSubmit={submitSave} noValidate>
        <Stack gap="lg">
          {failure?.conflict ? (
            <VersionConflictAlert
              title={t('tenders.conflict.title')}
              text={t('tenders.conflict.text')}
              onReloadLatest={onReloadLatest}
              reloading={reloading}
            />
          ) : null}
          <FormErrorAlert
            title={failure?.publishing ? t('tenders.form.publishFailed') : t('tenders.form.saveFailed')}
            message={failure?.message ?? null}
          />
          {published ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('tenders.form.publishedNote')}
            </Alert>
          ) : null}

          <FormSection title={t('tenders.form.mainSection')}>
            <TextInput
              label={t('tenders.fields.title')}
              placeholder={t('tenders.hints.titlePlaceholder')}
              required
              maxLength={200}
              disabled={locked('title')}
              {...form.getInputProps('title')}
            />
            <Input.Wrapper
              label={t('tenders.fields.description')}
              labelProps={{ id: descriptionLabelId }}
              description={t('tenders.hints.description')}
              error={form.errors.description}
            >
              <Suspense fallback={<Skeleton height={230} mt={4} />}>
                <DescriptionEditor
                  initialValue={form.values.description}
                  onChange={(html) => form.setFieldValue('description', html)}
                  labelId={descriptionLabelId}
                  invalid={Boolean(form.errors.description)}
                />
              </Suspense>
            </Input.Wrapper>
          </FormSection>

          <FormSection title={t('tenders.form.siteSection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('tenders.fields.region')}
                placeholder={t('tenders.hints.selectRegion')}
                data={regionData}
                searchable
                required
                disabled={locked('region_id')}
                {...form.getInputProps('region_id')}
              />
              <TextInput
                label={t('tenders.fields.branch')}
                required
                maxLength={200}
                disabled={locked('branch_name')}
                {...form.getInputProps('branch_name')}
              />
            </SimpleGrid>
            <TextInput
              label={t('tenders.fields.address')}
              required
              maxLength={300}
              disabled={locked('address')}
              {...form.getInputProps('address')}
            />
          </FormSection>

          <FormSection title={t('tenders.form.channelSection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <WholeNumberInput
                label={`${t('tenders.fields.bandwidth')}, ${t('tenders.fields.bandwidthUnit')}`}
                required
                min={1}
                max={100_000}
                thousandSeparator=" "
                disabled={locked('bandwidth_mbps')}
                unit={t('tenders.fields.bandwidthUnit')}
                unitWidth={64}
                {...form.getInputProps('bandwidth_mbps')}
              />
              {channelSelect('physics', 'physics_id', t('tenders.fields.physics'))}
              {channelSelect('interface', 'interface_id', t('tenders.fields.interface'))}
              {channelSelect('protocol', 'protocol_id', t('tenders.fields.protocol'))}
            </SimpleGrid>
          </FormSection>

          <FormSection title={t('tenders.form.termsSection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <KyivDateTimePicker
                label={t('tenders.fields.deadline')}
                description={t('tenders.hints.deadline')}
                placeholder={t('tenders.hints.pickDateTime')}
                required
                valueFormat="DD.MM.YYYY HH:mm"
                leftSection={<IconClock size={16} />}
                minDate={published ? undefined : kyivToday()}
                defaultTimeValue="17:00"
                clearable
                disabled={locked('offers_deadline')}
                submitButtonProps={{ 'aria-label': t('common.confirm') }}
                {...form.getInputProps('offers_deadline')}
                value={form.values.offers_deadline}
                onChange={changeDeadline}
              />
              <DateInput
                label={t('tenders.fields.connectionDate')}
                placeholder={t('tenders.hints.pickDate')}
                required
                valueFormat="DD.MM.YYYY"
                dateParser={parseUkDate}
                leftSection={<IconCalendar size={16} />}
                clearable
                disabled={locked('connection_date')}
                {...form.getInputProps('connection_date')}
              />
              <WholeNumberInput
                label={t('tenders.fields.contractMonths')}
                required
                min={1}
                max={120}
                disabled={locked('contract_months')}
                unit={t('tenders.fields.contractMonthsUnit')}
                {...form.getInputProps('contract_months')}
              />
              <NumberInput
                label={t('tenders.fields.minOffers')}
                required
                min={1}
                max={50}
                allowDecimal={false}
                allowNegative={false}
                disabled={locked('min_offers')}
                {...form.getInputProps('min_offers')}
              />
              {withBudget ? (
                <DecimalTextInput
                  label={t('tenders.fields.budget')}
                  description={t('tenders.hints.budget')}
                  unit="₴"
                  disabled={locked('budget_monthly')}
                  {...form.getInputProps('budget_monthly')}
                />
              ) : null}
            </SimpleGrid>
          </FormSection>

          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={busy}
              onClick={() => void navigate(saved ? `/tenders/${saved.id}` : '/tenders')}
            >
              {t('tenders.form.cancel')}
            </Button>
            <Button
              type="submit"
              variant={showPublish ? 'default' : 'filled'}
              loading={submitting === 'save'}
              disabled={busy}
            >
              {saved && saved.status !== 'draft' ? t('tenders.form.save') : t('tenders.form.saveDraft')}
            </Button>
            {showPublish ? (
              <Button onClick={askPublish} loading={submitting === 'publish'} disabled={busy}>
                {t('tenders.form.publish')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </KyivDatesProvider>
  );
}
