import type { CSSProperties } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconStarFilled, IconTrophy, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { TLotComparison, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import classes from './proposals.module.css';
import { proposalsOf, useComparisonRows, type BestKey, type Row, type TProposal } from './comparison-rows';
import '../../../i18n/uk-offers';

/** The table's column widths (proposals.module.css) and what the page around it takes. */
const FIRST_COL = 220;
const OFFER_COL = 200;
const PAGE_CHROME = 64;

/**
 * Where the offers come as cards, one under another: on a phone (below Mantine's `sm`, 768 px)
 * and wherever the table of this many offers would not fit, so nothing ever scrolls sideways.
 */
export function cardsQuery(offers: number): string {
  const tableWidth = FIRST_COL + offers * OFFER_COL + PAGE_CHROME;
  return `(max-width: ${Math.max(768, tableWidth) - 0.02}px)`;
}

interface ProposalsComparisonProps {
  comparison: TProposalComparison;
  /** The lot compared (a single-site tender's one lot). */
  lot: TLotComparison;
  tender: TTender;
  /** Shown under an offer's name when the offer may be awarded now. */
  onAward?: (proposal: TProposal) => void;
  /** The bank's «Технічна оцінка» of an offer, where it may be given now. */
  onScore?: (proposal: TProposal) => void;
  /** Whether an offer's score may still change; any submitted one by default. */
  canScore?: (proposal: TProposal) => boolean;
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

/** Whether the offer meets every requirement, as the server judged it; in words, not colour only. */
function ComplianceBadge({ proposal }: { proposal: TProposal }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={proposal.compliant ? 'green' : 'red'}
      variant="light"
      size="sm"
      radius="sm"
      tt="none"
      leftSection={proposal.compliant ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {proposal.compliant ? t('offers.compare.compliant') : t('offers.compare.notCompliant')}
    </Badge>
  );
}

/** The offer's place in the lot's ranking; only compliant offers are ranked. */
function RankBadge({ rank }: { rank: number | null }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={rank === 1 ? 'brand' : 'gray'}
      variant={rank === 1 ? 'filled' : 'light'}
      size="sm"
      radius="sm"
      tt="none"
    >
      {rank === null ? t('offers.compare.outOfRanking') : t('offers.compare.rank', { rank })}
    </Badge>
  );
}

/** How the column of an offer is headed and what it offers, the same in the table and the cards. */
interface HeadingOptions {
  onAward?: (proposal: TProposal) => void;
  /** The award button's accessible name: the organisation, and the lot when there are several. */
  awardName: (proposal: TProposal) => string;
  /** Whether the rank stands under the name (several lots or a weighted evaluation). */
  showRank: boolean;
  isWinner: (proposal: TProposal) => boolean;
  /** A card's heading level: below the lot's heading when there are several lots. */
  level: 2 | 3;
}

interface OfferHeadingProps {
  proposal: TProposal;
  options: HeadingOptions;
  /** The id of a heading around the name (a card's); the table's column header needs none. */
  headingId?: string;
}

/** An offer's name, status, rank, compliance and, when it may be chosen now, the award button. */
function OfferHeading({ proposal: p, options, headingId }: OfferHeadingProps) {
  const { t } = useTranslation();
  const { onAward, awardName, showRank, isWinner, level } = options;
  const name = (
    <Anchor
      component={Link}
      to={`/tenders/offers/${p.id}`}
      fw={600}
      inherit={Boolean(headingId)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {p.organization.name}
    </Anchor>
  );
  return (
    <Stack gap={6} align="flex-start">
      {headingId ? (
        <Title order={level} size="h4" id={headingId}>
          {name}
        </Title>
      ) : (
        name
      )}
      <Group gap={6}>
        <OfferStatusBadge status={p.status} />
        {isWinner(p) ? <IconTrophy size={16} color="var(--mantine-color-green-8)" aria-hidden /> : null}
        {showRank ? <RankBadge rank={p.rank} /> : null}
      </Group>
      <ComplianceBadge proposal={p} />
      {onAward && p.status === 'submitted' ? (
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconTrophy size={14} />}
          onClick={() => onAward(p)}
          aria-label={awardName(p)}
        >
          {t('offers.award.action')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** What is compared and the tender's requirement under it. */
function RowLabel({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {row.label}
      </Text>
      {row.required ? (
        <Text size="xs" c="dimmed" fw={400}>
          {t('offers.compare.required', { value: row.required })}
        </Text>
      ) : null}
    </>
  );
}

interface LayoutProps {
  items: TProposal[];
  rows: Row[];
  isBest: (row: Row, id: number) => boolean;
  heading: HeadingOptions;
}

/** Offers side by side (columns) against the requirements (the first column). */
function ComparisonTable({ items, rows, isBest, heading }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.scroller} role="region" aria-label={t('offers.compare.regionLabel')} tabIndex={0}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        tabularNums
        // Offer columns keep a readable width; where they would not fit, cards are shown instead.
        style={{ '--offers': items.length } as CSSProperties}
      >
        <Table.Caption>{t('offers.compare.caption', { count: items.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={clsx(classes.rowHead, classes.colHead)}>
              {t('offers.compare.figure')}
            </Table.Th>
            {items.map((p) => (
              <Table.Th key={p.id} scope="col" className={clsx(classes.colHead, heading.isWinner(p) && classes.winner)}>
                <OfferHeading proposal={p} options={heading} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" className={classes.rowHead}>
                <RowLabel row={row} />
              </Table.Th>
              {items.map((p) => {
                const top = isBest(row, p.id);
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

/** On a phone: one card per offer, each figure under its label with its ✓ / ✗ and «Найкраще». */
function ComparisonCards({ items, rows, isBest, heading }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="region" aria-label={t('offers.compare.cardsLabel')}>
      <Text size="sm" c="dimmed">
        {t('offers.compare.caption', { count: items.length })}
      </Text>
      {items.map((p) => (
        <Paper
          key={p.id}
          component="article"
          withBorder
          radius="md"
          className={clsx(classes.card, heading.isWinner(p) && classes.winner)}
          aria-labelledby={`proposal-${p.id}`}
        >
          <div className={classes.cardHead}>
            <OfferHeading proposal={p} options={heading} headingId={`proposal-${p.id}`} />
          </div>
          <dl className={classes.cardRows}>
            {rows.map((row) => {
              const top = isBest(row, p.id);
              return (
                <div key={row.key} className={clsx(classes.cardRow, top && classes.best)} data-best={top || undefined}>
                  <dt>
                    <RowLabel row={row} />
                  </dt>
                  <dd>
                    <Stack gap={4} align="flex-start">
                      <div>{row.cell(p)}</div>
                      {top ? <BestBadge /> : null}
                    </Stack>
                  </dd>
                </div>
              );
            })}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The comparison of the offers on one lot against its requirements: a table on wider screens,
 * cards on a phone. Compliance, ranks, points and the best values come from the server (best
 * chosen among the compliant offers only); this only shows them. A best value is tinted and
 * carries a «Найкраще» badge, so it reads without colour; match marks are ✓ / ✗ with words for
 * screen readers. Offers stand in the server's order: ranked first.
 */
export function ProposalsComparison({
  comparison,
  lot,
  tender,
  onAward,
  onScore,
  canScore = () => true,
}: ProposalsComparisonProps) {
  const { t } = useTranslation();
  const items = proposalsOf(comparison, lot);
  const { best } = lot;
  const cards = useMediaQuery(cardsQuery(items.length), false, { getInitialValueInEffect: false });
  const site = tender.lots.find((l) => l.id === lot.lot_id);
  const several = tender.lots.length > 1;
  const rows = useComparisonRows(tender, site, {
    evaluation: comparison.evaluation,
    technicalAction: onScore
      ? (p) =>
          p.status === 'submitted' && canScore(p) ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => onScore(p)}
              aria-label={t('offers.technical.actionFor', { organization: p.organization.name })}
            >
              {t('offers.technical.action')}
            </Button>
          ) : null
      : undefined,
  });
  const isBest = (row: Row, id: number) => (row.best ? best[row.best satisfies BestKey].includes(id) : false);
  const noneCompliant = items.length > 0 && !items.some((p) => p.compliant);
  const heading: HeadingOptions = {
    onAward,
    awardName: (p) =>
      several
        ? t('offers.award.lotActionFor', { position: lot.position, organization: p.organization.name })
        : t('offers.award.actionFor', { organization: p.organization.name }),
    showRank: several || comparison.evaluation.method === 'weighted',
    // A lot's winner is its decision's; a single-site tender's also shows in its offers' status.
    isWinner: (p) => site?.decision?.winner?.offer_id === p.id || (!several && p.status === 'won'),
    level: several ? 3 : 2,
  };
  const Layout = cards ? ComparisonCards : ComparisonTable;

  return (
    <Stack gap="md">
      {noneCompliant ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
          {t('offers.compare.noneCompliant')}
        </Alert>
      ) : null}
      <Layout items={items} rows={rows} isBest={isBest} heading={heading} />
    </Stack>
  );
}
