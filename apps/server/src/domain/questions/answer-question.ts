import { eq } from 'drizzle-orm';
import type { TQuestion } from '@tt/contracts/questions';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { appendHistory } from '../tenders/append-history.ts';
import { actorRole } from '../viewer.ts';
import { assertQuestionsOpen } from './question-policy.ts';
import { questionById, type QuestionViewer } from './question-query.ts';
import { readClockSql } from '../deadline.ts';

/**
 * The bank's answer to a question; answering again corrects the answer (the history records
 * that it was a correction). Every provider reads answered questions, without the asker.
 */
export async function answerQuestion(
  db: Db,
  { id, viewer, answer }: { id: number; viewer: QuestionViewer; answer: string },
): Promise<TQuestion> {
  return db.transaction(async (tx) => {
    const [asked] = await tx.select({ tenderId: questions.tenderId }).from(questions).where(eq(questions.id, id));
    if (!asked) throw notFound('Запитання не знайдено');
    // The tender first, in the same order as every other tender write.
    await assertQuestionsOpen(tx, { tenderId: asked.tenderId, viewer, what: 'Відповісти на запитання' });
    const [current] = await tx
      .select({ tenderId: questions.tenderId, answer: questions.answer })
      .from(questions)
      .where(eq(questions.id, id))
      .for('update');
    if (!current) throw notFound('Запитання не знайдено');
    await tx
      .update(questions)
      .set({ answer, answeredBy: viewer.id, answeredAt: readClockSql })
      .where(eq(questions.id, id));
    await appendHistory(tx, {
      tenderId: current.tenderId,
      actor: { id: viewer.id, role: actorRole(viewer, 'question.answer') },
      action: 'question_answered',
      details: current.answer === null ? { question_id: id } : { question_id: id, corrected: true },
    });
    return (await questionById(tx, id, viewer))!;
  });
}
