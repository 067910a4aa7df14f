import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-session';
import { AccessDenied } from '../../../components/ui/access-denied';
import { TenderForm } from '../components/tender-form';
import '../../../i18n/uk-tenders';

/** /tenders/create: a new tender, saved as a draft or published at once. */
export function TenderCreateRoute() {
  const { t } = useTranslation();
  const canCreate = useCan('tender.create');
  if (!canCreate) return <AccessDenied />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/tenders" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.backToList')}
          </Anchor>
          <Title order={1} size="h2">
            {t('tenders.createTitle')}
          </Title>
        </Stack>
        <TenderForm />
      </Stack>
    </Container>
  );
}
