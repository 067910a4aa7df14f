import { i18n } from './i18n';
import { ukAdmin } from './uk-admin';
import { ukDocuments } from './uk-documents';
import { ukHistory } from './uk-history';
import { ukOffers } from './uk-offers';
import { ukProvider } from './uk-provider';
import { ukQuestions } from './uk-questions';
import { ukRegistration } from './uk-registration';
import { ukTenders } from './uk-tenders';

/**
 * The feature sections of the resource. They are not needed on /login, so they load with
 * the screens that use them: importing this module adds them to the one i18next instance.
 * The main layout, the registration screen and the stand-alone document screen import it;
 * a new section is added here (the typed resource in ./i18n.ts follows from it).
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
} as const;

i18n.addResourceBundle('uk', 'translation', ukFeatures, true, false);
