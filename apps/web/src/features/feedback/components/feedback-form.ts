import { ZFeedbackRequest, type TFeedbackRequest, type TFeedbackTopic } from '@tt/contracts/feedback';
import { contractValidate } from '../../../lib/contract-form';

export interface FeedbackValues {
  name: string;
  email: string;
  /** '' until a topic is chosen. */
  topic: TFeedbackTopic | '';
  message: string;
  altcha: string;
}

export const emptyFeedback = (): FeedbackValues => ({ name: '', email: '', topic: '', message: '', altcha: '' });

/** The fields in their order on screen: the first error takes the focus, the summary lists them so. */
export const FEEDBACK_FIELD_ORDER = [
  'name',
  'email',
  'topic',
  'message',
  'altcha',
] as const satisfies readonly (keyof FeedbackValues)[];

export const toFeedbackRequest = (v: FeedbackValues): TFeedbackRequest => ({ ...v, topic: v.topic as TFeedbackTopic });

/** The contract's own checks, with its Ukrainian messages naming each field. */
export const validateFeedback = contractValidate<FeedbackValues, TFeedbackRequest>(ZFeedbackRequest, toFeedbackRequest);
