/**
 * Item statistics of one module's questions, computed from each learner's FIRST graded answer to
 * each question (docs/question-statistics.md explains each figure). Pure: the caller reads the
 * sessions once, in completion order, and feeds them in as they come.
 */
import type { NeedsCheck, QuestionStats } from '@common/schemas/question-stats';
import { presentQuestionStats } from './presenter';

export interface StatsQuestion {
  id: number;
  text: string;
  difficulty: QuestionStats['difficulty'];
  /** The correct letters in alphabetical order, as answers are stored. */
  correctAnswer: string;
}

export interface StatsSession {
  userId: number;
  questionIds: readonly number[];
  /** The chosen letters in alphabetical order, '' for unanswered. */
  answers: readonly string[];
}

export interface StatsOptions {
  /** Below this many attempts, discrimination and needsCheck are null (Moodle's rule of thumb: 30). */
  minAttempts?: number;
}

export const MIN_ATTEMPTS = 30;
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Learners per block of first answers: 1,024 × a module's questions bytes each (334 KB at 334). */
const SLOTS_PER_BLOCK = 1024;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** An answer's letters as bits (A = 1, B = 2, ...): equal codes are equal answers, as answers are stored sorted. */
function letterCode(answer: string): number {
  let code = 0;
  for (let c = 0; c < answer.length; c++) code |= 1 << (answer.charCodeAt(c) - 65);
  return code;
}

/** Moodle's flags: discrimination below 30 "very likely" needs checking, 30 to 50 "likely". */
export function needsCheckOf(discrimination: number | null): NeedsCheck {
  if (discrimination === null) return null;
  if (discrimination < 30) return 'very likely';
  if (discrimination <= 50) return 'likely';
  return null;
}

/** Pearson's r from running sums; null when either variable does not vary. */
function pearson(n: number, sx: number, sy: number, sxy: number, sxx: number, syy: number): number | null {
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  // Sums of 0/1 and of shares: exact zero variance shows as a tiny value only through rounding.
  if (vx <= 1e-12 || vy <= 1e-12) return null;
  return (n * sxy - sx * sy) / Math.sqrt(vx * vy);
}

/**
 * Each learner's first answer to each question of a module, taken from sessions fed in completion
 * order, a page at a time if need be (the caller need not hold a module's tens of thousands of
 * sessions at once). Kept as 1 + the answer's letters as bits (0: not answered yet; at most 16
 * with four options, so a byte each) in blocks of SLOTS_PER_BLOCK learners × m questions, indexed
 * by learner slot and question index: too many learners for a map each, and blocks rather than one
 * array grown by copying, which held twice a large module's answers at once (tens of MB).
 */
export class FirstAnswers {
  private readonly index: Map<number, number>;
  private readonly correctCode: number[];
  private readonly m: number;
  private readonly slots = new Map<number, number>();
  private readonly blocks: Uint8Array[] = [];
  /** Per learner slot: first answers given, and how many of them were right. */
  private readonly answered: number[] = [];
  private readonly rightOf: number[] = [];

  constructor(private readonly questions: readonly StatsQuestion[]) {
    this.index = new Map(questions.map((q, i) => [q.id, i]));
    this.correctCode = questions.map((q) => letterCode(q.correctAnswer));
    this.m = questions.length;
  }

  /** Takes in the answers of one session, later than every session added before. */
  add(s: StatsSession): void {
    const m = this.m;
    let slot = this.slots.get(s.userId);
    for (let k = 0; k < s.questionIds.length; k++) {
      const i = this.index.get(s.questionIds[k]!);
      if (i === undefined) continue;
      if (slot === undefined) {
        slot = this.answered.length;
        this.slots.set(s.userId, slot);
        this.answered.push(0);
        this.rightOf.push(0);
        if (slot % SLOTS_PER_BLOCK === 0) this.blocks.push(new Uint8Array(SLOTS_PER_BLOCK * m));
      }
      const block = this.blocks[Math.floor(slot / SLOTS_PER_BLOCK)]!;
      const key = (slot % SLOTS_PER_BLOCK) * m + i;
      if (block[key] !== 0) continue;
      const code = letterCode(s.answers[k] ?? '');
      block[key] = code + 1;
      this.answered[slot]!++;
      if (code === this.correctCode[i]) this.rightOf[slot]!++;
    }
  }

  /** The figures of every question, from the first answers taken in so far. */
  stats(openReports: ReadonlyMap<number, number> = new Map(), options: StatsOptions = {}): QuestionStats[] {
    const { questions, m, blocks, answered, rightOf, correctCode } = this;
    const minAttempts = options.minAttempts ?? MIN_ATTEMPTS;
    const attempts = new Array<number>(m).fill(0);
    const right = new Array<number>(m).fill(0);
    const letters = LETTERS.map(() => new Array<number>(m).fill(0));
    // Running sums for the correlation, over learners who answered at least one other question.
    const n = new Array<number>(m).fill(0);
    const sx = new Array<number>(m).fill(0);
    const sy = new Array<number>(m).fill(0);
    const sxy = new Array<number>(m).fill(0);
    const sxx = new Array<number>(m).fill(0);
    const syy = new Array<number>(m).fill(0);

    for (let slot = 0; slot < answered.length; slot++) {
      const others = answered[slot]! - 1;
      const block = blocks[Math.floor(slot / SLOTS_PER_BLOCK)]!;
      for (let i = 0, key = (slot % SLOTS_PER_BLOCK) * m; i < m; i++, key++) {
        if (block[key] === 0) continue;
        const code = block[key]! - 1;
        const x = code === correctCode[i] ? 1 : 0;
        attempts[i]!++;
        right[i]! += x;
        for (let l = 0; l < LETTERS.length; l++) if (code & (1 << l)) letters[l]![i]!++;
        if (others === 0) continue;
        const y = (rightOf[slot]! - x) / others;
        n[i]!++;
        sx[i]! += x;
        sy[i]! += y;
        sxy[i]! += x * y;
        sxx[i]! += x * x;
        syy[i]! += y * y;
      }
    }

    return questions.map((q, i) => {
      const a = attempts[i]!;
      const r = a >= minAttempts ? pearson(n[i]!, sx[i]!, sy[i]!, sxy[i]!, sxx[i]!, syy[i]!) : null;
      const discrimination = r === null ? null : round1(100 * r);
      const share = (l: number) => (a === 0 ? 0 : round1((100 * letters[l]![i]!) / a));
      const figures = {
        attempts: a,
        facility: a === 0 ? null : round1((100 * right[i]!) / a),
        discrimination,
        optionShare: { A: share(0), B: share(1), C: share(2), D: share(3) },
        needsCheck: needsCheckOf(discrimination),
      };
      return presentQuestionStats(q, figures, openReports.get(q.id) ?? 0);
    });
  }
}

/** The statistics of `questions` from sessions given in completion order, all at once. */
export function computeQuestionStats(questions: readonly StatsQuestion[], sessions: Iterable<StatsSession>, openReports: ReadonlyMap<number, number> = new Map(), options: StatsOptions = {}): QuestionStats[] {
  const firsts = new FirstAnswers(questions);
  for (const s of sessions) firsts.add(s);
  return firsts.stats(openReports, options);
}
