import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowRight,
  IconCircleCheck,
  IconFileText,
  IconInfoCircle,
  IconLock,
  IconScale,
  IconSend,
  IconShieldCheck,
  IconTrophy,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOfferStatus, TWinningOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { IconNote } from '../../../components/ui/icon-note';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import '../../../i18n/uk-offers';
import '../../../i18n/uk-tenders';
import { OwnLotResults } from '../../../components/tenders/own-lot-results';

/** Full-width links read from the left, the arrow at the far right. */
const linkButtonStyles = { label: { flex: 1 } } as const;

/** The bank's view of the offers: a sealed count before the deadline, links to them after it. */
export function BankOffersPanel({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const count = tender.offers_count ?? 0;

  return (
    <Paper withBorder p="lg" component="section" aria-label={t('tenders.offersPanel.title')}>
      <Stack gap={6}>
        <Text fw={600} size="lg">
          {t('tenders.card.offersSubmitted', { count })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tenders.card.minOffers', { count: tender.min_offers })}
        </Text>
        {tender.status === 'published' ? <IconNote icon={IconLock}>{t('tenders.card.sealed')}</IconNote> : null}
        {tender.winner ? <WinnerNote winner={tender.winner} /> : null}
        {tender.abilities.offers ? (
          count > 0 ? (
            <Stack gap="xs" mt="xs">
              <Text size="sm" c="dimmed">
                {t('tenders.offersPanel.opened')}
              </Text>
              <Button
                component={Link}
                to={`/tenders/${tender.id}/offers`}
                variant="default"
                styles={linkButtonStyles}
                rightSection={<IconArrowRight size={16} />}
                leftSection={<IconFileText size={16} />}
              >
                {t('tenders.offersPanel.list')}
              </Button>
              <Button
                component={Link}
                to={`/tenders/${tender.id}/proposals`}
                variant={tender.status === 'evaluation' ? 'filled' : 'default'}
                styles={linkButtonStyles}
                rightSection={<IconArrowRight size={16} />}
                leftSection={<IconScale size={16} />}
              >
                {t('tenders.offersPanel.compare')}
              </Button>
              {tender.abilities.award ? (
                <Text size="xs" c="dimmed">
                  {t('tenders.offersPanel.awardHint')}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('tenders.offersPanel.none')}
            </Text>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The winning offer on the bank's card: who, for how much, and a link to the offer. */
function WinnerNote({ winner }: { winner: TWinningOffer }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      mt="xs"
      icon={<IconTrophy size={18} />}
      title={t('tenders.offersPanel.winner')}
      aria-label={t('tenders.offersPanel.winner')}
    >
      <Stack gap={4}>
        <Anchor component={Link} to={`/tenders/offers/${winner.id}`} fw={600} size="sm">
          {winner.organization.name}
        </Anchor>
        <Text size="sm">{t('tenders.offersPanel.winnerMonthly', { value: formatMoney(winner.monthly_price) })}</Text>
        <Text size="sm" c="dimmed">
          {t('tenders.offersPanel.winnerInstallation', {
            value: formatMoney(winner.installation_price),
            vat: winner.vat_included ? t('offers.values.withVat') : t('offers.values.withoutVat'),
          })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The provider's own offer: how to submit one, its state, and the outcome once decided. */
export function OwnOfferPanel({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const { organization } = useSession();
  // Taking offers, as the server read the tender; it is read again when the deadline passes.
  const accepting = tender.status === 'published';
  const own = tender.own_offer ?? null;

  let body;
  if (!own) {
    if (!accepting) {
      body = (
        <Text size="sm" c="dimmed">
          {t('tenders.ownOffer.noneClosed')}
        </Text>
      );
    } else if (organization && !organization.is_verify) {
      body = (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconShieldCheck size={18} />}
          title={t('tenders.ownOffer.unverifiedTitle')}
        >
          <Text size="sm">{t('tenders.ownOffer.unverified')}</Text>
        </Alert>
      );
    } else {
      body = (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('tenders.ownOffer.none')}
          </Text>
          {tender.abilities.offer ? (
            <Button
              component={Link}
              to={`/tenders/${tender.id}/create-offer`}
              leftSection={<IconSend size={16} />}
              fullWidth
            >
              {t('tenders.ownOffer.submit')}
            </Button>
          ) : null}
        </Stack>
      );
    }
  } else {
    body = (
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tenders.ownOffer.status')}
          </Text>
          <OfferStatusBadge status={own.status} variant="light" />
        </Group>
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tenders.ownOffer.submittedAt')}
          </Text>
          <Text size="sm">
            {own.submitted_at ? formatDateTime(own.submitted_at) : t('tenders.ownOffer.notSubmitted')}
          </Text>
        </Group>
        <OwnOfferNote tender={tender} status={own.status} accepting={accepting} />
        <Button
          component={Link}
          to={`/tenders/offers/${own.id}`}
          variant="default"
          styles={linkButtonStyles}
          rightSection={<IconArrowRight size={16} />}
        >
          {t('tenders.ownOffer.open')}
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-label={t('tenders.ownOffer.title')}>
      <Text fw={600} size="lg" mb="sm">
        {t('tenders.ownOffer.title')}
      </Text>
      {body}
    </Paper>
  );
}

function OwnOfferNote({ tender, status, accepting }: { tender: TTender; status: TOfferStatus; accepting: boolean }) {
  const { t } = useTranslation();
  // Several lots: the result of each lot the offer covered, never one word for them all.
  if ((status === 'won' || status === 'lost') && tender.lots.length > 1) return <OwnLotResults tender={tender} />;
  if (status === 'won') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
        <Text size="sm">{t('tenders.ownOffer.won')}</Text>
      </Alert>
    );
  }
  const note = accepting
    ? status === 'draft'
      ? t('tenders.ownOffer.draftHint')
      : status === 'withdrawn'
        ? t('tenders.ownOffer.withdrawnHint')
        : t('tenders.ownOffer.submittedHint')
    : status === 'lost'
      ? t('tenders.ownOffer.lost')
      : tender.status === 'cancelled' || tender.status === 'unsuccessful'
        ? t('tenders.ownOffer.closedWithoutWinner')
        : status === 'submitted'
          ? t('tenders.ownOffer.evaluation')
          : null;
  if (!note) return null;
  return <IconNote icon={IconInfoCircle}>{note}</IconNote>;
}
