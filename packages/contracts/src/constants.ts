/**
 * Plain constants shared by server and web. Kept free of zod so that importing them does not
 * put the schema library on the sign-in screen's path.
 */

/** The cookie the front end keeps to know it is signed in (docs/product/api-conventions.md §2). */
export const AUTHORIZED_COOKIE = 'authorized';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const CHANNEL_KINDS = ['physics', 'interface', 'protocol'] as const;
export type TChannelKind = (typeof CHANNEL_KINDS)[number];
