import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { documentUrl } from '@tt/contracts/documents';
import { CRITERION_LABELS } from '@tt/contracts/evaluation';
import type { TLot } from '@tt/contracts/lots';
import type { TLotComparison, TLotProposal, TProposalComparison, ZComparedOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { useChannelNames, type ChannelKind } from './channel-names';
import { countsTechnical, usedWeights } from './evaluation-summary';
import { MatchMark } from './match-mark';
import '../../../i18n/uk-offers';

export type TComparedOffer = z.infer<typeof ZComparedOffer>;

/** One offer on one lot: the whole offer's terms with the lot's figures and its standing there. */
export type TProposal = TComparedOffer & TLotProposal;

/** A lot's offers in the server's order (ranked first), each with its whole offer. */
export function proposalsOf(comparison: TProposalComparison, lot: TLotComparison): TProposal[] {
  return lot.items.flatMap((item) => {
    const offer = comparison.offers.find((o) => o.id === item.offer_id);
    return offer ? [{ ...offer, ...item }] : [];
  });
}

export type BestKey = keyof TLotComparison['best'];

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

/** «87.80» → «87,80»: points as people write them. */
export const formatPoints = (points: string) => points.replace('.', ',');

interface RowOptions {
  evaluation: TProposalComparison['evaluation'];
  /** What the technical score's cell offers besides the score (the bank's «Технічна оцінка» button). */
  technicalAction?: (p: TProposal) => ReactNode;
}

/**
 * The weighted evaluation's rows: each criterion's points with the formula under them (so a
 * person can check them by hand), the total «Бали», and the bank's technical score.
 */
function useScoreRows({ evaluation, technicalAction }: RowOptions): Row[] {
  const { t } = useTranslation();
  if (evaluation.method !== 'weighted') return [];
  const criteria: Row[] = usedWeights(evaluation).map(({ criterion, weight }) => ({
    key: `points-${criterion}`,
    label: t('offers.compare.criterion', { criterion: CRITERION_LABELS[criterion], weight }),
    cell: (p) => {
      const points = p.points?.find((c) => c.criterion === criterion);
      if (!points) return EMPTY_VALUE;
      return (
        <Stack gap={2}>
          <Text fw={600} inherit>
            {t('offers.compare.scoreOf', { points: formatPoints(points.points), weight: points.weight })}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {points.formula}
          </Text>
        </Stack>
      );
    },
  }));
  const rows: Row[] = [
    ...criteria,
    {
      key: 'score',
      label: t('offers.compare.score'),
      cell: (p) =>
        p.score === null ? (
          EMPTY_VALUE
        ) : (
          <Text fw={700} inherit>
            {formatPoints(p.score)}
          </Text>
        ),
    },
  ];
  if (countsTechnical(evaluation)) {
    rows.push({
      key: 'technical',
      label: t('offers.compare.technical'),
      cell: (p) => (
        <Stack gap={4} align="flex-start">
          {p.technical_score === null ? (
            <Text c="dimmed" inherit>
              {t('offers.compare.technicalNone')}
            </Text>
          ) : (
            <>
              <Text fw={600} inherit>
                {t('offers.compare.technicalValue', { score: p.technical_score })}
              </Text>
              {p.technical_note ? (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {p.technical_note}
                </Text>
              ) : null}
            </>
          )}
          {technicalAction?.(p)}
        </Stack>
      ),
    });
  }
  return rows;
}

/**
 * The comparison's rows: each figure of the offers on the lot, against the lot's requirement
 * where it has one; under a weighted evaluation its points come first.
 */
export function useComparisonRows(tender: TTender, lot: TLot | undefined, options: RowOptions): Row[] {
  const { t } = useTranslation();
  const names = useChannelNames();
  const scoreRows = useScoreRows(options);
  // A single-site tender's lot repeats its site; the tender stands in should the lot be missing.
  const site = lot ?? tender;
  const months = t('offers.values.months', { count: tender.contract_months });
  const mbps = (value: number) => t('offers.values.mbps', { value: value.toLocaleString('uk-UA') });

  const channelRow = (kind: ChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string): Row => ({
    key: kind,
    label,
    required: names.required(kind, site[field]),
    cell: (p) => <WithMark match={p.matches[kind]}>{names.offered(kind, p[field])}</WithMark>,
  });

  const rows: Row[] = [
    ...scoreRows,
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
      required: mbps(site.bandwidth_mbps),
      best: 'bandwidth_mbps',
      cell: (p) => <WithMark match={p.matches.bandwidth}>{mbps(p.bandwidth_mbps)}</WithMark>,
    },
    channelRow('physics', 'physics_id', t('offers.fields.physics')),
    channelRow('interface', 'interface_id', t('offers.fields.interface')),
    channelRow('protocol', 'protocol_id', t('offers.fields.protocol')),
    {
      key: 'connection',
      label: t('offers.fields.connectionDays'),
      required: t('offers.compare.connectionBy', { date: formatDate(site.connection_date) }),
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
