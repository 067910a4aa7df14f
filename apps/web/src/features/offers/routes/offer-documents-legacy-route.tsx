import { Anchor, Box, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOfferAndTender } from '../api/use-offer-and-tender';
import { OfferDocuments } from '../components/offer-documents';
import { OfferNotFound, OfferQueryWait } from '../components/offer-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { MAIN_CONTENT_ID } from '../../../components/ui/main-content';

/**
 * /tenders/{offer_id}/doc, the old-style address (docs/product/screens.md §4): outside the main layout, it finds the
 * offer, then its tender, and shows the same documents screen in a plain frame.
 */
export function OfferDocumentsLegacyRoute() {
  const { t } = useTranslation();
  const offerId = parseRouteId(useParams().offer_id);
  const { offer, tender } = useOfferAndTender(offerId);

  let body;
  if (offerId === null) body = <OfferNotFound what="offer" />;
  else if (!offer.isSuccess) body = <OfferQueryWait what="offer" query={offer} />;
  else if (!tender.isSuccess) body = <OfferQueryWait what="tender" query={tender} />;
  else body = <OfferDocuments offer={offer.data} tender={tender.data} />;

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="brand.9" px={{ base: 'sm', sm: 'lg' }} py="sm">
        <Anchor component={Link} to="/" underline="never" c="white">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={32} radius="sm" variant="white" aria-hidden>
              <IconBuildingBank size={20} stroke={1.7} />
            </ThemeIcon>
            <Text fw={700} size="lg" c="white">
              {t('app.name')}
            </Text>
          </Group>
        </Anchor>
      </Box>
      <Container size="lg" component="main" id={MAIN_CONTENT_ID} py="lg">
        {body}
      </Container>
    </Box>
  );
}
