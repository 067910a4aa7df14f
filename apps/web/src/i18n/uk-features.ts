import { i18n } from './i18n';
import { ukFeatures } from './uk-feature-strings';

/*
 * The feature sections are not needed on /login, so they load with the screens that use them:
 * importing this module adds them to the one i18next instance. The main layout, the
 * registration screen and the stand-alone document screen import it.
 */
i18n.addResourceBundle('uk', 'translation', ukFeatures, true, false);
