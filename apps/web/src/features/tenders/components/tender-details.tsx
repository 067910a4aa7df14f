import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTender } from '@tt/contracts/tenders';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { useSession } from '../../../lib/use-session';
import { TenderCardActions } from './tender-card-actions';
import {
  TenderDeadline,
  TenderDescription,
  TenderDocuments,
  TenderEndReason,
  TenderFacts,
} from './tender-card-sections';
import { BankOffersPanel, OwnOfferPanel } from './tender-offer-panels';
import { TenderQuestions } from './tender-questions';
import '../../../i18n/uk-tenders';

/**
 * The tender card: every field the viewer may see, the deadline, the offers, and what the user
 * may do now — the server's `abilities`, read again when the deadline passes (useTender).
 */
export function TenderDetails({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const { bankUser } = useSession();

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/tenders" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.backToList')}
          </Anchor>
          {tender.abilities.history ? (
            <Anchor component={Link} to={`/tenders/${tender.id}/history`} size="sm">
              <IconHistory size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.actions.history')}
            </Anchor>
          ) : null}
        </Group>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 420px', minWidth: 0 }}>
            <Group gap="sm">
              <Text c="dimmed" fw={500}>
                {tender.number}
              </Text>
              <TenderStatusBadge status={tender.status} size="lg" />
            </Group>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {tender.title}
            </Title>
          </Stack>
          <TenderCardActions tender={tender} />
        </Group>
      </Stack>

      <TenderEndReason tender={tender} />

      <Grid gap="lg">
        {/* On a phone the deadline and the offer panel come first: they are what a visitor acts on. */}
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <TenderDescription tender={tender} />
            <TenderDocuments tender={tender} />
            <TenderFacts tender={tender} />
            {tender.status !== 'draft' ? <TenderQuestions tender={tender} /> : null}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <TenderDeadline tender={tender} />
            {bankUser && tender.status !== 'draft' ? <BankOffersPanel tender={tender} /> : null}
            {!bankUser ? <OwnOfferPanel tender={tender} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
