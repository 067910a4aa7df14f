import { Alert, DataList, Paper, Stack, Text, Typography, useMatches } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fromKopiyky, kopiykyOf } from '@tt/contracts/money';
import type { TTender } from '@tt/contracts/tenders';
import { tenderDocumentsUploadUrl } from '../../../components/documents/document-api';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { FromLibraryButton } from '../../../components/library/library-picker';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { useChannels, useSession } from '../../../lib/use-session';
import { TenderCardLots } from './tender-card-lots';
import { EvaluationSummary } from './tender-evaluation';
import classes from './tender-details.module.css';
import '../../../i18n/uk-documents';
import '../../../i18n/uk-tenders';

/** The sections of the tender card (./tender-details.tsx). */

/** Labels above values on a phone, beside them from a tablet up. */
function useDataListLayout() {
  return useMatches({
    base: { orientation: 'vertical', labelWidth: 'auto' } as const,
    sm: { orientation: 'horizontal', labelWidth: 270 } as const,
  });
}

/** Why a cancelled or failed tender ended, when it did. */
export function TenderEndReason({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const reason = tender.status === 'cancelled' || tender.status === 'unsuccessful' ? tender.status_reason : null;
  if (!reason) return null;
  return (
    <Alert
      color={tender.status === 'cancelled' ? 'red' : 'grape'}
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={tender.status === 'cancelled' ? t('tenders.card.reasonCancelled') : t('tenders.card.reasonUnsuccessful')}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {reason}
      </Text>
    </Alert>
  );
}

export function TenderDescription({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('tenders.card.description')}>
      {tender.description ? (
        // Sanitised by the server (allow-list of tags and attributes) before it is stored.
        <Typography className={classes.description}>
          <div dangerouslySetInnerHTML={{ __html: tender.description }} />
        </Typography>
      ) : (
        <Text c="dimmed" size="sm">
          {t('tenders.card.noDescription')}
        </Text>
      )}
    </CardSection>
  );
}

/** The tender's documents: changed here when the server allows it, read-only otherwise. */
export function TenderDocuments({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = tender.abilities.documents;
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
    void queryClient.invalidateQueries({ queryKey: tenderKeys.history(tender.id) });
  };
  return (
    <CardSection title={t('documents.title')}>
      <Stack gap="sm">
        {editable ? (
          <Text size="xs" c="dimmed">
            {tender.status === 'draft'
              ? t('tenders.card.documentsHintDraft')
              : t('tenders.card.documentsHintPublished')}
          </Text>
        ) : null}
        <DocumentPanel
          documents={tender.documents}
          uploadUrl={editable ? tenderDocumentsUploadUrl(tender.id) : undefined}
          editable={editable}
          addActions={<FromLibraryButton tenderId={tender.id} />}
          onChanged={changed}
        />
      </Stack>
    </CardSection>
  );
}

/**
 * The lots' budgets together. Where some lots have none, the sum of those that have one, and
 * which lots it leaves out, rather than no figure at all.
 */
function LotsBudget({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const known = tender.lots.filter((lot) => lot.budget_monthly != null);
  if (known.length === 0) return EMPTY_VALUE;
  const sum = formatMoney(fromKopiyky(known.reduce((total, lot) => total + kopiykyOf(lot.budget_monthly!), 0n)));
  if (known.length === tender.lots.length) return sum;
  const without = tender.lots.filter((lot) => lot.budget_monthly == null).map((lot) => lot.position);
  return t('tenders.lots.budgetPartial', { sum, count: without.length, lots: without.join(', ') });
}

/**
 * Where the channel goes, what it must be, and on what terms; a tender of several lots lists
 * them instead of one site.
 */
export function TenderFacts({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const layout = useDataListLayout();
  const many = tender.lots.length > 1;
  return (
    <>
      {many ? <TenderCardLots tender={tender} /> : <TenderSite tender={tender} layout={layout} />}
      <CardSection title={t('tenders.card.terms')}>
        <DataList {...layout}>
          {many ? null : (
            <DataField label={t('tenders.fields.connectionDate')}>{formatDate(tender.connection_date)}</DataField>
          )}
          <DataField label={t('tenders.fields.contractMonths')}>
            {t('tenders.months', { count: tender.contract_months })}
          </DataField>
          {tender.budget_monthly !== undefined ? (
            <DataField label={many ? t('tenders.lots.budgetTotal') : t('tenders.fields.budget')}>
              {many ? <LotsBudget tender={tender} /> : formatMoney(tender.budget_monthly)}
            </DataField>
          ) : null}
          <DataField label={t('tenders.fields.minOffers')}>{tender.min_offers}</DataField>
          <DataField label={t('tenders.fields.evaluation')}>
            <EvaluationSummary evaluation={tender.evaluation} />
          </DataField>
          {tender.published_at ? (
            <DataField label={t('tenders.fields.publishedAt')}>{formatDateTime(tender.published_at)}</DataField>
          ) : null}
          <DataField label={t('tenders.fields.createdAt')}>{formatDateTime(tender.created_at)}</DataField>
        </DataList>
      </CardSection>
    </>
  );
}

/** The one site of a single-lot tender and its channel requirements. */
function TenderSite({ tender, layout }: { tender: TTender; layout: ReturnType<typeof useDataListLayout> }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const channels = useChannels();
  const regionName = regions?.find((r) => r.id === tender.region_id)?.name ?? EMPTY_VALUE;
  const channel = (kind: 'physics' | 'interface' | 'protocol', id: number | null) =>
    id === null ? t('tenders.anyValue') : (channels[kind]?.get(id) ?? EMPTY_VALUE);
  return (
    <>
      <CardSection title={t('tenders.card.site')}>
        <DataList {...layout}>
          <DataField label={t('tenders.fields.region')}>{regionName}</DataField>
          <DataField label={t('tenders.fields.branch')}>{tender.branch_name}</DataField>
          <DataField label={t('tenders.fields.address')}>{tender.address}</DataField>
        </DataList>
      </CardSection>
      <CardSection title={t('tenders.card.requirements')}>
        <DataList {...layout}>
          <DataField label={t('tenders.fields.bandwidth')}>
            {t('tenders.mbps', { value: tender.bandwidth_mbps.toLocaleString('uk-UA') })}
          </DataField>
          <DataField label={t('tenders.fields.physics')}>{channel('physics', tender.physics_id)}</DataField>
          <DataField label={t('tenders.fields.interface')}>{channel('interface', tender.interface_id)}</DataField>
          <DataField label={t('tenders.fields.protocol')}>{channel('protocol', tender.protocol_id)}</DataField>
        </DataList>
      </CardSection>
    </>
  );
}

/** The deadline in Kyiv time, counting down while offers are taken. */
export function TenderDeadline({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('tenders.fields.deadline')}
        </Text>
        <Text size="xl" fw={600}>
          {t('tenders.card.deadlineKyiv', { value: formatDateTime(tender.offers_deadline) })}
        </Text>
        {tender.status === 'published' ? <DeadlineCountdown deadline={tender.offers_deadline} size="sm" /> : null}
      </Stack>
    </Paper>
  );
}
