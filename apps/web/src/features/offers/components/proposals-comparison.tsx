import type { CSSProperties } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconStarFilled, IconTrophy, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { TProposal, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import classes from './proposals.module.css';
import { useComparisonRows, type BestKey, type Row } from './comparison-rows';
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
  tender: TTender;
  /** Shown under an offer's name when the offer may be awarded now. */
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

interface OfferHeadingProps {
  proposal: TProposal;
  onAward?: (proposal: TProposal) => void;
  /** The id of a heading around the name (a card's); the table's column header needs none. */
  headingId?: string;
}

/** An offer's name, status, compliance and, when it may be chosen now, the award button. */
function OfferHeading({ proposal: p, onAward, headingId }: OfferHeadingProps) {
  const { t } = useTranslation();
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
        <Title order={2} size="h4" id={headingId}>
          {name}
        </Title>
      ) : (
        name
      )}
      <Group gap={6}>
        <OfferStatusBadge status={p.status} />
        {p.status === 'won' ? <IconTrophy size={16} color="var(--mantine-color-green-8)" aria-hidden /> : null}
      </Group>
      <ComplianceBadge proposal={p} />
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
  onAward?: (proposal: TProposal) => void;
}

/** Offers side by side (columns) against the requirements (the first column). */
function ComparisonTable({ items, rows, isBest, onAward }: LayoutProps) {
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
              <Table.Th key={p.id} scope="col" className={clsx(classes.colHead, p.status === 'won' && classes.winner)}>
                <OfferHeading proposal={p} onAward={onAward} />
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
function ComparisonCards({ items, rows, isBest, onAward }: LayoutProps) {
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
          className={clsx(classes.card, p.status === 'won' && classes.winner)}
          aria-labelledby={`proposal-${p.id}`}
        >
          <div className={classes.cardHead}>
            <OfferHeading proposal={p} onAward={onAward} headingId={`proposal-${p.id}`} />
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
 * The comparison of the offers against the tender's requirements: a table on wider screens,
 * cards on a phone. Compliance and the best values come from the server (chosen among the
 * compliant offers only); this only shows them. A best value is tinted and carries a
 * «Найкраще» badge, so it reads without colour; match marks are ✓ / ✗ with words for screen
 * readers.
 */
export function ProposalsComparison({ comparison, tender, onAward }: ProposalsComparisonProps) {
  const { t } = useTranslation();
  const { items, best } = comparison;
  const cards = useMediaQuery(cardsQuery(items.length), false, { getInitialValueInEffect: false });
  const rows = useComparisonRows(tender);
  const isBest = (row: Row, id: number) => (row.best ? best[row.best satisfies BestKey].includes(id) : false);
  const noneCompliant = items.length > 0 && !items.some((p) => p.compliant);
  const Layout = cards ? ComparisonCards : ComparisonTable;

  return (
    <Stack gap="md">
      {noneCompliant ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
          {t('offers.compare.noneCompliant')}
        </Alert>
      ) : null}
      <Layout items={items} rows={rows} isBest={isBest} onAward={onAward} />
    </Stack>
  );
}
