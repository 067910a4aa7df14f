import type { TEmailListQuery } from '@tt/contracts/emails';

/** Query keys of the letter archive: a resend invalidates `all` (the list and every letter alike). */
export const emailKeys = {
  all: ['emails'] as const,
  list: (query: TEmailListQuery) => ['emails', 'list', query] as const,
  detail: (id: string) => ['emails', 'detail', id] as const,
};
