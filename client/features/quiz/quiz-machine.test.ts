import { describe, expect, it } from 'vitest';
import type { Question } from '../../../common/schemas/question';
import {
  nextLabel,
  padAnswers,
  quizReducer,
  resumeQuiz,
  secondsLeft,
  startQuiz,
  submissionBody,
  timerTone,
  timeUsedAt,
  type QuizAction,
  type QuizState,
} from './quiz-machine';

const T0 = 1_700_000_000_000;

function question(id: number, correctAnswer: Question['correctAnswer'] = 'A'): Question {
  return {
    id,
    text: `Question text ${id}`,
    options: (['A', 'B', 'C', 'D'] as const).map((o) => ({ id: o, text: `Option ${o} of ${id}` })),
    correctAnswer,
    difficulty: 'easy',
    explanation: `Because ${id}`,
    moduleId: 1,
  };
}

const questions = [question(11, 'A'), question(12, 'B'), question(13, 'C')];
const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);

describe('quiz machine', () => {
  it('starts on the first question with no answers and a deadline 6 minutes away', () => {
    const s = startQuiz(questions, T0);
    expect(s).toMatchObject({ index: 0, answers: ['', '', ''], deadline: T0 + 360_000, phase: 'answering', submission: null });
    expect(nextLabel(s)).toBe('Skip');
  });

  it('Next with a choice keeps it and advances; the label reads Next once something is chosen', () => {
    const s = run(startQuiz(questions, T0), { type: 'select', option: 'B' });
    expect(nextLabel(s)).toBe('Next');
    const after = quizReducer(s, { type: 'next', now: T0 + 1000 });
    expect(after.index).toBe(1);
    expect(after.answers).toEqual(['B', '', '']);
  });

  it('Skip records an empty answer and advances', () => {
    const s = run(startQuiz(questions, T0), { type: 'next', now: T0 });
    expect(s.index).toBe(1);
    expect(s.answers[0]).toBe('');
  });

  it('Previous goes back and keeps every choice; it does nothing on the first question', () => {
    const first = startQuiz(questions, T0);
    expect(quizReducer(first, { type: 'previous' })).toBe(first);
    const s = run(first, { type: 'select', option: 'C' }, { type: 'next', now: T0 }, { type: 'select', option: 'D' }, { type: 'previous' });
    expect(s.index).toBe(0);
    expect(s.answers).toEqual(['C', 'D', '']);
    expect(nextLabel(s)).toBe('Next');
  });

  it('the last question reads Finish Quiz and submits what was answered with the time used', () => {
    const s = run(
      startQuiz(questions, T0),
      { type: 'select', option: 'A' },
      { type: 'next', now: T0 },
      { type: 'next', now: T0 },
      { type: 'select', option: 'C' },
    );
    expect(nextLabel(s)).toBe('Finish Quiz');
    const done = quizReducer(s, { type: 'next', now: T0 + 95_400 });
    expect(done.phase).toBe('submitting');
    expect(done.submission).toEqual({ answers: ['A', '', 'C'], timeUsed: 95, timedOut: false });
    // The last question with nothing chosen still reads Finish Quiz.
    expect(nextLabel(run(startQuiz([question(1)], T0)))).toBe('Finish Quiz');
  });

  it('time running out submits at once, pads unanswered questions with "" and uses 360 seconds', () => {
    const s = run(startQuiz(questions, T0), { type: 'select', option: 'B' }, { type: 'timeout' });
    expect(s.phase).toBe('submitting');
    expect(s.submission).toEqual({ answers: ['B', '', ''], timeUsed: 360, timedOut: true });
    // A resumed attempt saved with fewer answers is padded too.
    const resumed = resumeQuiz({ questions, answers: ['D'], index: 0, deadline: T0 });
    expect(quizReducer(resumed, { type: 'timeout' }).submission?.answers).toEqual(['D', '', '']);
  });

  it('ignores choices and navigation while submitting; a failure keeps the answers and can be retried', () => {
    const submitting = run(startQuiz([question(1)], T0), { type: 'select', option: 'B' }, { type: 'next', now: T0 + 5000 });
    expect(run(submitting, { type: 'select', option: 'C' }, { type: 'previous' }, { type: 'timeout' })).toBe(submitting);
    const failed = quizReducer(submitting, { type: 'submit-failed' });
    expect(failed.phase).toBe('failed');
    expect(failed.answers).toEqual(['B']);
    expect(failed.submission).toEqual(submitting.submission);
    const again = quizReducer(failed, { type: 'retry' });
    expect(again.phase).toBe('submitting');
    expect(quizReducer(again, { type: 'submitted' }).phase).toBe('submitted');
  });

  it('counts down from the deadline, whole seconds, never below 0 or above 360', () => {
    const deadline = T0 + 360_000;
    expect(secondsLeft(deadline, T0)).toBe(360);
    expect(secondsLeft(deadline, T0 + 1)).toBe(360);
    expect(secondsLeft(deadline, T0 + 1000)).toBe(359);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
    expect(timeUsedAt(deadline, T0 - 5000)).toBe(0);
    expect(timeUsedAt(deadline, deadline + 99_000)).toBe(360);
  });

  it('turns orange at 2:00 and red at 1:00', () => {
    expect(timerTone(121)).toBe('normal');
    expect(timerTone(120)).toBe('warning');
    expect(timerTone(61)).toBe('warning');
    expect(timerTone(60)).toBe('danger');
    expect(timerTone(0)).toBe('danger');
  });

  it('builds the request body with question ids and a client-side score', () => {
    const s = run(startQuiz(questions, T0), { type: 'select', option: 'A' }, { type: 'next', now: T0 }, { type: 'select', option: 'C' }, { type: 'timeout' });
    expect(submissionBody(s, s.submission!, 7, 'mixed')).toEqual({
      moduleId: 7,
      difficulty: 'mixed',
      questions: [11, 12, 13],
      answers: ['A', 'C', ''],
      score: 1,
      totalQuestions: 3,
      timeUsed: 360,
    });
    expect(padAnswers(['A', 'B', 'C'], 2)).toEqual(['A', 'B']);
  });
});
