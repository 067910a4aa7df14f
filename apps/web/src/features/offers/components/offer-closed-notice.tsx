import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconClockOff, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTender } from '@tt/contracts/tenders';
import { formatDateTime } from '../../../lib/format';
import type { OfferClosedReason } from './offer-errors';
import '../../../i18n/uk-offers';

interface OfferClosedNoticeProps {
  reason: OfferClosedReason;
  tender: TTender;
  /** The offer already made, if any: its card shows what was submitted. */
  offerId?: number;
}

/** Why offers cannot be made or changed here, instead of a form that would only fail. */
export function OfferClosedNotice({ reason, tender, offerId }: OfferClosedNoticeProps) {
  const { t } = useTranslation();
  const deadline = reason === 'deadline';
  return (
    <Alert
      color={deadline ? 'orange' : 'yellow'}
      variant="light"
      icon={deadline ? <IconClockOff size={18} /> : <IconShieldLock size={18} />}
      title={deadline ? t('offers.closed.deadlineTitle') : t('offers.closed.unverifiedTitle')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {deadline
            ? tender.status === 'published' || tender.status === 'evaluation'
              ? t('offers.closed.deadlineAt', { deadline: formatDateTime(tender.offers_deadline) })
              : t('offers.closed.notAccepting')
            : t('offers.closed.unverifiedText')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/tenders/${tender.id}`}
            leftSection={<IconArrowLeft size={14} />}
          >
            {t('offers.nav.toTender')}
          </Button>
          {offerId ? (
            <Button size="xs" variant="default" component={Link} to={`/tenders/offers/${offerId}`}>
              {t('offers.nav.toOffer')}
            </Button>
          ) : null}
          {!deadline ? (
            <Button size="xs" variant="default" component={Link} to="/provider">
              {t('offers.closed.toOrganization')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
