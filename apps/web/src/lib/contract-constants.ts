/**
 * Constants of @tt/contracts/session and /dictionaries, repeated here on purpose: those
 * modules build zod schemas at load time, so importing even a string from them puts zod
 * (~40 KB gzip) on the sign-in screen's path. contract-constants.test.ts keeps both equal.
 */
import type { TChannelKind } from '@tt/contracts/dictionaries';

export const AUTHORIZED_COOKIE = 'authorized';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CHANNEL_KINDS: readonly TChannelKind[] = ['physics', 'interface', 'protocol'];
