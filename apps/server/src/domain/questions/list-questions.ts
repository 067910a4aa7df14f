import type { TQuestion } from '@tt/contracts/questions';
import type { DbOrTx } from '../../db/client.ts';
import { findVisibleTender } from '../tenders/tender-query.ts';
import { tenderQuestions, type QuestionViewer } from './question-query.ts';

/** Questions and answers of a tender for whoever may see the tender (404 otherwise, e.g. a draft to a provider). */
export async function listQuestions(
  db: DbOrTx,
  { tenderId, viewer }: { tenderId: number; viewer: QuestionViewer },
): Promise<TQuestion[]> {
  await findVisibleTender(db, { id: tenderId, viewer });
  return tenderQuestions(db, tenderId, viewer);
}
