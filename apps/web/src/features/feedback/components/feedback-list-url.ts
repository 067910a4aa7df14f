import type { z } from 'zod';
import { feedbackListFields, ZFeedbackIdParams, type TFeedbackListQuery } from '@tt/contracts/feedback';
import type { ListUrlSpec } from '../../../lib/list-url-state';

/**
 * What the list keeps in the address bar: the contract's query and the message open in the
 * dialog (`feedback`, the key the admins' letter links to), so back closes it and a link opens it.
 */
const ZFeedbackListUrl = feedbackListFields.extend({ feedback: ZFeedbackIdParams.shape.id.optional() });

/** The address's key of the open message. */
export const MESSAGE_KEY = 'feedback';

export const FEEDBACK_LIST_URL: ListUrlSpec<typeof ZFeedbackListUrl> = { schema: ZFeedbackListUrl };

export type FeedbackListParams = z.output<typeof ZFeedbackListUrl>;

export function hasFilters(p: FeedbackListParams): boolean {
  return Boolean(p.status || p.topic || p.q?.trim() || p.from || p.to);
}

/** Every filter off, for «Скинути фільтри». */
export const NO_FILTERS: Partial<FeedbackListParams> = {
  status: undefined,
  topic: undefined,
  q: undefined,
  from: undefined,
  to: undefined,
};

export function toFeedbackQuery(p: FeedbackListParams): TFeedbackListQuery {
  return {
    page: p.page,
    page_size: p.page_size,
    status: p.status,
    topic: p.topic,
    q: p.q?.trim() || undefined,
    from: p.from,
    to: p.to,
  };
}
