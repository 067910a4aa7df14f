import { useState } from 'react';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTender } from '../../../lib/tenders/get-tender';
import { AccessDenied } from '../../../components/ui/access-denied';
import { TenderForm } from '../components/tender-form';
import { TENDER_LIFECYCLE } from '@tt/contracts/lifecycles';
import { TENDER_STATUS_LABELS } from '@tt/contracts/tenders';
import { TenderFormUnavailable, TenderNotFound, TenderQueryWait } from '../components/tender-load-state';
import { parseRouteId } from '../../../lib/route-id';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import '../../../i18n/uk-tenders';

/** /tenders/{id}/edit: the same form, filled with the tender; saving sends the loaded version. */
export function TenderEditRoute() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const tender = useTender(id);
  // Bumped by "load the latest version" so the form is rebuilt from the fresh answer.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  if (id === null) return <TenderNotFound />;
  if (!tender.isSuccess) return <TenderQueryWait query={tender} />;
  const data = tender.data;
  if (!data.abilities.edit) {
    // The server said no; the message says why: the user's role while the stage allows edits, else the stage.
    if (TENDER_LIFECYCLE[data.status].edit)
      return <AccessDenied back={{ to: `/tenders/${data.id}`, label: t('tenders.backToTender') }} />;
    return (
      <TenderFormUnavailable
        message={t('tenders.form.notEditable', { status: TENDER_STATUS_LABELS[data.status] })}
        backTo={`/tenders/${data.id}`}
      />
    );
  }

  const reloadLatest = async () => {
    setReloading(true);
    try {
      await tender.refetch();
      setGeneration((g) => g + 1);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/tenders/${data.id}`} size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('tenders.backToTender')}
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {t('tenders.editTitle', { number: data.number })}
            </Title>
            <TenderStatusBadge status={data.status} size="lg" />
          </Group>
        </Stack>
        <TenderForm
          key={`${data.id}:${generation}`}
          tender={data}
          onReloadLatest={() => void reloadLatest()}
          reloading={reloading}
        />
      </Stack>
    </Container>
  );
}
