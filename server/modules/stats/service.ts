/** Question statistics of a module or of one question, computed from the graded sessions each time they are asked for. */
import type { QuestionStats } from '@common/schemas/question-stats';
import type { Database } from '@server/db/database';
import { notFound } from '@server/errors';
import { getModule, getQuestion } from '../catalog/repository';
import { openReportCounts } from '../reports/repository';
import { computeQuestionStats } from './compute';
import { moduleQuestions, sessionsForModule } from './repository';

export async function moduleStats(db: Database['db'], moduleId: number): Promise<QuestionStats[]> {
  const mod = await getModule(db, moduleId);
  if (!mod) throw notFound('Module');
  const questions = await moduleQuestions(db, moduleId);
  const [sessions, reports] = await Promise.all([
    sessionsForModule(db, moduleId, mod.certificateId),
    openReportCounts(
      db,
      questions.map((q) => q.id),
    ),
  ]);
  return computeQuestionStats(questions, sessions, reports);
}

export async function questionStats(db: Database['db'], questionId: number): Promise<QuestionStats> {
  const question = await getQuestion(db, questionId);
  if (!question) throw notFound('Question');
  const row = (await moduleStats(db, question.moduleId)).find((r) => r.questionId === question.id);
  if (!row) throw notFound('Question');
  return row;
}
