import type { TQuestion } from '@tt/contracts/questions';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import { assertQuestionsOpen } from './question-policy.ts';
import { questionById, type QuestionViewer } from './question-query.ts';

/**
 * A provider's question on a published tender before its deadline. Unverified organisations may
 * ask too: asking commits them to nothing, and the answer helps them decide to take part.
 */
export async function askQuestion(
  db: Db,
  { tenderId, viewer, question }: { tenderId: number; viewer: QuestionViewer; question: string },
): Promise<TQuestion> {
  return db.transaction(async (tx) => {
    await assertQuestionsOpen(tx, { tenderId, viewer, what: 'Поставити запитання' });
    // Questions are a provider's; the bank clarifies through the description and documents.
    if (viewer.role !== 'provider' || viewer.organizationId === null) throw forbidden();
    const [row] = await tx
      .insert(questions)
      .values({ tenderId, organizationId: viewer.organizationId, askedBy: viewer.id, question })
      .returning({ id: questions.id });
    await appendHistory(tx, {
      tenderId,
      actor: { id: viewer.id, role: actorRole(viewer, 'question.ask') },
      action: 'question_asked',
      // No organisation here: other providers may read the history; the actor is kept for the bank.
      details: { question_id: row!.id },
    });
    return (await questionById(tx, row!.id, viewer))!;
  });
}
