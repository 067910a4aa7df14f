import { and, asc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { TQuestion } from '@tt/contracts/questions';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, questions, tenders } from '../../db/schema/index.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import type { Viewer } from '../viewer.ts';

/** A viewer plus the organisation a provider acts for (the session user fits). */
export interface QuestionViewer extends Viewer {
  organizationId: number | null;
}

const questionSelection = {
  id: questions.id,
  tenderId: questions.tenderId,
  organizationId: questions.organizationId,
  organizationName: organizations.name,
  question: questions.question,
  answer: questions.answer,
  askedAt: questions.askedAt,
  answeredAt: questions.answeredAt,
  unsealed: offersUnsealedSql,
};

type QuestionRow = {
  id: number;
  tenderId: number;
  organizationId: number;
  organizationName: string;
  question: string;
  answer: string | null;
  askedAt: Date;
  answeredAt: Date | null;
  unsealed: boolean;
};

const isOwn = (viewer: QuestionViewer, row: { organizationId: number }) =>
  viewer.role === 'provider' && viewer.organizationId !== null && viewer.organizationId === row.organizationId;

/**
 * A question as the viewer may see it: the asking organisation only for that organisation and
 * for the bank once offers are unsealed — interest in a tender hints at a bid (ADR 0016).
 */
export function toQuestion(row: QuestionRow, viewer: QuestionViewer): TQuestion {
  const own = isOwn(viewer, row);
  return {
    id: row.id,
    tender_id: row.tenderId,
    question: row.question,
    answer: row.answer,
    asked_at: row.askedAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    is_own: own,
    organization:
      (viewer.role === 'bank' && row.unsealed) || own ? { id: row.organizationId, name: row.organizationName } : null,
  };
}

/**
 * Which questions of a tender the viewer reads: the bank all of them; a provider every answered
 * one (the answer concerns every bidder) and its own organisation's still unanswered ones.
 */
function visibleQuestionsSql(viewer: QuestionViewer): SQL | undefined {
  if (viewer.role === 'bank') return undefined;
  const answered = isNotNull(questions.answer);
  return viewer.organizationId === null ? answered : or(answered, eq(questions.organizationId, viewer.organizationId));
}

/** The questions of a tender the viewer may read, oldest first. The caller has checked the tender. */
export async function tenderQuestions(db: DbOrTx, tenderId: number, viewer: QuestionViewer): Promise<TQuestion[]> {
  const rows = await db
    .select(questionSelection)
    .from(questions)
    .innerJoin(organizations, eq(organizations.id, questions.organizationId))
    .innerJoin(tenders, eq(tenders.id, questions.tenderId))
    .where(and(eq(questions.tenderId, tenderId), visibleQuestionsSql(viewer)))
    .orderBy(asc(questions.id));
  return rows.map((row) => toQuestion(row, viewer));
}

/** One question as the viewer sees it (after a write that the viewer was allowed to make). */
export async function questionById(db: DbOrTx, id: number, viewer: QuestionViewer): Promise<TQuestion | undefined> {
  const [row] = await db
    .select(questionSelection)
    .from(questions)
    .innerJoin(organizations, eq(organizations.id, questions.organizationId))
    .innerJoin(tenders, eq(tenders.id, questions.tenderId))
    .where(eq(questions.id, id));
  return row ? toQuestion(row, viewer) : undefined;
}
