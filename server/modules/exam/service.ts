/**
 * The mock exam of a certificate. Without a blueprint of its own a certificate uses the defaults
 * (60 questions or all there are, 90 minutes, 70% to pass) with every module weighted equally; a
 * module added later weighs 1 until an administrator says otherwise.
 */
import { allocateByWeight } from '@common/rules/exam';
import { EXAM_DEFAULTS, type ExamBlueprint, type ExamBlueprintInput } from '@common/schemas/exam';
import type { Database } from '@server/db/database';
import { badRequest, notFound } from '@server/errors';
import type { CatalogCache, CatalogView } from '../catalog/cache';
import * as repo from './repository';

const questionsOf = (m: { questionCounts: { easy: number; medium: number; hard: number } }) => m.questionCounts.easy + m.questionCounts.medium + m.questionCounts.hard;

export interface ResolvedBlueprint extends ExamBlueprint {
  /** Each weighted module with the questions it has. */
  modules: { id: number; name: string; weight: number; available: number }[];
  /** How many questions each module gives an exam (allocateByWeight), for the modules that give any. */
  allocation: ReadonlyMap<number, number>;
}

/**
 * A certificate's blueprint with its defaults filled in and its questions allocated to modules.
 * It depends on the catalogue alone, so it is worked out once per version of it (every mock exam
 * drawn, every certificate page and readiness read needs it) and shared: callers must not change it.
 */
export async function blueprintOf(catalog: CatalogView, certificateId: number): Promise<ResolvedBlueprint> {
  if (!(await catalog.certificate(certificateId))) throw notFound('Certificate');
  return catalog.derived(`blueprint:${certificateId}`, async () => {
    const [modules, stored] = await Promise.all([catalog.modules(certificateId), catalog.blueprint(certificateId)]);
    const withWeights = modules.map((m) => ({ id: m.id, name: m.name, weight: stored.weights.get(m.id) ?? 1, available: questionsOf(m) }));
    const questionCount = stored.row?.question_count ?? EXAM_DEFAULTS.questionCount;
    return {
      questionCount,
      timeLimit: stored.row?.time_limit ?? EXAM_DEFAULTS.timeLimit,
      passMark: stored.row?.pass_mark ?? EXAM_DEFAULTS.passMark,
      weights: withWeights.map((m) => ({ moduleId: m.id, moduleName: m.name, weight: m.weight })),
      modules: withWeights,
      allocation: new Map([...allocateByWeight(questionCount, withWeights)].filter(([, n]) => n > 0)),
    };
  });
}

/** Save a certificate's blueprint, and return it as every server sees it from now on. */
export async function updateBlueprint(db: Database['db'], cache: CatalogCache, certificateId: number, input: ExamBlueprintInput): Promise<ResolvedBlueprint> {
  const catalog = await cache.view();
  if (!(await catalog.certificate(certificateId))) throw notFound('Certificate');
  const own = new Set((await catalog.modules(certificateId)).map((m) => m.id));
  const foreign = input.weights.filter((w) => !own.has(w.moduleId)).map((w) => w.moduleId);
  if (foreign.length > 0) throw badRequest(`Module ${foreign.join(', ')} is not a module of this certificate`, 'foreign_module');
  await db.transaction().execute((trx) => repo.saveBlueprint(trx, certificateId, input));
  // The save raised the catalogue version: a new view reads the blueprint afresh.
  return blueprintOf(await cache.view(), certificateId);
}
