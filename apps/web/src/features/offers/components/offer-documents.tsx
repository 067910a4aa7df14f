import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconClockOff, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { DocumentPanel } from '../../../components/documents/document-panel';
import { offerDocumentsUploadUrl } from '../../../components/documents/document-api';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { offerKeys } from '../api/offer-keys';
import { DeadlineCountdown } from '../../../components/ui/deadline-countdown';
import { OfferEyebrow, PageHeader } from './page-header';
import '../../../i18n/uk-offers';

/**
 * The documents of one offer: its provider adds and removes them until the deadline (drag and
 * drop, progress, type and size checks in the shared panel); afterwards, and for the bank, a list.
 */
export function OfferDocuments({ offer, tender }: { offer: TOffer; tender: TTender }) {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  const queryClient = useQueryClient();
  const editable = offer.abilities.documents;
  const deadline = formatDateTime(tender.offers_deadline);
  const cardPath = `/tenders/offers/${offer.id}`;

  // The list comes with the offer, so a change reloads the offer (and the lists that count documents).
  const reload = () => void queryClient.invalidateQueries({ queryKey: offerKeys.all });

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: cardPath, label: t('offers.nav.toOffer') }}
        eyebrow={<OfferEyebrow tenderNumber={tender.number} status={offer.status} />}
        title={t('offers.documents.title')}
        subtitle={t('offers.documents.subtitle', { organization: offer.organization.name, tender: tender.title })}
      />
      {editable ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="note">
          <Stack gap={2}>
            <Text size="sm">{t('offers.documents.editableText', { deadline })}</Text>
            <DeadlineCountdown deadline={tender.offers_deadline} size="xs" />
          </Stack>
        </Alert>
      ) : bankUser ? null : (
        <Alert
          color="gray"
          variant="light"
          icon={<IconClockOff size={18} />}
          title={t('offers.documents.closedTitle')}
          role="note"
        >
          {t('offers.documents.closedText', { deadline })}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <DocumentPanel
          documents={offer.documents}
          uploadUrl={editable ? offerDocumentsUploadUrl(offer.id) : undefined}
          editable={editable}
          onChanged={reload}
        />
      </Paper>
      <Group>
        <Button variant="default" component={Link} to={cardPath}>
          {t('offers.documents.done')}
        </Button>
      </Group>
    </Stack>
  );
}
