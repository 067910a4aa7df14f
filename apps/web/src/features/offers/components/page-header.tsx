import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TOfferStatus } from '@tt/contracts/offers';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';

interface PageHeaderProps {
  back: { to: string; label: string };
  title: string;
  /** Above the title: the tender's number, a status badge… */
  eyebrow?: ReactNode;
  /** Beside the title on wide screens: action buttons. */
  actions?: ReactNode;
  /** Below the title. */
  subtitle?: ReactNode;
}

/** The top of every offer screen: a way back, the title, and what it belongs to. */
export function PageHeader({ back, title, eyebrow, actions, subtitle }: PageHeaderProps) {
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={back.to} size="sm" c="dimmed" style={{ alignSelf: 'flex-start' }}>
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {back.label}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 420px', minWidth: 0 }}>
          {eyebrow ? (
            <Group gap="sm" wrap="wrap">
              {eyebrow}
            </Group>
          ) : null}
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}

/** The eyebrow of an offer's own screens (card, form, documents): the tender's number and the offer's status. */
export function OfferEyebrow({ tenderNumber, status }: { tenderNumber: string; status: TOfferStatus }) {
  return (
    <>
      <Text c="dimmed" fw={500}>
        {tenderNumber}
      </Text>
      <OfferStatusBadge status={status} size="lg" />
    </>
  );
}
