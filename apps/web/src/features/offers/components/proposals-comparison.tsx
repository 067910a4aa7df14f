import type { CSSProperties, ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconStarFilled, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { documentUrl } from '@tt/contracts/documents';
import type { TProposal, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { useChannelNames, type ChannelKind } from './channel-names';
import { MatchMark } from './match-mark';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import classes from './proposals.module.css';

type BestKey = keyof TProposalComparison['best'];

interface Row {
  key: string;
  label: string;
  /** The tender's requirement, under the label. */
  required?: string;
  /** Which `best` list marks the best cells of this row. */
  best?: BestKey;
  cell: (p: TProposal) => ReactNode;
}

interface ProposalsComparisonProps {
  comparison: TProposalComparison;
  tender: TTender;
  /** Shown under a column's heading when the offer may be awarded now. */
  onAward?: (proposal: TProposal) => void;
}

function BestBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="green"
      variant="light"
      size="sm"
      radius="sm"
      tt="none"
      leftSection={<IconStarFilled size={10} aria-hidden />}
    >
      {t('offers.compare.best')}
    </Badge>
  );
}

function WithMark({ children, match }: { children: ReactNode; match: boolean | null }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <span>{children}</span>
      {match === null ? null : <MatchMark match={match} />}
    </Group>
  );
}

/**
 * Offers side by side (columns) against the tender's requirements (the sticky first column).
 * The best value of each figure is tinted and carries a «Найкраще» badge, so it reads without
 * colour; match marks are ✓ / ✗ with words for screen readers.
 */
export function ProposalsComparison({ comparison, tender, onAward }: ProposalsComparisonProps) {
  const { t } = useTranslation();
  const names = useChannelNames();
  const { items, best } = comparison;
  // With one offer, or when every offer ties, "best" tells nothing.
  const isBest = (key: BestKey, id: number) =>
    items.length > 1 && best[key].length < items.length && best[key].includes(id);
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

  return (
    <div className={classes.scroller} role="region" aria-label={t('offers.compare.regionLabel')} tabIndex={0}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        tabularNums
        // Offer columns keep a readable width; more offers scroll sideways (proposals.module.css).
        style={{ '--offers': items.length } as CSSProperties}
      >
        <Table.Caption>{t('offers.compare.caption', { count: items.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={clsx(classes.rowHead, classes.colHead)}>
              {t('offers.compare.figure')}
            </Table.Th>
            {items.map((p) => (
              <Table.Th key={p.id} scope="col" className={clsx(classes.colHead, p.status === 'won' && classes.winner)}>
                <Stack gap={6} align="flex-start">
                  <Anchor component={Link} to={`/tenders/offers/${p.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.organization.name}
                  </Anchor>
                  <Group gap={6}>
                    <OfferStatusBadge status={p.status} />
                    {p.status === 'won' ? (
                      <IconTrophy size={16} color="var(--mantine-color-green-8)" aria-hidden />
                    ) : null}
                  </Group>
                  {onAward && p.status === 'submitted' ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="green"
                      leftSection={<IconTrophy size={14} />}
                      onClick={() => onAward(p)}
                      aria-label={t('offers.award.actionFor', { organization: p.organization.name })}
                    >
                      {t('offers.award.action')}
                    </Button>
                  ) : null}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" className={classes.rowHead}>
                <Text size="sm" fw={500}>
                  {row.label}
                </Text>
                {row.required ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    {t('offers.compare.required', { value: row.required })}
                  </Text>
                ) : null}
              </Table.Th>
              {items.map((p) => {
                const top = row.best ? isBest(row.best, p.id) : false;
                return (
                  <Table.Td key={p.id} className={clsx(top && classes.best)} data-best={top || undefined}>
                    <Stack gap={4} align="flex-start">
                      <div>{row.cell(p)}</div>
                      {top ? <BestBadge /> : null}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
