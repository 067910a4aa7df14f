import { useState } from 'react';
import { Alert, Button, DataList, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconPaperclip, IconPencil, IconSend, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { useSubmitOffer } from '../api/submit-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { useChannelNames } from './channel-names';
import { confirmWithdraw } from './confirm-withdraw';
import { MatchMark } from './match-mark';
import { offerActionError } from './offer-errors';
import { totalCost } from '@tt/contracts/money';
import { OfferEyebrow, PageHeader } from './page-header';
import { TenderRequirements } from './tender-requirements';

/** The offer card: every field, status, documents and, for its provider, what can be done next. */
export function OfferDetails({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  const names = useChannelNames();
  // Taking offers, as the server read the tender; the screen reads it again at the deadline.
  const accepting = tender.status === 'published';
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();
  const [actionError, setActionError] = useState<{ title: string; message: string } | null>(null);
  const allowed = offer.abilities;
  const deadline = formatDateTime(tender.offers_deadline);
  const total = totalCost(offer.monthly_price, offer.installation_price, tender.contract_months);
  const docsPath = `/tenders/${tender.id}/offers/${offer.id}/doc`;

  const doSubmit = () => {
    setActionError(null);
    submit.mutate(
      { id: offer.id, version: offer.version },
      {
        onSuccess: () =>
          showToast({
            severity: 'success',
            summary: t('offers.submit.done'),
            detail: t('offers.submit.doneText', { deadline }),
          }),
        onError: (error) => setActionError({ title: t('offers.submit.failed'), message: offerActionError(error) }),
      },
    );
  };

  const doWithdraw = () =>
    confirmWithdraw(tender, () => {
      setActionError(null);
      withdraw.mutate(
        { id: offer.id, version: offer.version },
        {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: t('offers.withdraw.done'),
              detail: t('offers.withdraw.doneText'),
            }),
          onError: (error) => setActionError({ title: t('offers.withdraw.failed'), message: offerActionError(error) }),
        },
      );
    });

  const busy = submit.isPending || withdraw.isPending;
  const actionButtons = [
    allowed.edit ? (
      <Button
        key="edit"
        variant="default"
        component={Link}
        to={`/tenders/offers/${offer.id}/edit`}
        leftSection={<IconPencil size={16} />}
        disabled={busy}
      >
        {t('offers.actions.edit')}
      </Button>
    ) : null,
    allowed.withdraw ? (
      <Button
        key="withdraw"
        variant="outline"
        color="red"
        onClick={doWithdraw}
        loading={withdraw.isPending}
        disabled={busy}
      >
        {t('offers.actions.withdraw')}
      </Button>
    ) : null,
    allowed.submit ? (
      <Button
        key="submit"
        onClick={doSubmit}
        loading={submit.isPending}
        disabled={busy}
        leftSection={<IconSend size={16} />}
      >
        {offer.status === 'withdrawn' ? t('offers.actions.resubmit') : t('offers.actions.submit')}
      </Button>
    ) : null,
  ].filter(Boolean);

  const stateNote = (() => {
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
  })();

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: `/tenders/${tender.id}`, label: t('offers.nav.toTender') }}
        eyebrow={<OfferEyebrow tenderNumber={tender.number} status={offer.status} />}
        title={t('offers.card.title', { organization: offer.organization.name })}
        subtitle={
          <>
            {t('offers.card.forTender')}{' '}
            <Text component={Link} to={`/tenders/${tender.id}`} c="brand.8" inherit td="underline">
              {tender.title}
            </Text>
          </>
        }
        actions={
          actionButtons.length ? (
            <Group gap="sm" role="group" aria-label={t('offers.actions.label')}>
              {actionButtons}
            </Group>
          ) : null
        }
      />

      {actionError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={actionError.title}
          role="alert"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setActionError(null)}
        >
          {actionError.message}
        </Alert>
      ) : null}
      {stateNote}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <CardSection title={t('offers.form.priceSection')}>
              <DataList labelWidth={260}>
                <DataField label={t('offers.fields.monthlyPrice')}>{formatMoney(offer.monthly_price)}</DataField>
                <DataField label={t('offers.fields.installationPrice')}>
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
            <CardSection title={t('offers.form.channelSection')}>
              <DataList labelWidth={260}>
                <DataField label={t('offers.fields.bandwidth')}>
                  <Group gap={6} component="span" display="inline-flex">
                    {t('offers.values.mbps', { value: offer.bandwidth_mbps.toLocaleString('uk-UA') })}
                    <MatchMark match={offer.bandwidth_mbps >= tender.bandwidth_mbps} />
                  </Group>
                </DataField>
                <DataField label={t('offers.fields.physics')}>{names.offered('physics', offer.physics_id)}</DataField>
                <DataField label={t('offers.fields.interface')}>
                  {names.offered('interface', offer.interface_id)}
                </DataField>
                <DataField label={t('offers.fields.protocol')}>
                  {names.offered('protocol', offer.protocol_id)}
                </DataField>
              </DataList>
            </CardSection>
            <CardSection title={t('offers.form.termsSection')}>
              <DataList labelWidth={260}>
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
                allowed.documents ? (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={docsPath}
                    leftSection={<IconPaperclip size={14} />}
                  >
                    {t('offers.card.manageDocuments')}
                  </Button>
                ) : null
              }
            >
              <DocumentPanel documents={offer.documents} uploadUrl={undefined} editable={false} onChanged={() => {}} />
            </CardSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <DataList orientation="vertical">
                <DataField label={t('offers.fields.submittedAt')}>
                  {offer.submitted_at
                    ? t('offers.values.kyivTime', { value: formatDateTime(offer.submitted_at) })
                    : t('offers.card.notSubmitted')}
                </DataField>
                <DataField label={t('offers.fields.updatedAt')}>{formatDateTime(offer.updated_at)}</DataField>
                <DataField label={t('offers.fields.createdAt')}>{formatDateTime(offer.created_at)}</DataField>
              </DataList>
            </Paper>
            <TenderRequirements
              tender={tender}
              offered={{
                bandwidth_mbps: offer.bandwidth_mbps,
                physics_id: offer.physics_id,
                interface_id: offer.interface_id,
                protocol_id: offer.protocol_id,
                contract_months: offer.contract_months,
              }}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
