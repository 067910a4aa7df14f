import type { ReactNode } from 'react';
import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_STATUS_LABELS, type TTender } from '@tt/contracts/tenders';
import { EMPTY_VALUE, formatDate, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useChannelNames } from './channel-names';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { MatchMark } from './match-mark';
import '../../../i18n/uk-offers';

/** What the provider currently offers, for the ✓ / ✗ beside each requirement. */
export interface OfferedChannel {
  bandwidth_mbps: number | null;
  physics_id: number | null;
  interface_id: number | null;
  protocol_id: number | null;
  contract_months: number | null;
}

function Row({ label, value, mark }: { label: string; value: ReactNode; mark?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" align="center">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {mark}
      </Group>
    </Stack>
  );
}

const channelMatch = (required: number | null, offered: number | null | undefined) =>
  required === null ? null : offered === required;

/** A single site's requirements, each with whether the offer meets it. */
function SiteRequirements({ tender, offered }: { tender: TTender; offered?: OfferedChannel }) {
  const { t } = useTranslation();
  const names = useChannelNames();
  return (
    <>
      <Row
        label={t('offers.fields.bandwidth')}
        value={t('offers.values.mbps', { value: tender.bandwidth_mbps.toLocaleString('uk-UA') })}
        mark={offered?.bandwidth_mbps ? <MatchMark match={offered.bandwidth_mbps >= tender.bandwidth_mbps} /> : null}
      />
      <Row
        label={t('offers.fields.physics')}
        value={names.required('physics', tender.physics_id)}
        mark={
          offered && tender.physics_id !== null ? (
            <MatchMark match={channelMatch(tender.physics_id, offered.physics_id)} />
          ) : null
        }
      />
      <Row
        label={t('offers.fields.interface')}
        value={names.required('interface', tender.interface_id)}
        mark={
          offered && tender.interface_id !== null ? (
            <MatchMark match={channelMatch(tender.interface_id, offered.interface_id)} />
          ) : null
        }
      />
      <Row
        label={t('offers.fields.protocol')}
        value={names.required('protocol', tender.protocol_id)}
        mark={
          offered && tender.protocol_id !== null ? (
            <MatchMark match={channelMatch(tender.protocol_id, offered.protocol_id)} />
          ) : null
        }
      />
      <Row label={t('offers.requirements.connectionDate')} value={formatDate(tender.connection_date)} />
    </>
  );
}

/** The tender's requirements beside the offer form: what is asked, by when, and whether the offer meets it. */
export function TenderRequirements({ tender, offered }: { tender: TTender; offered?: OfferedChannel }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const region = regions?.find((r) => r.id === tender.region_id)?.name ?? EMPTY_VALUE;
  const accepting = tender.status === 'published';
  // Several lots: each lot states its own site and channel where the offer answers it.
  const several = tender.lots.length > 1;

  return (
    <Paper withBorder p="lg" component="aside" aria-labelledby="tender-requirements-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="tender-requirements-title">
          {t('offers.requirements.title')}
        </Title>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {tender.number} · {TENDER_STATUS_LABELS[tender.status]}
          </Text>
          <Anchor component={Link} to={`/tenders/${tender.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {tender.title}
          </Anchor>
          {several ? null : (
            <Text size="sm" c="dimmed">
              {region}, {tender.address}
            </Text>
          )}
        </Stack>
        <Divider />
        {several ? (
          <Row label={t('offers.lots.tenderLots')} value={t('offers.lots.count', { count: tender.lots.length })} />
        ) : (
          <SiteRequirements tender={tender} offered={offered} />
        )}
        <Row
          label={t('offers.fields.contractMonths')}
          value={t('offers.values.months', { count: tender.contract_months })}
          mark={
            offered?.contract_months ? <MatchMark match={offered.contract_months === tender.contract_months} /> : null
          }
        />
        <Divider />
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('offers.requirements.deadline')}
          </Text>
          <Text fw={600}>{t('offers.values.kyivTime', { value: formatDateTime(tender.offers_deadline) })}</Text>
          {accepting ? <DeadlineCountdown deadline={tender.offers_deadline} size="sm" /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
