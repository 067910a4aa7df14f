import type { CSSProperties } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconStarFilled, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { TProposal, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import classes from './proposals.module.css';
import { useComparisonRows, type BestKey } from './comparison-rows';

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

/**
 * Offers side by side (columns) against the tender's requirements (the sticky first column).
 * The best value of each figure is tinted and carries a «Найкраще» badge, so it reads without
 * colour; match marks are ✓ / ✗ with words for screen readers.
 */
export function ProposalsComparison({ comparison, tender, onAward }: ProposalsComparisonProps) {
  const { t } = useTranslation();
  const { items, best } = comparison;
  // With one offer, or when every offer ties, "best" tells nothing.
  const isBest = (key: BestKey, id: number) =>
    items.length > 1 && best[key].length < items.length && best[key].includes(id);
  const rows = useComparisonRows(tender);

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
