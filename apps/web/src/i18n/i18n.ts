import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uk } from './uk';
import type { UkFeatures } from './uk-feature-strings';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof uk & UkFeatures };
  }
}

/**
 * The one i18next instance. Initialised synchronously with the core strings, so `i18n.t`
 * works at import time — also outside React (toasts, api-client, page titles). Each feature's
 * section is added by its own ./uk-<feature>.ts (addStrings).
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'uk',
  fallbackLng: 'uk',
  resources: { uk: { translation: uk } },
  initAsync: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  // A feature's section arrives with the first module that uses it: what shows a key of it
  // before then (a route's title) is translated again once it is added.
  react: { bindI18nStore: 'added' },
  returnNull: false,
});

/**
 * Adds feature sections to the resource. Each ./uk-<feature>.ts calls it for its own section,
 * so a feature's strings load with the first module that imports them (ADR 0033).
 */
export function addStrings(sections: Partial<UkFeatures>): void {
  i18n.addResourceBundle('uk', 'translation', sections, true, false);
}

/** A translation key of the resource, e.g. 'routes.login' (for route handles, nav config). */
export type TKey = ParseKeys<'translation'>;
