import {
  Alert,
  Anchor,
  Button,
  DataList,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
  useMatches,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconArrowLeft,
  IconBan,
  IconCircleCheck,
  IconClockPlus,
  IconHistory,
  IconInfoCircle,
  IconMoodEmpty,
  IconPencil,
  IconSend,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTender } from '@tt/contracts/tenders';
import { tenderDocumentsUploadUrl } from '../../../components/documents/document-api';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { formatDate, formatDateTime, formatMoney, EMPTY_VALUE } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useChannels, useSession } from '../../../lib/use-session';
import { usePublishTender } from '../api/publish-tender';
import { tenderKeys } from '../../../lib/tenders/tender-keys';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { KyivDatesProvider } from './kyiv-dates-provider';
import {
  CancelTenderModal,
  CompleteTenderModal,
  ExtendDeadlineModal,
  UnsuccessfulTenderModal,
} from './tender-action-modals';
import { BankOffersPanel, OwnOfferPanel } from './tender-offer-panels';
import { TenderQuestions } from './tender-questions';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import classes from './tender-details.module.css';

/** The tender card: every field the viewer may see, the deadline, sealed offers count, actions. */
export function TenderDetails({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const { bankUser, regions } = useSession();
  const channels = useChannels();
  const publish = usePublishTender();
  const queryClient = useQueryClient();
  // Labels above values on a phone, beside them from a tablet up.
  const dataListLayout = useMatches({
    base: { orientation: 'vertical', labelWidth: 'auto' } as const,
    sm: { orientation: 'horizontal', labelWidth: 270 } as const,
  });
  const [extendOpened, extendModal] = useDisclosure(false);
  const [cancelOpened, cancelModal] = useDisclosure(false);
  const [completeOpened, completeModal] = useDisclosure(false);
  const [unsuccessfulOpened, unsuccessfulModal] = useDisclosure(false);
  // What this user may do with the tender now: the server's answer, read again at the deadline.
  const allowed = tender.abilities;
  const documentsEditable = allowed.documents;
  const documentsChanged = () => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tender.id) });
    void queryClient.invalidateQueries({ queryKey: tenderKeys.history(tender.id) });
  };

  const regionName = regions?.find((r) => r.id === tender.region_id)?.name ?? EMPTY_VALUE;
  const channel = (kind: 'physics' | 'interface' | 'protocol', id: number | null) =>
    id === null ? t('tenders.anyValue') : (channels[kind]?.get(id) ?? EMPTY_VALUE);
  const reason = tender.status === 'cancelled' || tender.status === 'unsuccessful' ? tender.status_reason : null;

  const confirmPublish = () =>
    modals.openConfirmModal({
      title: t('tenders.publishConfirm.title'),
      children: (
        <Text size="sm">{t('tenders.publishConfirm.text', { deadline: formatDateTime(tender.offers_deadline) })}</Text>
      ),
      labels: { confirm: t('tenders.publishConfirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        publish.mutate(
          { id: tender.id, version: tender.version },
          {
            onSuccess: (updated) =>
              showToast({
                severity: 'success',
                summary: t('tenders.publishConfirm.done'),
                detail: t('tenders.publishConfirm.doneText', { number: updated.number }),
              }),
          },
        ),
    });

  const actionButtons = [
    allowed.edit ? (
      <Button
        key="edit"
        variant="default"
        component={Link}
        to={`/tenders/${tender.id}/edit`}
        leftSection={<IconPencil size={16} />}
      >
        {t('tenders.actions.edit')}
      </Button>
    ) : null,
    allowed.extend ? (
      <Button key="extend" variant="default" onClick={extendModal.open} leftSection={<IconClockPlus size={16} />}>
        {t('tenders.actions.extend')}
      </Button>
    ) : null,
    allowed.complete ? (
      <Button key="complete" color="green" onClick={completeModal.open} leftSection={<IconCircleCheck size={16} />}>
        {t('tenders.actions.complete')}
      </Button>
    ) : null,
    allowed.unsuccessful ? (
      <Button
        key="unsuccessful"
        variant="light"
        color="grape"
        onClick={unsuccessfulModal.open}
        leftSection={<IconMoodEmpty size={16} />}
      >
        {t('tenders.actions.unsuccessful')}
      </Button>
    ) : null,
    allowed.cancel ? (
      <Button key="cancel" variant="light" color="red" onClick={cancelModal.open} leftSection={<IconBan size={16} />}>
        {t('tenders.actions.cancel')}
      </Button>
    ) : null,
    allowed.publish ? (
      <Button key="publish" onClick={confirmPublish} loading={publish.isPending} leftSection={<IconSend size={16} />}>
        {t('tenders.actions.publish')}
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/tenders" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.backToList')}
          </Anchor>
          {allowed.history ? (
            <Anchor component={Link} to={`/tenders/${tender.id}/history`} size="sm">
              <IconHistory size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.actions.history')}
            </Anchor>
          ) : null}
        </Group>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 420px', minWidth: 0 }}>
            <Group gap="sm">
              <Text c="dimmed" fw={500}>
                {tender.number}
              </Text>
              <TenderStatusBadge status={tender.status} size="lg" />
            </Group>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {tender.title}
            </Title>
          </Stack>
          {actionButtons.length ? (
            <Group gap="sm" role="group" aria-label={t('tenders.actions.label')}>
              {actionButtons}
            </Group>
          ) : null}
        </Group>
      </Stack>

      {reason ? (
        <Alert
          color={tender.status === 'cancelled' ? 'red' : 'grape'}
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={
            tender.status === 'cancelled' ? t('tenders.card.reasonCancelled') : t('tenders.card.reasonUnsuccessful')
          }
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {reason}
          </Text>
        </Alert>
      ) : null}

      <Grid gap="lg">
        {/* On a phone the deadline and the offer panel come first: they are what a visitor acts on. */}
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
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
            <CardSection title={t('documents.title')}>
              <Stack gap="sm">
                {documentsEditable ? (
                  <Text size="xs" c="dimmed">
                    {tender.status === 'draft'
                      ? t('tenders.card.documentsHintDraft')
                      : t('tenders.card.documentsHintPublished')}
                  </Text>
                ) : null}
                <DocumentPanel
                  documents={tender.documents}
                  uploadUrl={documentsEditable ? tenderDocumentsUploadUrl(tender.id) : undefined}
                  editable={documentsEditable}
                  onChanged={documentsChanged}
                />
              </Stack>
            </CardSection>
            <CardSection title={t('tenders.card.site')}>
              <DataList {...dataListLayout}>
                <DataField label={t('tenders.fields.region')}>{regionName}</DataField>
                <DataField label={t('tenders.fields.branch')}>{tender.branch_name}</DataField>
                <DataField label={t('tenders.fields.address')}>{tender.address}</DataField>
              </DataList>
            </CardSection>
            <CardSection title={t('tenders.card.requirements')}>
              <DataList {...dataListLayout}>
                <DataField label={t('tenders.fields.bandwidth')}>
                  {t('tenders.mbps', { value: tender.bandwidth_mbps.toLocaleString('uk-UA') })}
                </DataField>
                <DataField label={t('tenders.fields.physics')}>{channel('physics', tender.physics_id)}</DataField>
                <DataField label={t('tenders.fields.interface')}>{channel('interface', tender.interface_id)}</DataField>
                <DataField label={t('tenders.fields.protocol')}>{channel('protocol', tender.protocol_id)}</DataField>
              </DataList>
            </CardSection>
            <CardSection title={t('tenders.card.terms')}>
              <DataList {...dataListLayout}>
                <DataField label={t('tenders.fields.connectionDate')}>{formatDate(tender.connection_date)}</DataField>
                <DataField label={t('tenders.fields.contractMonths')}>
                  {t('tenders.months', { count: tender.contract_months })}
                </DataField>
                {tender.budget_monthly !== undefined ? (
                  <DataField label={t('tenders.fields.budget')}>{formatMoney(tender.budget_monthly)}</DataField>
                ) : null}
                <DataField label={t('tenders.fields.minOffers')}>{tender.min_offers}</DataField>
                {tender.published_at ? (
                  <DataField label={t('tenders.fields.publishedAt')}>{formatDateTime(tender.published_at)}</DataField>
                ) : null}
                <DataField label={t('tenders.fields.createdAt')}>{formatDateTime(tender.created_at)}</DataField>
              </DataList>
            </CardSection>
            {tender.status !== 'draft' ? <TenderQuestions tender={tender} /> : null}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('tenders.fields.deadline')}
                </Text>
                <Text size="xl" fw={600}>
                  {t('tenders.card.deadlineKyiv', { value: formatDateTime(tender.offers_deadline) })}
                </Text>
                {tender.status === 'published' ? (
                  <DeadlineCountdown deadline={tender.offers_deadline} size="sm" />
                ) : null}
              </Stack>
            </Paper>
            {bankUser && tender.status !== 'draft' ? <BankOffersPanel tender={tender} /> : null}
            {!bankUser ? <OwnOfferPanel tender={tender} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>

      {allowed.extend ? (
        <KyivDatesProvider>
          <ExtendDeadlineModal tender={tender} opened={extendOpened} onClose={extendModal.close} />
        </KyivDatesProvider>
      ) : null}
      {allowed.cancel ? <CancelTenderModal tender={tender} opened={cancelOpened} onClose={cancelModal.close} /> : null}
      {allowed.complete ? (
        <CompleteTenderModal tender={tender} opened={completeOpened} onClose={completeModal.close} />
      ) : null}
      {allowed.unsuccessful ? (
        <UnsuccessfulTenderModal tender={tender} opened={unsuccessfulOpened} onClose={unsuccessfulModal.close} />
      ) : null}
    </Stack>
  );
}
