/** Exam blueprints as the contract shows them: in full to administrators, summed up to learners. */
import type { ExamBlueprint, ExamSummary } from '@common/schemas/exam';
import type { ResolvedBlueprint } from './service';

export const toExamBlueprint = ({ questionCount, timeLimit, passMark, weights }: ResolvedBlueprint): ExamBlueprint => ({ questionCount, timeLimit, passMark, weights });

/** What a learner sees of the exam: its size (at most the questions there are), time and pass mark. */
export function toExamSummary(b: ResolvedBlueprint): ExamSummary {
  const available = b.modules.filter((m) => m.weight > 0).reduce((n, m) => n + m.available, 0);
  return { questionCount: Math.min(b.questionCount, available), timeLimit: b.timeLimit, passMark: b.passMark, available };
}
