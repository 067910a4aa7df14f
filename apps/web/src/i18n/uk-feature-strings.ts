import { ukAdmin } from './uk-admin';
import { ukDashboard } from './uk-dashboard';
import { ukDocuments } from './uk-documents';
import { ukEmailArchive } from './uk-email-archive';
import { ukExports } from './uk-exports';
import { ukFeedback } from './uk-feedback';
import { ukHelp } from './uk-help';
import { ukHistory } from './uk-history';
import { ukLibrary } from './uk-library';
import { ukLists } from './uk-lists';
import { ukOffers } from './uk-offers';
import { ukOrders } from './uk-orders';
import { ukProvider } from './uk-provider';
import { ukQuestions } from './uk-questions';
import { ukRegistration } from './uk-registration';
import { ukSettings } from './uk-settings';
import { ukTenders } from './uk-tenders';

/**
 * The feature sections of the resource; a new section is added here (the typed resource in
 * ./i18n.ts follows from it). ./uk-features.ts adds them to the i18next instance.
 */
export const ukFeatures = {
  tenders: ukTenders,
  offers: ukOffers,
  documents: ukDocuments,
  questions: ukQuestions,
  history: ukHistory,
  registration: ukRegistration,
  provider: ukProvider,
  admin: ukAdmin,
  lists: ukLists,
  emailArchive: ukEmailArchive,
  settings: ukSettings,
  feedback: ukFeedback,
  help: ukHelp,
  library: ukLibrary,
  orders: ukOrders,
  exports: ukExports,
  dashboard: ukDashboard,
} as const;
