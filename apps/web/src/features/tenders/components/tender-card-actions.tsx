import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconCircleCheck, IconClockPlus, IconMoodEmpty, IconPencil, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTender } from '@tt/contracts/tenders';
import { usePublishLead } from '../api/get-tender-rules';
import { KyivDatesProvider } from '../../../components/ui/kyiv-dates-provider';
import {
  CancelTenderModal,
  CompleteTenderModal,
  ExtendDeadlineModal,
  PublishTenderModal,
  UnsuccessfulTenderModal,
  usePublishFromCard,
} from './tender-action-modals';
import '../../../i18n/uk-tenders';

/** The card's actions, each shown when the server's `abilities` allow it, with their dialogs. */
export function TenderCardActions({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const allowed = tender.abilities;
  const publish = usePublishFromCard(tender);
  // Asked as soon as publishing is possible, so the dialog knows it when opened.
  const lead = usePublishLead(allowed.publish);
  const [publishOpened, publishModal] = useDisclosure(false);
  const [extendOpened, extendModal] = useDisclosure(false);
  const [cancelOpened, cancelModal] = useDisclosure(false);
  const [completeOpened, completeModal] = useDisclosure(false);
  const [unsuccessfulOpened, unsuccessfulModal] = useDisclosure(false);

  const buttons = [
    allowed.edit ? (
      <Button
        key="edit"
        variant="default"
        component={Link}
        to={`/tenders/${tender.id}/edit`}
        leftSection={<IconPencil size={16} />}
      >
        {t('tenders.actions.edit')}
      </Button>
    ) : null,
    allowed.extend ? (
      <Button key="extend" variant="default" onClick={extendModal.open} leftSection={<IconClockPlus size={16} />}>
        {t('tenders.actions.extend')}
      </Button>
    ) : null,
    allowed.complete ? (
      <Button key="complete" color="green" onClick={completeModal.open} leftSection={<IconCircleCheck size={16} />}>
        {t('tenders.actions.complete')}
      </Button>
    ) : null,
    allowed.unsuccessful ? (
      <Button
        key="unsuccessful"
        variant="light"
        color="grape"
        onClick={unsuccessfulModal.open}
        leftSection={<IconMoodEmpty size={16} />}
      >
        {t('tenders.actions.unsuccessful')}
      </Button>
    ) : null,
    allowed.cancel ? (
      <Button key="cancel" variant="light" color="red" onClick={cancelModal.open} leftSection={<IconBan size={16} />}>
        {t('tenders.actions.cancel')}
      </Button>
    ) : null,
    allowed.publish ? (
      <Button key="publish" onClick={publishModal.open} loading={publish.pending} leftSection={<IconSend size={16} />}>
        {t('tenders.actions.publish')}
      </Button>
    ) : null,
  ].filter(Boolean);

  return (
    <>
      {buttons.length ? (
        <Group gap="sm" role="group" aria-label={t('tenders.actions.label')}>
          {buttons}
        </Group>
      ) : null}
      {allowed.publish ? (
        <PublishTenderModal
          tender={tender}
          opened={publishOpened}
          onClose={publishModal.close}
          lead={lead}
          onPublish={publish.send}
        />
      ) : null}
      {allowed.extend ? (
        <KyivDatesProvider>
          <ExtendDeadlineModal tender={tender} opened={extendOpened} onClose={extendModal.close} />
        </KyivDatesProvider>
      ) : null}
      {allowed.cancel ? <CancelTenderModal tender={tender} opened={cancelOpened} onClose={cancelModal.close} /> : null}
      {allowed.complete ? (
        <CompleteTenderModal tender={tender} opened={completeOpened} onClose={completeModal.close} />
      ) : null}
      {allowed.unsuccessful ? (
        <UnsuccessfulTenderModal tender={tender} opened={unsuccessfulOpened} onClose={unsuccessfulModal.close} />
      ) : null}
    </>
  );
}
