import { z } from 'zod';
import { zServerString, zText } from './common.ts';

/** A provider asks while the tender accepts offers (POST /api/tenders/{id}/questions). */
export const ZAskQuestionRequest = z.object({ question: zText('Запитання', 4000, 5) });
export type TAskQuestionRequest = z.input<typeof ZAskQuestionRequest>;

/** A manager answers (POST /api/questions/{id}/answer); an answer may be corrected later. */
export const ZAnswerQuestionRequest = z.object({ answer: zText('Відповідь', 8000, 2) });
export type TAnswerQuestionRequest = z.input<typeof ZAnswerQuestionRequest>;

/**
 * A question as read back. Providers get every answered question plus their own organisation's
 * unanswered ones; `organization` is set only for the bank and for the asking organisation itself.
 */
export const ZQuestion = z.object({
  id: z.number().int(),
  tender_id: z.number().int(),
  question: zServerString(),
  answer: zServerString().nullable(),
  asked_at: zServerString(),
  answered_at: zServerString().nullable(),
  is_own: z.boolean().describe('Запитання поставила організація того, хто читає'),
  organization: z.object({ id: z.number().int(), name: zServerString() }).nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
export const ZQuestionList = z.array(ZQuestion);
