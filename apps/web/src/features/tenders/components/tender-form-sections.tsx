import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Input, NumberInput, Select, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import { kyivToday } from '@tt/contracts/kyiv-time';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormSection } from '../../../components/ui/form-section';
import { KyivDateTimePicker } from '../../../components/ui/kyiv-date-time-picker';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { VersionConflictAlert } from '../../../components/ui/version-conflict-alert';
import { useChannels, useSession } from '../../../lib/use-session';
import { ANY } from './tender-form-values';
import type { useTenderFormFlow } from './use-tender-form-flow';

/** The sections of the tender form (./tender-form.tsx); what it does lives in ./use-tender-form-flow.tsx. */

type Flow = ReturnType<typeof useTenderFormFlow>;

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

/** Why the last save or publication failed, and what publishing has frozen. */
export function TenderFormNotes({
  flow,
  onReloadLatest,
  reloading,
}: {
  flow: Flow;
  onReloadLatest?: () => void;
  reloading?: boolean;
}) {
  const { t } = useTranslation();
  const { failure, published } = flow;
  return (
    <>
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
    </>
  );
}

/** Title and description. */
export function TenderMainSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { form, locked, descriptionLabelId } = flow;
  return (
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
  );
}

/** Region, branch and address. */
export function TenderSiteSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const { form, locked } = flow;
  const regionData = (regions ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
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
  );
}

/** Bandwidth and the three channel characteristics. */
export function TenderChannelSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const channels = useChannels();
  const { form, locked } = flow;
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

  return (
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
  );
}

/** Deadline, connection date, contract term, minimum offers and the budget. */
export function TenderTermsSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { form, locked, published, changeDeadline, withBudget } = flow;
  return (
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
  );
}

/** Cancel, save, and publish when the server (or, for a new tender, the role) allows it. */
export function TenderFormActions({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { saved, submitting, showPublish, askPublish, cancelTo } = flow;
  const busy = submitting !== null;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" disabled={busy} onClick={() => void navigate(cancelTo)}>
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
  );
}
