import type { ukAdmin } from './uk-admin';
import type { ukDashboard } from './uk-dashboard';
import type { ukDocuments } from './uk-documents';
import type { ukEmailArchive } from './uk-email-archive';
import type { ukExports } from './uk-exports';
import type { ukFeedback } from './uk-feedback';
import type { ukHelp } from './uk-help';
import type { ukHistory } from './uk-history';
import type { ukLibrary } from './uk-library';
import type { ukLists } from './uk-lists';
import type { ukOffers } from './uk-offers';
import type { ukOrders } from './uk-orders';
import type { ukProvider } from './uk-provider';
import type { ukQuestions } from './uk-questions';
import type { ukRegistration } from './uk-registration';
import type { ukSettings } from './uk-settings';
import type { ukTenders } from './uk-tenders';

/**
 * The feature sections of the resource, for its type only; a new section is added here (the
 * typed resource in ./i18n.ts follows from it). Each ./uk-<feature>.ts adds its own section to
 * the i18next instance when a module that uses it is first imported.
 */
export type UkFeatures = {
  tenders: typeof ukTenders;
  offers: typeof ukOffers;
  documents: typeof ukDocuments;
  questions: typeof ukQuestions;
  history: typeof ukHistory;
  registration: typeof ukRegistration;
  provider: typeof ukProvider;
  admin: typeof ukAdmin;
  lists: typeof ukLists;
  emailArchive: typeof ukEmailArchive;
  settings: typeof ukSettings;
  feedback: typeof ukFeedback;
  help: typeof ukHelp;
  library: typeof ukLibrary;
  orders: typeof ukOrders;
  exports: typeof ukExports;
  dashboard: typeof ukDashboard;
};
