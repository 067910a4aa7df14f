import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentUrl } from '@tt/contracts/documents';
import type { TProposal, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { useChannelNames, type ChannelKind } from './channel-names';
import { MatchMark } from './match-mark';
import '../../../i18n/uk-offers';

export type BestKey = keyof TProposalComparison['best'];

export interface Row {
  key: string;
  label: string;
  /** The tender's requirement, under the label. */
  required?: string;
  /** Which `best` list marks the best cells of this row. */
  best?: BestKey;
  cell: (p: TProposal) => ReactNode;
}

function WithMark({ children, match }: { children: ReactNode; match: boolean | null }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <span>{children}</span>
      {match === null ? null : <MatchMark match={match} />}
    </Group>
  );
}

/** The comparison's rows: each figure of the offers, against the tender's requirement where it has one. */
export function useComparisonRows(tender: TTender): Row[] {
  const { t } = useTranslation();
  const names = useChannelNames();
  const months = t('offers.values.months', { count: tender.contract_months });
  const mbps = (value: number) => t('offers.values.mbps', { value: value.toLocaleString('uk-UA') });

  const channelRow = (kind: ChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string): Row => ({
    key: kind,
    label,
    required: names.required(kind, tender[field]),
    cell: (p) => <WithMark match={p.matches[kind]}>{names.offered(kind, p[field])}</WithMark>,
  });

  const rows: Row[] = [
    {
      key: 'monthly',
      label: t('offers.fields.monthlyPrice'),
      best: 'monthly_price',
      cell: (p) => formatMoney(p.monthly_price),
    },
    {
      key: 'installation',
      label: t('offers.fields.installationPrice'),
      best: 'installation_price',
      cell: (p) => formatMoney(p.installation_price),
    },
    {
      key: 'total',
      label: t('offers.compare.total', { months }),
      best: 'total_cost',
      cell: (p) => (
        <Text fw={700} inherit>
          {formatMoney(p.total_cost)}
        </Text>
      ),
    },
    {
      key: 'perMbps',
      label: t('offers.compare.perMbps'),
      best: 'uah_per_mbps_month',
      cell: (p) => formatMoney(p.uah_per_mbps_month),
    },
    {
      key: 'vat',
      label: t('offers.fields.vat'),
      cell: (p) => (p.vat_included ? t('offers.values.withVat') : t('offers.values.withoutVat')),
    },
    {
      key: 'bandwidth',
      label: t('offers.fields.bandwidth'),
      required: mbps(tender.bandwidth_mbps),
      best: 'bandwidth_mbps',
      cell: (p) => <WithMark match={p.matches.bandwidth}>{mbps(p.bandwidth_mbps)}</WithMark>,
    },
    channelRow('physics', 'physics_id', t('offers.fields.physics')),
    channelRow('interface', 'interface_id', t('offers.fields.interface')),
    channelRow('protocol', 'protocol_id', t('offers.fields.protocol')),
    {
      key: 'connection',
      label: t('offers.fields.connectionDays'),
      required: t('offers.compare.connectionBy', { date: formatDate(tender.connection_date) }),
      best: 'connection_days',
      cell: (p) => (
        <WithMark match={p.matches.connection_date}>{t('offers.values.days', { count: p.connection_days })}</WithMark>
      ),
    },
    {
      key: 'contract',
      label: t('offers.fields.contractMonths'),
      required: months,
      cell: (p) => (
        <WithMark match={p.matches.contract_months}>{t('offers.values.months', { count: p.contract_months })}</WithMark>
      ),
    },
    {
      key: 'sla',
      label: t('offers.fields.sla'),
      best: 'sla_availability',
      cell: (p) => formatPercent(p.sla_availability),
    },
    {
      key: 'documents',
      label: t('offers.compare.documents'),
      cell: (p) =>
        p.documents.length ? (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {p.documents.map((d) => (
              <li key={d.id}>
                <Anchor href={documentUrl(d.id)} download={d.file_name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {d.file_name}
                </Anchor>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" inherit>
            {t('offers.compare.noDocuments')}
          </Text>
        ),
    },
    {
      key: 'comment',
      label: t('offers.fields.comment'),
      cell: (p) =>
        p.comment ? (
          <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {p.comment}
          </Text>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'submitted', label: t('offers.fields.submittedAt'), cell: (p) => formatDateTime(p.submitted_at) },
  ];
  return rows;
}
