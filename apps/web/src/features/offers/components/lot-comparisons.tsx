import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleOff, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TLot } from '@tt/contracts/lots';
import type { TLotComparison, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { TProposal } from './comparison-rows';
import { useLotRequirements } from './offer-lots-section';
import { ProposalsComparison } from './proposals-comparison';
import '../../../i18n/uk-offers';

/** From this many lots on, a list to choose from: tabs would fill the screen. */
export const MANY_LOTS = 12;

/** What the bank may do on the comparison now, and what it answers with. */
export interface ComparisonActions {
  /** Choose the winner of a lot (or of a single-site tender). */
  onAward?: (proposal: TProposal, lot: TLotComparison) => void;
  /** Declare a lot unsuccessful. */
  onUnsuccessful?: (lot: TLot) => void;
  /** Give an offer its technical score. */
  onScore?: (proposal: TProposal) => void;
  /** Whether an offer's score may still change (not once weighed in a decided lot). */
  canScore?: (proposal: TProposal) => boolean;
}

/**
 * «Щоб визначити переможця лоту, виставте технічну оцінку: …»: the ranked offers the lot still
 * waits a technical score for; until then it cannot be awarded.
 */
export function TechnicalMissingAlert({ comparison, lot }: { comparison: TProposalComparison; lot: TLotComparison }) {
  const { t } = useTranslation();
  if (!lot.technical_missing.length) return null;
  const organizations = lot.technical_missing
    .map((id) => comparison.offers.find((o) => o.id === id)?.organization.name)
    .filter(Boolean)
    .join(', ');
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
      {t('offers.compare.technicalMissing', { organizations })}
    </Alert>
  );
}

/** What was decided on a lot: its winner, or that it did not take place, and why. */
function LotDecision({ comparison, lot }: { comparison: TProposalComparison; lot: TLot }) {
  const { t } = useTranslation();
  const decision = lot.decision;
  if (!decision) return null;
  const when = t('offers.compare.lotDecidedAt', { date: formatDateTime(decision.decided_at) });
  if (decision.outcome === 'unsuccessful') {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconCircleOff size={18} />}
        title={t('offers.compare.lotUnsuccessful', { reason: decision.reason })}
        role="note"
      >
        <Text size="sm">{when}</Text>
      </Alert>
    );
  }
  const winnerId = decision.winner?.offer_id;
  const organization =
    decision.winner?.organization.name ?? comparison.offers.find((o) => o.id === winnerId)?.organization.name ?? '';
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconTrophy size={18} />}
      title={t('offers.compare.lotWinner', { organization })}
      role="note"
    >
      <Stack gap={2}>
        {decision.reason ? <Text size="sm">{t('offers.compare.lotReason', { reason: decision.reason })}</Text> : null}
        <Text size="sm">{when}</Text>
      </Stack>
    </Alert>
  );
}

interface LotPanelProps extends ComparisonActions {
  comparison: TProposalComparison;
  lot: TLotComparison;
  site: TLot;
  tender: TTender;
}

/**
 * One lot of a tender of several: its site and requirements, its decision or what may be decided
 * now, and the comparison of the offers on it.
 */
function LotPanel({ comparison, lot, site, tender, onAward, onUnsuccessful, onScore, canScore }: LotPanelProps) {
  const { t } = useTranslation();
  const requirements = useLotRequirements();
  const open = site.decision === null;
  const awardable = open && lot.technical_missing.length === 0;
  const headingId = `lot-heading-${lot.lot_id}`;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('offers.lots.heading', { position: site.position, branch: site.branch_name })}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {site.address}
          </Text>
          <Text size="xs" c="dimmed">
            {requirements(site)}
          </Text>
          {site.budget_monthly ? (
            <Text size="xs" c="dimmed">
              {t('offers.compare.lotBudget', { value: formatMoney(site.budget_monthly) })}
            </Text>
          ) : null}
        </Stack>
        {open && onUnsuccessful ? (
          <Button variant="outline" color="red" size="xs" onClick={() => onUnsuccessful(site)}>
            {t('offers.lotUnsuccessful.action', { position: site.position })}
          </Button>
        ) : null}
      </Group>
      <LotDecision comparison={comparison} lot={site} />
      {open && onAward ? <TechnicalMissingAlert comparison={comparison} lot={lot} /> : null}
      {lot.items.length ? (
        <ProposalsComparison
          comparison={comparison}
          lot={lot}
          tender={tender}
          onAward={awardable && onAward ? (p) => onAward(p, lot) : undefined}
          onScore={onScore}
          canScore={canScore}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('offers.compare.noLotOffers')}
        </Text>
      )}
    </Stack>
  );
}

interface LotComparisonsProps extends ComparisonActions {
  comparison: TProposalComparison;
  tender: TTender;
}

/**
 * The comparison of a tender of several lots, one lot at a time: tabs (they wrap, so a phone
 * never scrolls sideways) or, from MANY_LOTS lots on, a list to choose from.
 */
export function LotComparisons({ comparison, tender, ...actions }: LotComparisonsProps) {
  const { t } = useTranslation();
  const lots = comparison.lots.flatMap((lot) => {
    const site = tender.lots.find((l) => l.id === lot.lot_id);
    return site ? [{ lot, site }] : [];
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const current = lots.find(({ lot }) => String(lot.lot_id) === chosen) ?? lots[0];
  if (!current) return null;
  const value = String(current.lot.lot_id);
  const panel = (entry: (typeof lots)[number]) => (
    <LotPanel comparison={comparison} lot={entry.lot} site={entry.site} tender={tender} {...actions} />
  );

  if (lots.length >= MANY_LOTS) {
    return (
      <Stack gap="lg">
        <Select
          label={t('offers.compare.lotSelect')}
          data={lots.map(({ lot, site }) => ({
            value: String(lot.lot_id),
            label: t('offers.compare.lotOption', { position: site.position, branch: site.branch_name }),
          }))}
          value={value}
          onChange={(next) => next && setChosen(next)}
          allowDeselect={false}
          searchable
          maw={480}
        />
        {panel(current)}
      </Stack>
    );
  }
  return (
    <Tabs value={value} onChange={(next) => next && setChosen(next)} keepMounted={false}>
      <Tabs.List aria-label={t('offers.compare.lotsLabel')} mb="lg">
        {lots.map(({ lot, site }) => (
          <Tabs.Tab
            key={lot.lot_id}
            value={String(lot.lot_id)}
            leftSection={site.decision ? <IconCheck size={14} aria-hidden /> : null}
          >
            {t('offers.lots.number', { position: site.position })}
            {site.decision ? <VisuallyHidden>{t('offers.compare.lotDecided')}</VisuallyHidden> : null}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {lots.map((entry) => (
        <Tabs.Panel key={entry.lot.lot_id} value={String(entry.lot.lot_id)}>
          {entry.lot.lot_id === current.lot.lot_id ? panel(entry) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
