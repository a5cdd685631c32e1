import { describe, expect, it } from 'vitest';
import { computeQuestionStats, needsCheckOf, type StatsQuestion, type StatsSession } from './compute';

const q = (id: number, correctAnswer: string): StatsQuestion => ({ id, text: `Q${id}`, difficulty: 'easy', correctAnswer });

/**
 * The worked example of docs/question-statistics.md. Three questions, keys Q1 = A, Q2 = B, Q3 = C;
 * four learners' first answers:
 *
 *          Q1     Q2     Q3
 *   L1     A ✓    B ✓    C ✓
 *   L2     A ✓    B ✓    D ✗
 *   L3     B ✗    A ✗    C ✓
 *   L4     C ✗    B ✓    D ✗
 *
 * L1 answers Q1 again later with D: only the first answer counts. Question 99 is of another module.
 *
 * Q1: x (right on Q1) = 1,1,0,0; y (share right on Q2 and Q3) = 1, .5, .5, .5.
 *   n=4, Σx=2, Σy=2.5, Σxy=1.5, Σx²=2, Σy²=1.75
 *   r = (4·1.5 − 2·2.5) / √((4·2 − 4)(4·1.75 − 6.25)) = 1 / √(4·0.75) = 1/√3 = 0.57735 → 57.7, no flag
 *   facility 2/4 = 50; options A 2/4 = 50, B 25, C 25, D 0
 * Q2: x = 1,1,0,1; y (Q1, Q3) = 1, .5, .5, 0.
 *   Σx=3, Σy=2, Σxy=1.5 → numerator 4·1.5 − 3·2 = 0 → r = 0 → 0, "very likely"
 *   facility 75; options A 25, B 75
 * Q3: x = 1,0,1,0; y (Q1, Q2) = 1, 1, 0, .5.
 *   Σx=2, Σy=2.5, Σxy=1, Σx²=2, Σy²=2.25
 *   r = (4·1 − 2·2.5) / √((8 − 4)(9 − 6.25)) = −1/√11 = −0.30151 → −30.2, "very likely"
 *   facility 50; options C 50, D 50
 */
const questions = [q(1, 'A'), q(2, 'B'), q(3, 'C')];
const sessions: StatsSession[] = [
  { userId: 1, questionIds: [1, 2, 3, 99], answers: ['A', 'B', 'C', 'A'] },
  { userId: 2, questionIds: [3, 1, 2], answers: ['D', 'A', 'B'] },
  { userId: 3, questionIds: [1, 2], answers: ['B', 'A'] },
  { userId: 3, questionIds: [3], answers: ['C'] },
  { userId: 4, questionIds: [2, 3, 1], answers: ['B', 'D', 'C'] },
  { userId: 1, questionIds: [1], answers: ['D'] },
];

describe('question statistics', () => {
  it('computes facility, discrimination, option shares and flags of the worked example', () => {
    const rows = computeQuestionStats(questions, sessions, new Map([[2, 3]]), { minAttempts: 4 });
    expect(rows).toEqual([
      { questionId: 1, text: 'Q1', difficulty: 'easy', attempts: 4, facility: 50, discrimination: 57.7, optionShare: { A: 50, B: 25, C: 25, D: 0 }, openReports: 0, needsCheck: null },
      { questionId: 2, text: 'Q2', difficulty: 'easy', attempts: 4, facility: 75, discrimination: 0, optionShare: { A: 25, B: 75, C: 0, D: 0 }, openReports: 3, needsCheck: 'very likely' },
      { questionId: 3, text: 'Q3', difficulty: 'easy', attempts: 4, facility: 50, discrimination: -30.2, optionShare: { A: 0, B: 0, C: 50, D: 50 }, openReports: 0, needsCheck: 'very likely' },
    ]);
  });

  it('leaves discrimination and the flag null below 30 attempts, and facility null with none', () => {
    const rows = computeQuestionStats([...questions, q(4, 'D')], sessions);
    expect(rows.map((r) => [r.discrimination, r.needsCheck])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(rows[3]).toMatchObject({ attempts: 0, facility: null, optionShare: { A: 0, B: 0, C: 0, D: 0 } });
  });

  it('counts each letter of a multiple answer, grades the whole answer, and an unanswered one as wrong', () => {
    const rows = computeQuestionStats(
      [q(1, 'AC'), q(2, 'A')],
      [
        { userId: 1, questionIds: [1, 2], answers: ['AC', 'A'] },
        { userId: 2, questionIds: [1, 2], answers: ['A', 'A'] },
        { userId: 3, questionIds: [1, 2], answers: ['', 'B'] },
        { userId: 4, questionIds: [1], answers: ['ACD'] },
      ],
    );
    // Q1: right only for L1 (1 of 4); A in 3 of 4 answers, C in 2, D in 1, B in none.
    expect(rows[0]).toMatchObject({ attempts: 4, facility: 25, optionShare: { A: 75, B: 0, C: 50, D: 25 } });
    expect(rows[1]).toMatchObject({ attempts: 3, facility: 66.7, optionShare: { A: 66.7, B: 33.3, C: 0, D: 0 } });
  });

  it('needs 30 attempts for a discrimination: 30 learners in a perfectly discriminating pattern give 100', () => {
    // Learners 0..29: half answer both questions right, half both wrong, so each question's
    // rightness equals the share right on the other: r = 1.
    const many: StatsSession[] = Array.from({ length: 30 }, (_, u) => ({ userId: u, questionIds: [1, 2], answers: u % 2 === 0 ? ['A', 'B'] : ['B', 'A'] }));
    expect(computeQuestionStats([q(1, 'A'), q(2, 'B')], many)[0]).toMatchObject({ attempts: 30, facility: 50, discrimination: 100, needsCheck: null });
    expect(computeQuestionStats([q(1, 'A'), q(2, 'B')], many.slice(1))[0]).toMatchObject({ attempts: 29, discrimination: null, needsCheck: null });
  });

  it("keeps each learner's first answer apart across thousands of learners (several blocks of them)", () => {
    // 2,500 learners, more than two blocks of 1,024: learner u answers Q1 right when u is even,
    // then again later with the other answer, which must not count; only learners 0..999 answer Q2.
    const firsts: StatsSession[] = Array.from({ length: 2500 }, (_, u) => ({
      userId: 10_000 + u,
      questionIds: u < 1000 ? [2, 1] : [1],
      answers: u < 1000 ? ['B', u % 2 === 0 ? 'A' : 'C'] : [u % 2 === 0 ? 'A' : 'D'],
    }));
    const laters: StatsSession[] = firsts.map((s) => ({ userId: s.userId, questionIds: [1], answers: [s.answers.at(-1) === 'A' ? 'B' : 'A'] }));
    const [q1, q2] = computeQuestionStats([q(1, 'A'), q(2, 'B')], [...firsts, ...laters]);
    expect(q1).toMatchObject({ attempts: 2500, facility: 50, optionShare: { A: 50, B: 0, C: 20, D: 30 } });
    expect(q2).toMatchObject({ attempts: 1000, facility: 100 });
  });

  it('flags like Moodle: below 30 very likely, 30 to 50 likely, above 50 not', () => {
    expect([29.9, 30, 50, 50.1, null].map(needsCheckOf)).toEqual(['very likely', 'likely', 'likely', null, null]);
  });
});
