/** Attempts held by the server as the contract shows them: the questions without their keys, feedback only where the mode gives it. */
import { isAnswerCorrect } from '@common/rules/answers';
import { AttemptSchema, type AnswerSaved, type Attempt, type AttemptMode, type Feedback } from '@common/schemas/attempt';
import { toLearnerQuestion, type Question, type QuizDifficulty } from '@common/schemas/question';
import { jsonWithItems } from '@server/lib/response-serializer';
import { learnerQuestionJson } from '../quiz/presenter';
import { hasFeedback, type AttemptView, type SavedAnswer } from './service';

function feedbackFor(question: Question | undefined, answer: string): Feedback | null {
  if (!question || answer === '') return null;
  return { correct: isAnswerCorrect(question.correctAnswer, answer), correctAnswer: question.correctAnswer, explanation: question.explanation };
}

export function toAttempt(view: AttemptView): Attempt {
  return { ...attemptShell(view), questions: shownQuestions(view).map(toLearnerQuestion) };
}

/** The questions an attempt shows: those that still exist, in attempt order. */
function shownQuestions({ questions }: AttemptView): Question[] {
  const shown: Question[] = [];
  for (const q of questions) if (q) shown.push(q);
  return shown;
}

const attemptWithQuestions = jsonWithItems(AttemptSchema, 'questions');

/** toAttempt's JSON, each question's JSON written once (the catalogue cache keeps a question's object while it is unchanged). */
export function attemptJson(view: AttemptView): Buffer {
  return attemptWithQuestions(attemptShell(view), shownQuestions(view).map(learnerQuestionJson));
}

function attemptShell({ row, questions }: AttemptView): Omit<Attempt, 'questions'> {
  const answers = JSON.parse(row.answers) as string[];
  const feedbackMode = hasFeedback(row.mode);
  return {
    id: row.id,
    mode: row.mode as AttemptMode,
    status: row.status === 'submitted' ? 'submitted' : 'in_progress',
    title: row.title,
    certificateId: row.certificate_id,
    moduleId: row.module_id,
    difficulty: row.difficulty as QuizDifficulty | null,
    answers,
    flags: JSON.parse(row.flags) as boolean[],
    feedback: questions.map((question, i) => (feedbackMode ? feedbackFor(question, answers[i] ?? '') : null)),
    startedAt: row.started_at,
    deadline: row.deadline,
    timeLimit: row.time_limit,
    sessionId: row.session_id,
  };
}

export function toAnswerSaved({ index, answer, flagged, mode, question }: SavedAnswer): AnswerSaved {
  return { index, answer, flagged, feedback: hasFeedback(mode) ? feedbackFor(question, answer) : null };
}
