import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uk } from './uk';
import type { ukFeatures } from './uk-feature-strings';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof uk & typeof ukFeatures };
  }
}

/**
 * The one i18next instance. Initialised synchronously with the core strings, so `i18n.t`
 * works at import time — also outside React (toasts, api-client, page titles). The feature
 * sections are added when ./uk-features.ts loads.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'uk',
  fallbackLng: 'uk',
  resources: { uk: { translation: uk } },
  initAsync: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A translation key of the resource, e.g. 'routes.login' (for route handles, nav config). */
export type TKey = ParseKeys<'translation'>;
