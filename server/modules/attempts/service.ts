/**
 * Attempts held by the server: start (or resume), save an answer or a flag, submit into a graded
 * session exactly once, abandon. The server's clock rules: an answer after the deadline (plus a few
 * seconds of grace) is refused, and an attempt past its deadline is graded with what was saved by
 * then, at the latest when its learner next reads an attempt, a session, history or progress.
 */
import { answerProblem, chooseCount, isAnswerCorrect } from '@common/rules/answers';
import { gradeAnswers } from '@common/rules/grading';
import { examPassed } from '@common/rules/exam';
import { FEEDBACK_MODES, REVIEW_SIZE, type AnswerSave, type AttemptCreate, type AttemptMode } from '@common/schemas/attempt';
import type { Question, QuizDifficulty } from '@common/schemas/question';
import { QUIZ_TIME_LIMIT, TIME_GRACE } from '@common/schemas/quiz-session';
import type { Database } from '@server/db/database';
import type { WriteQueue } from '@server/db/write-queue';
import { badRequest, conflict, notFound } from '@server/errors';
import type { CatalogSource, CatalogView } from '../catalog/cache';
import { writeOne } from '../quiz/attempt-writer';
import * as quizRepo from '../quiz/repository';
import { drawIds, drawIdsOfModules, sessionTitle, shuffle } from '../quiz/service';
import { blueprintOf } from '../exam/service';
import { dueQuestions, type CardCache } from '../review/cards';
import * as repo from './repository';

/** What the attempt rules need, handed in by the routes (and by tests, with their own clock). */
export interface AttemptContext {
  db: Database['db'];
  writes: WriteQueue;
  /** The catalogue as the request sees it (the routes hand in the cache at the learner's version). */
  catalog: CatalogSource;
  now(): Date;
  /** Questions of a practice or study attempt (QUIZ_SIZE). */
  quizSize: number;
  /** The learners' review cards this server holds (review/cards.ts). */
  cards: CardCache;
}

/** Abandoned attempts are kept this long (a mistaken Exit can be looked into), then deleted. */
export const ABANDONED_KEPT_MS = 24 * 60 * 60 * 1000;

const parse = <T>(json: string) => JSON.parse(json) as T;
/** Whether the mode gives feedback after each answer (study), which makes an answer final. */
export const hasFeedback = (mode: string) => FEEDBACK_MODES.includes(mode as AttemptMode);

function isPastDeadline(row: repo.AttemptRow, now: Date): boolean {
  return row.deadline !== null && now.getTime() > Date.parse(row.deadline) + TIME_GRACE * 1000;
}

/** An attempt with the questions it shows (those that still exist), for attempts/presenter.ts. */
export interface AttemptView {
  row: repo.AttemptRow;
  /** The question of each of the row's ids, in attempt order; undefined where it no longer exists. */
  questions: readonly (Question | undefined)[];
}

/** A saved answer and flag, with what its feedback needs. */
export interface SavedAnswer {
  index: number;
  answer: string;
  flagged: boolean;
  mode: string;
  /** The question answered; undefined when it was deleted since. */
  question: Question | undefined;
}

/**
 * `catalog` is the request's view of the catalogue when it has one already (one version check per
 * request); `questionIds` the row's ids when the caller has them (it has just written the row).
 */
async function view(ctx: AttemptContext, row: repo.AttemptRow, catalog?: CatalogView, questionIds = parse<number[]>(row.question_ids)): Promise<AttemptView> {
  return { row, questions: await (catalog ?? (await ctx.catalog.view())).questionList(questionIds) };
}

/** An attempt another request started, shown once it is on disk (write-queue.ts: durable). */
async function resumed(ctx: AttemptContext, row: repo.AttemptRow, catalog: CatalogView): Promise<AttemptView> {
  await ctx.writes.durable();
  return view(ctx, row, catalog);
}

/** What a mode decides about a new attempt: how to find one to resume, its name, scope, clock and questions. */
interface Plan {
  /** The request's view of the catalogue, read once. */
  catalog: CatalogView;
  resumeKey: string;
  title: string;
  certificateId: number | null;
  moduleId: number | null;
  difficulty: QuizDifficulty | null;
  timeLimit: number | null;
  /** An exam's pass mark; null for other modes. */
  passMark: number | null;
  /** The question ids, in attempt order; empty means there is nothing to start. */
  draw(): Promise<number[]>;
  empty: { message: string; code: string };
}

async function planFor(ctx: AttemptContext, userId: number, body: AttemptCreate, reviewVersion: () => number | null): Promise<Plan> {
  const catalog = await ctx.catalog.view();
  switch (body.mode) {
    case 'practice':
    case 'study': {
      const mod = await catalog.module(body.moduleId);
      if (!mod) throw notFound('Module');
      return {
        catalog,
        resumeKey: `${body.mode}:${mod.id}:${body.difficulty}`,
        title: sessionTitle(mod.name, body.difficulty),
        certificateId: mod.certificateId,
        moduleId: mod.id,
        difficulty: body.difficulty,
        timeLimit: body.mode === 'practice' ? QUIZ_TIME_LIMIT : null,
        passMark: null,
        draw: () => drawIds(ctx.db, userId, mod.id, body.difficulty, ctx.quizSize, catalog),
        empty: { message: 'No questions available for this module and difficulty', code: 'no_questions' },
      };
    }
    case 'exam': {
      const certificate = await catalog.certificate(body.certificateId);
      if (!certificate) throw notFound('Certificate');
      const blueprint = await blueprintOf(catalog, certificate.id);
      return {
        catalog,
        resumeKey: `exam:${certificate.id}`,
        title: `Mock exam · ${certificate.name}`,
        certificateId: certificate.id,
        moduleId: null,
        difficulty: null,
        timeLimit: blueprint.timeLimit,
        passMark: blueprint.passMark,
        draw: async () => {
          const ids: number[] = [];
          for (const drawn of (await drawIdsOfModules(ctx.db, userId, blueprint.allocation, 'mixed', catalog)).values()) for (const id of drawn) ids.push(id);
          return shuffle(ids);
        },
        empty: { message: 'This certificate has no questions yet', code: 'no_questions' },
      };
    }
    case 'review': {
      const mod = body.moduleId === undefined ? undefined : await catalog.module(body.moduleId);
      if (body.moduleId !== undefined && !mod) throw notFound('Module');
      const certificate = body.certificateId === undefined ? undefined : await catalog.certificate(body.certificateId);
      if (body.certificateId !== undefined && !certificate) throw notFound('Certificate');
      return {
        catalog,
        resumeKey: `review:${certificate?.id ?? '*'}:${mod?.id ?? '*'}`,
        title: mod ? `Spaced review · ${mod.name}` : certificate ? `Spaced review · ${certificate.name}` : 'Spaced review',
        certificateId: certificate?.id ?? mod?.certificateId ?? null,
        moduleId: mod?.id ?? null,
        difficulty: null,
        timeLimit: null,
        passMark: null,
        draw: async () => {
          const cards = await ctx.cards.cardsOf(ctx.db, userId, reviewVersion());
          return dueQuestions(cards, await catalog.liveQuestions(), ctx.now().getTime(), REVIEW_SIZE, { certificateId: certificate?.id, moduleId: mod?.id });
        },
        empty: { message: 'Nothing is due for review', code: 'nothing_due' },
      };
    }
    case 'mistakes': {
      const session = await quizRepo.findAttempt(ctx.db, userId, body.sessionId);
      if (!session) throw notFound('Quiz session');
      const ids = parse<number[]>(session.question_ids);
      const answers = parse<string[]>(session.answers);
      const live = await catalog.questions(ids);
      return {
        catalog,
        resumeKey: `mistakes:${session.id}`,
        title: `Mistakes · ${session.title ?? sessionTitle(session.module_name, session.difficulty)}`,
        certificateId: session.certificate_id,
        moduleId: session.module_id,
        difficulty: session.module_id === null ? null : (session.difficulty as QuizDifficulty),
        timeLimit: null,
        passMark: null,
        // Exactly the questions answered wrong or skipped there (that still exist), in quiz order.
        draw: () => Promise.resolve(ids.filter((id, i) => live.has(id) && !isAnswerCorrect(live.get(id)!.correctAnswer, answers[i] ?? ''))),
        empty: { message: 'Nothing was missed in that quiz', code: 'nothing_missed' },
      };
    }
  }
}

/**
 * Starts an attempt, or resumes the one in progress of the same mode and scope (a double click,
 * another device). `reviewVersion` is the learner's, read with the request's token (review/cards.ts);
 * null reads their cards from the database.
 *
 * The attempt in progress is looked up first, so that a resume costs neither a draw nor a write.
 * (Drawing and inserting first, and looking up only when the resume key refuses the insert, saved
 * a new attempt that look-up, but made every resume wait for a group commit of nothing:
 * docs/performance.md, "Fourth session of 2026-12-05".)
 */
export async function start(ctx: AttemptContext, userId: number, body: AttemptCreate, reviewVersion: number | null = null): Promise<{ attempt: AttemptView; created: boolean }> {
  let version = reviewVersion;
  const plan = await planFor(ctx, userId, body, () => version);
  const running = await repo.findInProgressByKey(ctx.db, userId, plan.resumeKey);
  if (running) {
    if (!isPastDeadline(running, ctx.now())) return { attempt: await resumed(ctx, running, plan.catalog), created: false };
    await submit(ctx, userId, running.id);
    // Grading it wrote the learner's cards: the version read with the token is behind.
    version = null;
  }
  const questionIds = await plan.draw();
  if (questionIds.length === 0) throw conflict(plan.empty.message, plan.empty.code);
  const row = newAttemptRow(plan, userId, body.mode, questionIds, ctx.now());
  const id = await ctx.writes.run((trx) => repo.insertAttempt(trx, row));
  if (id === undefined) {
    // Another request started it a moment ago: resume that one.
    const winner = await repo.findInProgressByKey(ctx.db, userId, plan.resumeKey);
    if (!winner) throw conflict('The attempt could not be started: please try again', 'attempt_race');
    return { attempt: await resumed(ctx, winner, plan.catalog), created: false };
  }
  return { attempt: await view(ctx, { ...row, id }, plan.catalog, questionIds), created: true };
}

function newAttemptRow(plan: Plan, userId: number, mode: AttemptMode, questionIds: readonly number[], startedAt: Date): repo.NewAttemptRow {
  return {
    user_id: userId,
    mode,
    status: 'in_progress',
    title: plan.title,
    certificate_id: plan.certificateId,
    module_id: plan.moduleId,
    difficulty: plan.difficulty,
    question_ids: JSON.stringify(questionIds),
    answers: JSON.stringify(questionIds.map(() => '')),
    flags: JSON.stringify(questionIds.map(() => false)),
    started_at: startedAt.toISOString(),
    deadline: plan.timeLimit === null ? null : new Date(startedAt.getTime() + plan.timeLimit * 1000).toISOString(),
    time_limit: plan.timeLimit,
    pass_mark: plan.passMark,
    session_id: null,
    resume_key: plan.resumeKey,
    updated_at: startedAt.toISOString(),
  };
}

export async function get(ctx: AttemptContext, userId: number, id: number, hint: ExpiryHint | null): Promise<AttemptView> {
  await settleExpired(ctx, userId, hint);
  const row = await repo.findAttempt(ctx.db, userId, id);
  if (!row || row.status === 'abandoned') throw notFound('Attempt');
  return view(ctx, row);
}

export async function listInProgress(ctx: AttemptContext, userId: number, hint: ExpiryHint | null): Promise<AttemptView[]> {
  await settleExpired(ctx, userId, hint);
  const rows = await repo.listInProgress(ctx.db, userId);
  return Promise.all(rows.map((row) => view(ctx, row)));
}

/** Saves an answer, a flag or both. In a feedback mode the answer, once given, is final. */
export async function saveAnswer(ctx: AttemptContext, userId: number, id: number, index: number, body: AnswerSave): Promise<SavedAnswer> {
  const before = await repo.findAttempt(ctx.db, userId, id);
  if (!before || before.status === 'abandoned') throw notFound('Attempt');
  const ids = parse<number[]>(before.question_ids);
  if (index >= ids.length) throw badRequest(`This attempt has ${ids.length} questions: the index runs from 0 to ${ids.length - 1}`, 'bad_index');
  // Read outside the transaction: an attempt's questions never change, and on SQLite the
  // transaction holds the only connection.
  const question = (await (await ctx.catalog.view()).questions([ids[index]!])).get(ids[index]!);
  if (body.answer !== undefined && question) {
    const problem = answerProblem(body.answer, chooseCount(question.type, question.correctAnswer));
    if (problem) throw badRequest(problem, 'bad_answer');
  }
  const now = ctx.now();
  return ctx.writes.run(async (trx) => {
    const row = await repo.lockAttempt(trx, userId, id, now.toISOString());
    if (!row || row.status === 'abandoned') throw notFound('Attempt');
    if (row.status === 'submitted') throw conflict('This attempt is already submitted', 'attempt_submitted');
    if (isPastDeadline(row, now)) throw conflict('Time is up', 'time_up');
    const answers = parse<string[]>(row.answers);
    const flags = parse<boolean[]>(row.flags);
    const feedbackMode = hasFeedback(row.mode);
    if (body.answer !== undefined && feedbackMode && answers[index] !== '' && answers[index] !== body.answer) {
      throw conflict('This answer already got feedback and cannot be changed', 'answer_final');
    }
    if (body.answer !== undefined) answers[index] = body.answer;
    if (body.flagged !== undefined) flags[index] = body.flagged;
    await repo.saveAnswers(trx, id, answers, flags);
    return { index, answer: answers[index] ?? '', flagged: flags[index] ?? false, mode: row.mode, question };
  });
}

/**
 * Grades the attempt into a session, exactly once: however often and from wherever it is sent,
 * the first submit stores the session and every other one answers it.
 */
export async function submit(ctx: AttemptContext, userId: number, id: number): Promise<{ sessionId: number; created: boolean; session?: quizRepo.SessionRow }> {
  const before = await repo.findAttempt(ctx.db, userId, id);
  if (!before || before.status === 'abandoned') throw notFound('Attempt');
  if (before.status === 'submitted' && before.session_id !== null) {
    // Another request's submit: answered only once it is on disk (write-queue.ts: durable).
    await ctx.writes.durable();
    return { sessionId: before.session_id, created: false };
  }
  const ids = parse<number[]>(before.question_ids);
  // The catalogue holds every question by id, deleted ones included: no query for the keys.
  const [keyOf, mod] = await Promise.all([(await ctx.catalog.view()).questions(ids), before.module_id === null ? undefined : quizRepo.moduleForAttempt(ctx.db, before.module_id)]);
  const correct = ids.map((qid) => keyOf.get(qid)?.correctAnswer ?? '');
  const now = ctx.now();
  return ctx.writes.run(async (trx, end) => {
    const row = await repo.lockAttempt(trx, userId, id, now.toISOString());
    if (!row || row.status === 'abandoned') throw notFound('Attempt');
    if (row.status === 'submitted' && row.session_id !== null) return { sessionId: row.session_id, created: false };
    const answers = parse<string[]>(row.answers);
    const expired = isPastDeadline(row, now);
    const startedAt = Date.parse(row.started_at);
    const completedAt = expired && row.deadline ? row.deadline : now.toISOString();
    const elapsed = Math.max(0, Math.round((Date.parse(completedAt) - startedAt) / 1000));
    const timeUsed = row.time_limit === null ? elapsed : Math.min(elapsed, row.time_limit);
    const score = gradeAnswers(correct, answers);
    const stored = await writeOne(
      trx,
      {
        attempt: {
          userId,
          moduleId: mod?.id ?? null,
          // A session that spans modules shows its title where a module's name would stand.
          moduleName: mod?.name ?? row.title,
          certificateId: mod?.certificate_id ?? row.certificate_id,
          difficulty: row.difficulty ?? 'mixed',
          questionIds: ids,
          answers,
          score,
          timeUsed,
          completedAt,
          // One session per attempt, whatever happens: the unique key refuses a second.
          submissionHash: `attempt:${row.id}`,
          submissionBucket: 0,
          mode: row.mode,
          title: row.title,
          ...(row.pass_mark === null ? {} : { passed: examPassed(score, ids.length, row.pass_mark) }),
        },
        answers: ids.flatMap((questionId, i) => {
          const key = keyOf.get(questionId);
          return key ? [{ questionId, moduleId: key.moduleId, correct: isAnswerCorrect(correct[i]!, answers[i] ?? ''), keyChangedAt: key.keyChangedAt }] : [];
        }),
      },
      end,
    );
    await repo.markSubmitted(trx, row.id, stored.id);
    return { sessionId: stored.id, created: stored.created, session: stored.row };
  });
}

/** The quiz's Exit: nothing is graded or counted. */
export async function abandon(ctx: AttemptContext, userId: number, id: number): Promise<void> {
  await ctx.writes.run(async (trx) => {
    const row = await repo.lockAttempt(trx, userId, id, ctx.now().toISOString());
    if (!row || row.status === 'abandoned') throw notFound('Attempt');
    if (row.status === 'submitted') throw conflict('This attempt is already submitted', 'attempt_submitted');
    await repo.markAbandoned(trx, id);
  });
}

/** What the request's token check learnt (server/plugins/learner-auth.ts): whether an expired attempt was in progress then. */
export interface ExpiryHint {
  expiredAttempt: boolean;
}

/**
 * Grades this learner's attempts whose time ran out, before anything of theirs is read. With the
 * hint of the request's token check, which asked the database the same question a moment ago in
 * the same statement, a learner with no expired attempt (nearly every read) costs no query here.
 * The hint is per request, never kept: another app server may start or submit attempts at any time.
 * Every caller says which it has: null (no token check of this learner, e.g. an administrator's
 * read) asks the database.
 */
export async function settleExpired(ctx: AttemptContext, userId: number, hint: ExpiryHint | null): Promise<void> {
  if (hint && !hint.expiredAttempt) return;
  const cutoff = new Date(ctx.now().getTime() - TIME_GRACE * 1000).toISOString();
  for (const id of await repo.expiredOf(ctx.db, userId, cutoff)) await submit(ctx, userId, id);
}

/** The periodic clean-up: grades expired attempts of anyone, deletes abandoned ones older than a day. */
export async function sweep(ctx: AttemptContext, batch = 100): Promise<{ graded: number; deleted: number }> {
  const now = ctx.now().getTime();
  const expired = await repo.expiredOfAnyone(ctx.db, new Date(now - TIME_GRACE * 1000).toISOString(), batch);
  for (const a of expired) await submit(ctx, a.user_id, a.id);
  const deleted = await repo.deleteAbandonedBefore(ctx.db, new Date(now - ABANDONED_KEPT_MS).toISOString());
  return { graded: expired.length, deleted };
}
