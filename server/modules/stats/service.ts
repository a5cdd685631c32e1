/** Question statistics of a module or of one question, computed from the graded sessions each time they are asked for. */
import type { QuestionStats } from '@common/schemas/question-stats';
import type { Database } from '@server/db/database';
import { notFound } from '@server/errors';
import { getModule, getQuestion } from '../catalog/repository';
import { openReportCounts } from '../reports/repository';
import { FirstAnswers } from './compute';
import { moduleQuestions, sessionsForModule, type SessionCursor } from './repository';

/** Sessions read at a time: a few MB, however many a module has. */
const PAGE = 4000;

/** `pageSize`: sessions read at a time (tests use small pages to go through many). */
export async function moduleStats(db: Database['db'], moduleId: number, pageSize = PAGE): Promise<QuestionStats[]> {
  const mod = await getModule(db, moduleId);
  if (!mod) throw notFound('Module');
  const questions = await moduleQuestions(db, moduleId);
  const firsts = new FirstAnswers(questions);
  let after: SessionCursor | null = null;
  do {
    const page = await sessionsForModule(db, moduleId, mod.certificateId, after, pageSize);
    for (const session of page.sessions) firsts.add(session);
    after = page.next;
  } while (after !== null);
  const reports = await openReportCounts(
    db,
    questions.map((q) => q.id),
  );
  return firsts.stats(reports);
}

export async function questionStats(db: Database['db'], questionId: number): Promise<QuestionStats> {
  const question = await getQuestion(db, questionId);
  if (!question) throw notFound('Question');
  const row = (await moduleStats(db, question.moduleId)).find((r) => r.questionId === question.id);
  if (!row) throw notFound('Question');
  return row;
}
