import { lazy, Suspense } from 'react';
import {
  Alert,
  Anchor,
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
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalendar, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import { kyivToday, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import { deadlineFarEnoughToPublish, formatLeadMinutes } from '@tt/contracts/tender-rules';
import { TENDER_TITLE_MAX, type TTender } from '@tt/contracts/tenders';
import { tenderDocumentsUploadUrl } from '../../../components/documents/document-api';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { FromLibraryButton } from '../../../components/library/library-picker';
import { PendingDocuments } from '../../../components/documents/pending-documents';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormSection } from '../../../components/ui/form-section';
import { KyivDatePickerInput } from '../../../components/ui/kyiv-date-picker-input';
import { KyivDateTimePicker } from '../../../components/ui/kyiv-date-time-picker';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { VersionConflictAlert } from '../../../components/ui/version-conflict-alert';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { useNow } from '../../../lib/use-now';
import { useChannels, useSession } from '../../../lib/use-session';
import { LotsToolbar } from './lot-import';
import { PublishConfirmDialog } from './tender-action-modals';
import { ANY } from './tender-form-values';
import { earliestConnection } from './tender-lot-values';
import { TenderLotsSection } from './tender-lots-section';
import type { useTenderFormFlow } from './use-tender-form-flow';
import '../../../i18n/uk-library';
import '../../../i18n/uk-tenders';

/** The sections of the tender form (./tender-form.tsx); what it does lives in ./use-tender-form-flow.tsx. */

type Flow = ReturnType<typeof useTenderFormFlow>;

const DescriptionEditor = lazy(() => import('../../../components/ui/rich-text-editor'));

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
        maxLength={TENDER_TITLE_MAX}
        // A title pasted longer than the limit is cut by the field: the count says so.
        description={t('tenders.form.titleCounter', { count: form.values.title.length, max: TENDER_TITLE_MAX })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
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

/**
 * Region, branch and address of the single site, with the way to more lots; or, once there are
 * several, the lots themselves.
 */
export function TenderSiteSection({ flow }: { flow: Flow }) {
  if (flow.lots.many) return <TenderLotsSection flow={flow} />;
  return <SingleSiteSection flow={flow} />;
}

function SingleSiteSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const { form, locked, published } = flow;
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
      {published ? null : <LotsToolbar lots={flow.lots} lotImport={flow.lotImport} />}
    </FormSection>
  );
}

/** Bandwidth and the three channel characteristics of the single site (each lot has its own). */
export function TenderChannelSection({ flow }: { flow: Flow }) {
  if (flow.lots.many) return null;
  return <SingleChannelSection flow={flow} />;
}

function SingleChannelSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const channels = useChannels();
  const { form, locked } = flow;
  const channelSelect = (kind: TChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string) => (
    <ChannelSelect
      kind={kind}
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

/**
 * Under the deadline: Kyiv time and the server's publishing lead; while the chosen deadline of a
 * tender still to be published (or published again with a new evaluation) is nearer than that,
 * a warning too (a draft may be saved with it, publishing is refused). Its own component: it
 * alone follows the clock.
 */
function DeadlineDescription({
  deadline,
  lead,
  published,
  republishing,
}: {
  deadline: string | null;
  lead: number | undefined;
  published: boolean;
  republishing: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  if ((published && !republishing) || !lead) return t('tenders.hints.deadline');
  const leadText = formatLeadMinutes(lead);
  const iso = kyivWallTimeToIso(deadline);
  const tooNear = iso !== null && !deadlineFarEnoughToPublish(iso, lead, now);
  return (
    <>
      {republishing
        ? t('tenders.hints.deadlineLeadRepublish', { lead: leadText })
        : t('tenders.hints.deadlineLead', { lead: leadText })}
      {tooNear ? (
        <span role="status" style={{ display: 'flex', gap: 4, marginTop: 4, color: 'var(--mantine-color-text)' }}>
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden style={{ flex: 'none' }} />
          <span>
            {republishing
              ? t('tenders.hints.deadlineTooNearRepublish', { lead: leadText })
              : t('tenders.hints.deadlineTooNear', { lead: leadText })}
          </span>
        </span>
      ) : null}
    </>
  );
}

/** Deadline, connection date, contract term, minimum offers and the budget (date and budget per lot when there are lots). */
export function TenderTermsSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { form, locked, published, republishing, changeDeadline, withBudget, lead } = flow;
  const single = !flow.lots.many;
  return (
    <FormSection title={t('tenders.form.termsSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KyivDateTimePicker
          label={t('tenders.fields.deadline')}
          description={
            <DeadlineDescription
              deadline={form.values.offers_deadline}
              lead={lead}
              published={published}
              republishing={republishing}
            />
          }
          placeholder={t('tenders.hints.pickDateTime')}
          required
          leftSection={<IconClock size={16} />}
          minDate={published ? undefined : kyivToday()}
          defaultTimeValue="17:00"
          clearable
          disabled={locked('offers_deadline')}
          {...form.getInputProps('offers_deadline')}
          value={form.values.offers_deadline}
          onChange={changeDeadline}
        />
        {single ? (
          <KyivDatePickerInput
            label={t('tenders.fields.connectionDate')}
            description={t('tenders.hints.connectionDate')}
            placeholder={t('tenders.hints.pickDate')}
            required
            leftSection={<IconCalendar size={16} />}
            minDate={published ? undefined : earliestConnection(form.values.offers_deadline)}
            clearable
            disabled={locked('connection_date')}
            {...form.getInputProps('connection_date')}
          />
        ) : null}
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
        {withBudget && single ? (
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

/**
 * The documents, in the form itself: a new tender's files wait for its first save and go up
 * right after it (a file that fails keeps the draft and is shown with a retry); a saved
 * tender's documents change at once, as on its card, when the server allows it.
 */
export function TenderDocumentsSection({ flow, tender }: { flow: Flow; tender?: TTender }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (tender) {
    const editable = tender.abilities.documents;
    return (
      <FormSection title={t('tenders.form.documentsSection')}>
        <Text size="xs" c="dimmed">
          {tender.status === 'draft' ? t('tenders.card.documentsHintDraft') : t('tenders.card.documentsHintPublished')}
        </Text>
        <DocumentPanel
          documents={tender.documents}
          uploadUrl={editable ? tenderDocumentsUploadUrl(tender.id) : undefined}
          editable={editable}
          addActions={<FromLibraryButton tenderId={tender.id} />}
          onChanged={() => {
            void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
            void queryClient.invalidateQueries({ queryKey: tenderKeys.history(tender.id) });
          }}
        />
      </FormSection>
    );
  }
  if (!flow.withPendingDocuments) return null;
  const failure = flow.filesFailure;
  return (
    <FormSection title={t('tenders.form.documentsSection')}>
      <Text size="xs" c="dimmed">
        {t('tenders.form.documentsHintNew')} {t('library.picker.afterSave')}
      </Text>
      {failure && flow.uploads.hasUnsent ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('tenders.form.filesFailedTitle', { number: failure.number })}
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">{t('tenders.form.filesFailedText')}</Text>
            {failure.publishing ? <Text size="sm">{t('tenders.form.filesFailedNotPublished')}</Text> : null}
            <Anchor component={Link} to={`/tenders/${failure.id}`} size="sm">
              {t('tenders.form.toTender', { number: failure.number })}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      <PendingDocuments uploads={flow.uploads} />
    </FormSection>
  );
}

/** Cancel, save, and publish when the server (or, for a new tender, the role) allows it. */
export function TenderFormActions({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { saved, submitting, showPublish, askPublish, publishDialog, cancelTo } = flow;
  const busy = submitting !== null;
  return (
    <Group justify="flex-end" gap="sm">
      <PublishConfirmDialog
        opened={publishDialog.opened}
        onClose={publishDialog.close}
        deadline={publishDialog.deadline}
        onPublish={publishDialog.confirm}
      />
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
