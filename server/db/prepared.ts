/**
 * Queries of the hot paths, built and compiled by Kysely once (per dialect) instead of on every
 * call. Kysely builds an immutable tree of the query and compiles it to SQL each time it runs one;
 * in a profile of the quiz history at 50 connections that took 16% of the server's CPU, for SQL
 * text that never changes (docs/performance.md). A prepared query is written with the same builder
 * and types; where a value varies from call to call, it names a placeholder (`$.userId`), whose
 * value each call binds as a parameter of the compiled SQL, exactly as Kysely binds any value:
 *
 *   const tokenOwner = prepareQuery((db, $: Placeholders<{ hash: string }>) =>
 *     db.selectFrom('user_tokens').select('user_id as userId').where('token_hash', '=', $.hash));
 *   const rows = await tokenOwner(db, { hash });
 *
 * A placeholder stands for one value. It cannot be a list (an `in` list is compiled into as many
 * parameters as it has values) nor anything the builder looks into while building.
 */
import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { DB } from './database';

type Executor = Kysely<DB> | Transaction<DB>;

class Placeholder {
  constructor(
    readonly name: string,
    /** The row it belongs to, in a query of several rows (prepareRowsQuery). */
    readonly row = 0,
  ) {}
}

/** What a prepared query's builder receives for its values: a placeholder for each. */
export type Placeholders<A> = { readonly [K in keyof A]: A[K] };

interface Compiled {
  query: CompiledQuery;
  /** Where each placeholder's value goes among the parameters. */
  slots: { index: number; name: string; row: number }[];
}

const placeholdersOf = <A>(row: number) => new Proxy({}, { get: (_, name) => new Placeholder(String(name), row) }) as Placeholders<A>;

function compile(query: CompiledQuery): Compiled {
  const slots = query.parameters.flatMap((value, index) => (value instanceof Placeholder ? [{ index, name: value.name, row: value.row }] : []));
  return { query, slots };
}

/**
 * What a compiled query can be kept under: the SQL of a builder depends only on the dialect, which
 * a database and each of its transactions share (Kysely's adapter), so one compilation serves them
 * all. An executor with plugins (which may rewrite queries) compiles on every call instead.
 */
function cacheKeyOf(db: Executor): object | undefined {
  const executor = db.getExecutor();
  return executor.plugins.length === 0 ? executor.adapter : undefined;
}

function bind(found: Compiled, rows: readonly object[]): unknown[] {
  const parameters = found.query.parameters.slice();
  for (const { index, name, row } of found.slots) {
    const values = rows[row] as Record<string, unknown>;
    if (!(name in values)) throw new Error(`No value for the placeholder ${name}`);
    parameters[index] = values[name];
  }
  return parameters;
}

/** A query built and compiled once per dialect (see above), run with the values of `args`: a query of one row. */
export function prepareQuery<A extends Record<string, unknown>, R>(build: (db: Executor, $: Placeholders<A>) => Compilable<R>): (db: Executor, args: A) => Promise<R[]> {
  const run = prepareRowsQuery((db, rows: readonly Placeholders<A>[]) => build(db, rows[0]!));
  return (db, args) => run(db, [args]);
}

/**
 * The same for a statement of many rows (a multi-row insert or upsert, an `in` list): the builder
 * gets one set of placeholders per row, and the query is compiled once per dialect and number of
 * rows. Feed it statementChunks (chunks.ts), whose sizes are few, so few texts are ever compiled.
 * Building such a statement anew took about a twentieth of a submit's CPU (docs/performance.md).
 */
export function prepareRowsQuery<A extends object, R>(build: (db: Executor, rows: readonly Placeholders<A>[]) => Compilable<R>): (db: Executor, rows: readonly A[]) => Promise<R[]> {
  const compiled = new WeakMap<object, Map<number, Compiled>>();
  return async (db, rows) => {
    if (rows.length === 0) return [];
    const key = cacheKeyOf(db);
    let bySize = key && compiled.get(key);
    if (key && !bySize) compiled.set(key, (bySize = new Map<number, Compiled>()));
    let found = bySize?.get(rows.length);
    if (!found) {
      found = compile(
        build(
          db,
          Array.from({ length: rows.length }, (_, i) => placeholdersOf<A>(i)),
        ).compile(),
      );
      bySize?.set(rows.length, found);
    }
    const result = await db.executeQuery<R>({ ...found.query, parameters: bind(found, rows) });
    return result.rows;
  };
}
