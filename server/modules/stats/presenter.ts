/** The one mapping of a question's statistics to the contract: the figures compute.ts derived, with the question's own fields. */
import type { QuestionStats } from '@common/schemas/question-stats';
import type { StatsQuestion } from './compute';

export type QuestionFigures = Omit<QuestionStats, 'questionId' | 'text' | 'difficulty' | 'openReports'>;

export function presentQuestionStats(question: StatsQuestion, figures: QuestionFigures, openReports: number): QuestionStats {
  return {
    questionId: question.id,
    text: question.text,
    difficulty: question.difficulty,
    attempts: figures.attempts,
    facility: figures.facility,
    discrimination: figures.discrimination,
    optionShare: figures.optionShare,
    openReports,
    needsCheck: figures.needsCheck,
  };
}
