import { describe, expect, it } from 'vitest';
import type { LearnerQuestion } from '@common/schemas/question';
import { isPickRefused, nextLabel, padAnswers, quizReducer, resumeQuiz, secondsLeft, startQuiz, submissionBody, timerTone, timeUsedAt, type QuizAction, type QuizState } from './quiz-machine';

const T0 = 1_700_000_000_000;

/** A question as the quiz receives it: no key; `choose` 1 is single, 2 or 3 "choose N". */
function question(id: number, choose = 1): LearnerQuestion {
  return {
    id,
    text: `Question text ${id}`,
    options: (['A', 'B', 'C', 'D'] as const).map((o) => ({ id: o, text: `Option ${o} of ${id}` })),
    difficulty: 'easy',
    moduleId: 1,
    type: choose > 1 ? 'multiple' : 'single',
    choose,
  };
}

const questions = [question(11), question(12), question(13)];
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
    const s = run(startQuiz(questions, T0), { type: 'select', option: 'A' }, { type: 'next', now: T0 }, { type: 'next', now: T0 }, { type: 'select', option: 'C' });
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

  it('builds the request body with question ids and the answers, and no score: the server grades', () => {
    const s = run(startQuiz(questions, T0), { type: 'select', option: 'A' }, { type: 'next', now: T0 }, { type: 'select', option: 'C' }, { type: 'timeout' });
    const body = submissionBody(s, s.submission!, 7, 'mixed');
    expect(body).toEqual({
      moduleId: 7,
      difficulty: 'mixed',
      questions: [11, 12, 13],
      answers: ['A', 'C', ''],
      timeUsed: 360,
    });
    expect(body).not.toHaveProperty('score');
    expect(padAnswers(['A', 'B', 'C'], 2)).toEqual(['A', 'B']);
  });

  it('a single question replaces its choice; a "choose 2" question toggles letters, kept in alphabetical order', () => {
    const mixed = [question(21), question(22, 2)];
    let s = run(startQuiz(mixed, T0), { type: 'select', option: 'B' }, { type: 'select', option: 'D' });
    expect(s.answers).toEqual(['D', '']);
    s = run(s, { type: 'next', now: T0 });
    expect(nextLabel(s)).toBe('Finish Quiz');
    s = run(s, { type: 'select', option: 'D' }, { type: 'select', option: 'A' });
    expect(s.answers).toEqual(['D', 'AD']);
    // Picking a chosen letter again clears it.
    s = run(s, { type: 'select', option: 'D' });
    expect(s.answers[1]).toBe('A');
    s = run(s, { type: 'select', option: 'C' });
    expect(s.answers[1]).toBe('AC');
    const done = quizReducer(s, { type: 'next', now: T0 + 30_000 });
    expect(done.submission).toEqual({ answers: ['D', 'AC'], timeUsed: 30, timedOut: false });
    expect(submissionBody(done, done.submission!, 1, 'easy').answers).toEqual(['D', 'AC']);
  });

  it('refuses a pick beyond "choose N" and leaves the state as it was; says so before the pick', () => {
    const two = question(31, 2);
    const s = run(startQuiz([two, question(32, 3)], T0), { type: 'select', option: 'B' }, { type: 'select', option: 'C' });
    expect(s.answers[0]).toBe('BC');
    expect(isPickRefused(two, 'BC', 'A')).toBe(true);
    expect(isPickRefused(two, 'BC', 'B')).toBe(false);
    expect(isPickRefused(two, 'B', 'A')).toBe(false);
    expect(quizReducer(s, { type: 'select', option: 'A' })).toBe(s);
    // A single question never refuses: the new choice replaces the old one.
    expect(isPickRefused(question(1), 'B', 'A')).toBe(false);
    // "Choose 3" takes three.
    const three = run(s, { type: 'next', now: T0 }, { type: 'select', option: 'D' }, { type: 'select', option: 'A' }, { type: 'select', option: 'B' }, { type: 'select', option: 'C' });
    expect(three.answers).toEqual(['BC', 'ABD']);
  });
});
