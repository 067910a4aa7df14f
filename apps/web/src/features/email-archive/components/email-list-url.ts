import type { z } from 'zod';
import { emailListFields, ZEmailIdParams, type TEmailListQuery } from '@tt/contracts/emails';
import type { ListUrlSpec } from '../../../lib/list-url-state';

/**
 * What the archive keeps in the address bar: the contract's query, and the letter open in the
 * dialog (`letter`), so back closes it and a link opens it. The recipient text is the list's
 * search (`q`, written as `recipient`): typing it replaces the history entry, as every search does.
 */
const ZEmailListUrl = emailListFields.omit({ recipient: true }).extend({
  q: emailListFields.shape.recipient,
  letter: ZEmailIdParams.shape.id.optional(),
});

/** The address's key of the open letter. */
export const LETTER_KEY = 'letter';

export const EMAIL_LIST_URL: ListUrlSpec<typeof ZEmailListUrl> = {
  schema: ZEmailListUrl,
  keys: { q: 'recipient', tender_id: 'tender' },
};

export type EmailListParams = z.output<typeof ZEmailListUrl>;

/** Whether any filter narrows the list. */
export function hasFilters(p: EmailListParams): boolean {
  return Boolean(p.status || p.template || p.q?.trim() || p.tender_id || p.from || p.to);
}

/** Every filter off, for «Скинути фільтри». */
export const NO_FILTERS: Partial<EmailListParams> = {
  status: undefined,
  template: undefined,
  q: undefined,
  tender_id: undefined,
  from: undefined,
  to: undefined,
};

/** The API query for the list state. */
export function toEmailQuery(p: EmailListParams): TEmailListQuery {
  return {
    page: p.page,
    page_size: p.page_size,
    status: p.status,
    template: p.template,
    recipient: p.q?.trim() || undefined,
    tender_id: p.tender_id,
    from: p.from,
    to: p.to,
  };
}
