import type { TKey } from '../i18n/i18n';

/**
 * What a route declares in `handle`. `title` is an i18n key (src/i18n); the page title
 * becomes "<title> — Телеком Тендер", or just the product name when no matched route has one.
 */
export interface RouteHandle {
  title?: TKey;
}
