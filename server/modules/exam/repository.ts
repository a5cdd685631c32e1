/**
 * Exam blueprints: one row per certificate that has its own, and its module weights. They are part
 * of the catalogue: read through its cache (CatalogView.blueprint), and a save raises its version.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB, ExamBlueprintsTable } from '@server/db/database';
import { bumpCatalogVersion } from '../catalog/repository';

type Executor = Kysely<DB> | Transaction<DB>;

export interface StoredBlueprint {
  row: ExamBlueprintsTable | undefined;
  /** Module id → weight, for the modules given one. */
  weights: ReadonlyMap<number, number>;
}

export async function findBlueprint(db: Executor, certificateId: number): Promise<StoredBlueprint> {
  const [row, weights] = await Promise.all([
    db.selectFrom('exam_blueprints').selectAll().where('certificate_id', '=', certificateId).executeTakeFirst(),
    db.selectFrom('exam_weights').select(['module_id', 'weight']).where('certificate_id', '=', certificateId).execute(),
  ]);
  return { row, weights: new Map(weights.map((w) => [w.module_id, w.weight])) };
}

export async function saveBlueprint(
  trx: Transaction<DB>,
  certificateId: number,
  b: { questionCount: number; timeLimit: number; passMark: number; weights: readonly { moduleId: number; weight: number }[] },
): Promise<void> {
  const values = { question_count: b.questionCount, time_limit: b.timeLimit, pass_mark: b.passMark };
  await bumpCatalogVersion(trx);
  await trx
    .insertInto('exam_blueprints')
    .values({ certificate_id: certificateId, ...values })
    .onConflict((oc) => oc.column('certificate_id').doUpdateSet(values))
    .execute();
  await trx.deleteFrom('exam_weights').where('certificate_id', '=', certificateId).execute();
  if (b.weights.length > 0) {
    await trx
      .insertInto('exam_weights')
      .values(b.weights.map((w) => ({ certificate_id: certificateId, module_id: w.moduleId, weight: w.weight })))
      .execute();
  }
}
