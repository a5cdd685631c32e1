import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { widenVarchar } from '../dialect';

/**
 * Questions v2: a question is `single` (one correct option) or `multiple` (two or three), and its
 * `correct_answer` holds its letters in alphabetical order (`"B"`, `"AC"`, `"ABD"`). Every question
 * stored so far has one letter, so it becomes `single` and keeps its key as it is. Attempts already
 * store each answer as a string, which now may hold several letters.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .execute();
  // Room for up to four letters (a key holds at most three; four keeps an answer of every option storable).
  await widenVarchar(db, engine, 'questions', 'correct_answer', 4);
}
