import { useState } from 'react';
import { Alert, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox, IconInfoCircle, IconList, IconTrophy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLot } from '@tt/contracts/lots';
import type { TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { useSession } from '../../../lib/use-session';
import { useProposals } from '../api/get-proposals';
import { useTender } from '../../../lib/tenders/get-tender';
import { AwardModal, type AwardTarget } from '../components/award-modal';
import { AccessDenied } from '../../../components/ui/access-denied';
import { FormSection } from '../../../components/ui/form-section';
import type { TProposal } from '../components/comparison-rows';
import { LotUnsuccessfulModal, TechnicalScoreModal } from '../components/decision-modals';
import { countsTechnical, EvaluationSummary } from '../components/evaluation-summary';
import { LotComparisons, TechnicalMissingAlert, type ComparisonActions } from '../components/lot-comparisons';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { OffersQueryState, TenderOffersFrame } from '../components/tender-offers-frame';
import { ProposalsComparison } from '../components/proposals-comparison';
import '../../../i18n/uk-offers';

/**
 * Whether an offer's technical score may still change: not once it has been weighed in a lot
 * already decided (the server keeps it then).
 */
function scoreLocked(comparison: TProposalComparison, tender: TTender, offerId: number): boolean {
  return comparison.lots.some(
    (lot) =>
      tender.lots.find((l) => l.id === lot.lot_id)?.decision && lot.items.some((item) => item.offer_id === offerId),
  );
}

/**
 * /tenders/{id}/proposals: the bank compares the offers after the deadline and decides: the
 * winner of a single-site tender, or lot by lot the winner or that the lot did not take place;
 * under a weighted evaluation that counts it, the technical score of each offer first.
 */
export function TenderProposalsRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const tender = useTender(id);
  const { bankUser } = useSession();
  // Sealed for the bank until the server lets it read the offers.
  const sealed = tender.data !== undefined && !tender.data.abilities.offers;
  const proposals = useProposals(id, bankUser && tender.isSuccess && !sealed);
  const [awarding, setAwarding] = useState<AwardTarget | null>(null);
  const [scoring, setScoring] = useState<TProposal | null>(null);
  const [declaring, setDeclaring] = useState<TLot | null>(null);

  if (id === null) return <OfferNotFound what="tender" />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  const data = tender.data;
  const backTo = `/tenders/${data.id}`;
  if (!bankUser)
    return (
      <AccessDenied reason={t('offers.compare.bankOnly')} back={{ to: backTo, label: t('offers.nav.toTender') }} />
    );
  const awardOpen = data.abilities.award;
  const comparison = proposals.data;
  const several = data.lots.length > 1;
  const evaluation = comparison?.evaluation ?? data.evaluation;
  const scoringOpen = awardOpen && data.status === 'evaluation' && countsTechnical(evaluation);
  const actions: ComparisonActions = {
    onAward: awardOpen ? (proposal, lot) => setAwarding({ proposal, lot }) : undefined,
    onUnsuccessful: awardOpen ? setDeclaring : undefined,
    onScore: scoringOpen ? setScoring : undefined,
    canScore: (proposal) => !comparison || !scoreLocked(comparison, data, proposal.id),
  };

  let body;
  if (!comparison || !comparison.offers.length) {
    body = (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconInbox size={28} stroke={1.5} />}
          withIndicatorBackground
          title={t('offers.list.emptyBank')}
          description={t('offers.list.emptyBankHint')}
        />
      </Paper>
    );
  } else {
    const winner = several ? undefined : comparison.offers.find((p) => p.status === 'won');
    const lot = comparison.lots[0];
    body = (
      <Stack gap="md">
        {winner ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconTrophy size={18} />}
            title={t('offers.compare.winnerTitle')}
            role="note"
          >
            {t('offers.compare.winnerText', { organization: winner.organization.name })}
          </Alert>
        ) : awardOpen ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="note">
            {several ? t('offers.compare.lotAwardHint') : t('offers.compare.awardHint')}
          </Alert>
        ) : null}
        {several || evaluation.method === 'weighted' ? (
          <FormSection title={t('offers.evaluation.title')}>
            <EvaluationSummary evaluation={evaluation} several={several} />
          </FormSection>
        ) : null}
        {several ? (
          <LotComparisons comparison={comparison} tender={data} {...actions} />
        ) : lot ? (
          <>
            {awardOpen ? <TechnicalMissingAlert comparison={comparison} lot={lot} /> : null}
            <ProposalsComparison
              comparison={comparison}
              lot={lot}
              tender={data}
              // No award while a ranked offer waits for its technical score (the alert says whose).
              onAward={actions.onAward && !lot.technical_missing.length ? (p) => actions.onAward?.(p, lot) : undefined}
              onScore={actions.onScore}
              canScore={actions.canScore}
            />
          </>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('offers.compare.legend')}
        </Text>
      </Stack>
    );
  }

  return (
    <TenderOffersFrame
      tender={data}
      title={t('offers.compare.title')}
      actions={
        !sealed ? (
          <Group>
            <Button
              variant="default"
              component={Link}
              to={`/tenders/${data.id}/offers`}
              leftSection={<IconList size={16} />}
            >
              {t('offers.compare.toList')}
            </Button>
          </Group>
        ) : null
      }
    >
      <OffersQueryState tender={data} sealed={sealed} query={proposals}>
        {body}
      </OffersQueryState>
      {awardOpen ? (
        <>
          <AwardModal tender={data} target={awarding} onClose={() => setAwarding(null)} />
          <LotUnsuccessfulModal tender={data} lot={declaring} onClose={() => setDeclaring(null)} />
          <TechnicalScoreModal tender={data} proposal={scoring} onClose={() => setScoring(null)} />
        </>
      ) : null}
    </TenderOffersFrame>
  );
}
