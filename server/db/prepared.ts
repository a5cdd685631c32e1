/**
 * Queries of the hot paths, built and compiled by Kysely once per database instead of on every
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
  constructor(readonly name: string) {}
}

/** What a prepared query's builder receives for its values: a placeholder for each. */
export type Placeholders<A> = { readonly [K in keyof A]: A[K] };

interface Compiled {
  query: CompiledQuery;
  /** Where each placeholder's value goes among the parameters. */
  slots: { index: number; name: string }[];
}

function compile<A>(db: Executor, build: (db: Executor, $: Placeholders<A>) => Compilable<unknown>): Compiled {
  const $ = new Proxy({}, { get: (_, name) => new Placeholder(String(name)) }) as Placeholders<A>;
  const query = build(db, $).compile();
  const slots = query.parameters.flatMap((value, index) => (value instanceof Placeholder ? [{ index, name: value.name }] : []));
  return { query, slots };
}

/**
 * A query built once per executor (the app's database, or a transaction) by `build`, and run with
 * the values of `args` bound to its placeholders. Resolves with the rows.
 */
export function prepareQuery<A extends Record<string, unknown>, R>(build: (db: Executor, $: Placeholders<A>) => Compilable<R>): (db: Executor, args: A) => Promise<R[]> {
  const compiled = new WeakMap<Executor, Compiled>();
  return async (db, args) => {
    let found = compiled.get(db);
    if (!found) {
      found = compile(db, build);
      compiled.set(db, found);
    }
    const parameters = found.query.parameters.slice();
    for (const { index, name } of found.slots) {
      if (!(name in args)) throw new Error(`No value for the placeholder ${name}`);
      parameters[index] = args[name];
    }
    const result = await db.executeQuery<R>({ ...found.query, parameters });
    return result.rows;
  };
}
