import { useState } from 'react';
import { Alert, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox, IconInfoCircle, IconList, IconTrophy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProposal } from '@tt/contracts/offers';
import { useSession } from '../../../lib/use-session';
import { useProposals } from '../api/get-proposals';
import { useTender } from '../../../lib/tenders/get-tender';
import { AwardModal } from '../components/award-modal';
import { AccessDenied } from '../../../components/ui/access-denied';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { OffersQueryState, TenderOffersFrame } from '../components/tender-offers-frame';
import { ProposalsComparison } from '../components/proposals-comparison';
import '../../../i18n/uk-offers';

/** /tenders/{id}/proposals: the bank compares the offers after the deadline and awards the tender. */
export function TenderProposalsRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const tender = useTender(id);
  const { bankUser } = useSession();
  // Sealed for the bank until the server lets it read the offers.
  const sealed = tender.data !== undefined && !tender.data.abilities.offers;
  const proposals = useProposals(id, bankUser && tender.isSuccess && !sealed);
  const [awarding, setAwarding] = useState<TProposal | null>(null);

  if (id === null) return <OfferNotFound what="tender" />;
  if (!tender.isSuccess) return <OfferQueryWait what="tender" query={tender} />;
  const data = tender.data;
  const backTo = `/tenders/${data.id}`;
  if (!bankUser)
    return (
      <AccessDenied reason={t('offers.compare.bankOnly')} back={{ to: backTo, label: t('offers.nav.toTender') }} />
    );
  const awardOpen = data.abilities.award;
  const items = proposals.data?.items ?? [];
  const winner = items.find((p) => p.status === 'won');

  let body;
  if (!proposals.data || !items.length) {
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
            {t('offers.compare.awardHint')}
          </Alert>
        ) : null}
        <ProposalsComparison comparison={proposals.data} tender={data} onAward={awardOpen ? setAwarding : undefined} />
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
        <AwardModal
          tender={data}
          proposal={awarding}
          bestTotalIds={proposals.data?.best.total_cost ?? []}
          onClose={() => setAwarding(null)}
        />
      ) : null}
    </TenderOffersFrame>
  );
}
