import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/** Each certificate's mock exam: size, time limit, pass mark, and module weights. No row means the defaults. */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('exam_blueprints')
    .addColumn('certificate_id', 'integer', (c) => c.primaryKey().references('certificates.id'))
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('time_limit', 'integer', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('exam_weights')
    .addColumn('certificate_id', 'integer', (c) => c.notNull().references('certificates.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_weights_pk', ['certificate_id', 'module_id'])
    .execute();
}
