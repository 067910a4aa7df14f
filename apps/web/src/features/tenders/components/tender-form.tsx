import { Stack } from '@mantine/core';
import type { TTender } from '@tt/contracts/tenders';
import { KyivDatesProvider } from '../../../components/ui/kyiv-dates-provider';
import {
  TenderChannelSection,
  TenderDocumentsSection,
  TenderFormActions,
  TenderFormNotes,
  TenderMainSection,
  TenderSiteSection,
  TenderTermsSection,
} from './tender-form-sections';
import { TenderEvaluationSection } from './tender-evaluation';
import { useTenderFormFlow } from './use-tender-form-flow';

interface TenderFormProps {
  /** The tender being edited; absent when creating. */
  tender?: TTender;
  /** 409 version_conflict: loads the latest version (the form is then rebuilt with it). */
  onReloadLatest?: () => void;
  reloading?: boolean;
}

/** The tender form of /tenders/create and /tenders/{id}/edit, its documents included. */
export function TenderForm({ tender, onReloadLatest, reloading }: TenderFormProps) {
  const flow = useTenderFormFlow(tender);
  return (
    <KyivDatesProvider>
      {flow.leaveDialog}
      <form onSubmit={flow.submitSave} noValidate>
        <Stack gap="lg">
          <TenderFormNotes flow={flow} onReloadLatest={onReloadLatest} reloading={reloading} />
          <TenderMainSection flow={flow} />
          <TenderSiteSection flow={flow} />
          <TenderChannelSection flow={flow} />
          <TenderTermsSection flow={flow} />
          <TenderEvaluationSection flow={flow} />
          <TenderDocumentsSection flow={flow} tender={tender} />
          <TenderFormActions flow={flow} />
        </Stack>
      </form>
    </KyivDatesProvider>
  );
}
