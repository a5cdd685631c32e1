/**
 * The quiz as a pure state machine (docs/product.md §5): one question at a time, Next / Skip / Previous / Finish Quiz,
 * a countdown from a fixed deadline, and the submission it ends with. No React, no clock: callers pass `now`.
 */
import { toggleLetter } from '@common/rules/answers';
import type { LearnerQuestion, OptionId, QuizDifficulty } from '@common/schemas/question';
import { QUIZ_TIME_LIMIT, type QuizSubmission } from '@common/schemas/quiz-session';

export const QUIZ_TIME_LIMIT_MS = QUIZ_TIME_LIMIT * 1000;
/** Timer thresholds in seconds left: orange from 2:00, red with a warning from 1:00 (docs/product.md §5). */
export const WARNING_AT = 120;
export const DANGER_AT = 60;

/**
 * The chosen letters in alphabetical order (`"B"`, `"AC"`), or '' for a question skipped or never
 * reached. The quiz has no answer key (LearnerQuestion): the server grades the submission.
 */
export type Answer = string;

/**
 * answering: the learner is working; submitting: the attempt is on its way to the server;
 * failed: the server did not take it (answers kept, ready to send again); submitted: done.
 */
export type QuizPhase = 'answering' | 'submitting' | 'failed' | 'submitted';

export interface Submission {
  answers: Answer[];
  timeUsed: number;
  timedOut: boolean;
}

export interface QuizState {
  questions: LearnerQuestion[];
  /** One slot per question; '' until an option is chosen. */
  answers: Answer[];
  index: number;
  /** Epoch milliseconds when time runs out. The countdown is computed from it, so it cannot drift. */
  deadline: number;
  phase: QuizPhase;
  submission: Submission | null;
}

/** What is kept in sessionStorage so that a reload resumes the same attempt. */
export interface SavedQuiz {
  questions: LearnerQuestion[];
  answers: Answer[];
  index: number;
  deadline: number;
}

export type QuizAction =
  /** Picks an option: replaces the choice of a single question, toggles it in a multiple one (never beyond `choose`). */
  | { type: 'select'; option: OptionId }
  /** Next with a choice, Skip without one, Finish Quiz on the last question. */
  | { type: 'next'; now: number }
  | { type: 'previous' }
  | { type: 'timeout' }
  | { type: 'submit-failed' }
  | { type: 'retry' }
  | { type: 'submitted' };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Unanswered slots become ''; extra slots are dropped. */
export function padAnswers(answers: readonly Answer[], length: number): Answer[] {
  return Array.from({ length }, (_, i) => answers[i] ?? '');
}

export function startQuiz(questions: LearnerQuestion[], now: number): QuizState {
  return { questions, answers: padAnswers([], questions.length), index: 0, deadline: now + QUIZ_TIME_LIMIT_MS, phase: 'answering', submission: null };
}

export function resumeQuiz(saved: SavedQuiz): QuizState {
  return {
    questions: saved.questions,
    answers: padAnswers(saved.answers, saved.questions.length),
    index: clamp(saved.index, 0, saved.questions.length - 1),
    deadline: saved.deadline,
    phase: 'answering',
    submission: null,
  };
}

export function toSaved(state: QuizState): SavedQuiz {
  return { questions: state.questions, answers: state.answers, index: state.index, deadline: state.deadline };
}

/** Whole seconds left until `deadline`, down to 0, and never more than `limit` (the attempt's time limit, when known). */
export function secondsLeft(deadline: number, now: number, limit: number = Number.POSITIVE_INFINITY): number {
  return clamp(Math.ceil((deadline - now) / 1000), 0, limit);
}

/** Whole seconds used so far of a quiz sent through POST /api/quiz-sessions, whose limit is QUIZ_TIME_LIMIT: 0 to 360. */
export function timeUsedAt(deadline: number, now: number): number {
  return clamp(Math.round((now - (deadline - QUIZ_TIME_LIMIT_MS)) / 1000), 0, QUIZ_TIME_LIMIT);
}

export type TimerTone = 'normal' | 'warning' | 'danger';
export function timerTone(seconds: number): TimerTone {
  if (seconds <= DANGER_AT) return 'danger';
  if (seconds <= WARNING_AT) return 'warning';
  return 'normal';
}

export function isLastQuestion(state: QuizState): boolean {
  return state.index >= state.questions.length - 1;
}

export function currentAnswer(state: QuizState): Answer {
  return state.answers[state.index] ?? '';
}

/**
 * True when picking `option` now would be refused: a multiple question already has its `choose`
 * options and `option` is not one of them. The page says why instead of ignoring the pick.
 */
export function isPickRefused(question: LearnerQuestion, answer: Answer, option: OptionId): boolean {
  return question.choose > 1 && !answer.includes(option) && answer.length >= question.choose;
}

/** The label of the forward button: Finish Quiz on the last question, else Next with a choice and Skip without. */
export function nextLabel(state: QuizState): 'Next' | 'Skip' | 'Finish Quiz' {
  if (isLastQuestion(state)) return 'Finish Quiz';
  return currentAnswer(state) ? 'Next' : 'Skip';
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'select': {
      if (state.phase !== 'answering') return state;
      const question = state.questions[state.index];
      if (!question) return state;
      const answer = toggleLetter(currentAnswer(state), action.option, question.choose);
      if (answer === currentAnswer(state)) return state;
      const answers = state.answers.slice();
      answers[state.index] = answer;
      return { ...state, answers };
    }
    case 'next': {
      if (state.phase !== 'answering') return state;
      if (!isLastQuestion(state)) return { ...state, index: state.index + 1 };
      return {
        ...state,
        phase: 'submitting',
        submission: { answers: padAnswers(state.answers, state.questions.length), timeUsed: timeUsedAt(state.deadline, action.now), timedOut: false },
      };
    }
    case 'previous':
      if (state.phase !== 'answering' || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'timeout':
      if (state.phase !== 'answering') return state;
      return { ...state, phase: 'submitting', submission: { answers: padAnswers(state.answers, state.questions.length), timeUsed: QUIZ_TIME_LIMIT, timedOut: true } };
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'failed' } : state;
    case 'retry':
      return state.phase === 'failed' ? { ...state, phase: 'submitting' } : state;
    case 'submitted':
      return state.phase === 'submitting' ? { ...state, phase: 'submitted' } : state;
  }
}

/**
 * The request body of POST /api/quiz-sessions. No score: the quiz never had the answer key, and the
 * server grades the attempt and answers with the graded session, which the results screen shows.
 */
export function submissionBody(state: QuizState, submission: Submission, moduleId: number, difficulty: QuizDifficulty): QuizSubmission {
  return {
    moduleId,
    difficulty,
    questions: state.questions.map((q) => q.id),
    answers: submission.answers,
    timeUsed: submission.timeUsed,
  };
}
