/**
 * Response serialisation from the routes' zod schemas, without zod on the hot path.
 *
 * fastify-type-provider-zod encodes every response with zod (a full validation pass) before
 * JSON.stringify; on the learner reads that was the largest single cost after the socket writes.
 * Here each response schema is compiled once into a function that copies only the properties the
 * contract declares (as zod's default strip would) and JSON.stringify does the rest. With `check`
 * on (every environment but production, so all tests), zod still encodes each response too and a
 * difference between the two is a 500 with the zod issues logged, exactly as before: the tests keep
 * proving that the handlers return what the contract says, and the fast path and zod agree.
 * Schemas the copier does not understand (transforms, pipes, records...) keep the zod path.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

type Copy = (value: unknown) => unknown;
const identity: Copy = (value) => value;

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

const SCALARS = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

/** A copier for values of this schema, or null when the schema needs zod to produce its output. */
export function compileCopy(schema: $ZodType): Copy | null {
  const def = defOf(schema);
  if (SCALARS.has(def.type)) return identity;
  switch (def.type) {
    case 'union':
      // Unions of scalars only (e.g. an option id or ""): the value is written as it is.
      return def.options!.every((o) => compileCopy(o) === identity) ? identity : null;
    case 'optional':
    case 'nullable': {
      const inner = compileCopy(def.innerType!);
      if (!inner) return null;
      if (inner === identity) return identity;
      return (value) => (value === undefined || value === null ? value : inner(value));
    }
    case 'array': {
      const element = compileCopy(def.element!);
      if (!element) return null;
      if (element === identity) return identity;
      return (value) => (Array.isArray(value) ? value.map(element) : value);
    }
    case 'object': {
      // Only zod's default "strip" objects: strict and loose ones change what is written.
      if (def.catchall !== undefined) return null;
      const keys = Object.keys(def.shape!);
      const copies: Copy[] = [];
      for (const key of keys) {
        const copy = compileCopy(def.shape![key]!);
        if (!copy) return null;
        copies.push(copy);
      }
      return (value) => {
        if (value === null || typeof value !== 'object') return value;
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i]!;
          const v = source[key];
          if (v !== undefined) out[key] = copies[i]!(v);
        }
        return out;
      };
    }
    default:
      return null;
  }
}

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/** Throws when `json` is not what zod makes of `data` under `schema` (the check of every environment but production), naming the route. */
export function checkJson(schema: $ZodType, data: unknown, json: string, route: { method: string; url: string }): void {
  const result = safeEncode(schema, data);
  if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  const expected = JSON.stringify(result.data);
  if (json !== expected && !isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
    throw new Error(`The fast response serialiser of ${route.method} ${route.url} disagrees with zod: ${json} vs ${expected}`);
  }
}

/** A Fastify serializer compiler for zod response schemas; `check` also encodes with zod and compares. */
export function createResponseSerializerCompiler(options: { check: boolean }) {
  return (input: CompilerInput): ((data: unknown) => string) => {
    const schema = input.schema as $ZodType;
    const copy = schema && typeof schema === 'object' && '_zod' in schema ? compileCopy(schema) : null;
    if (!copy) return zodSerializerCompiler(input);
    if (!options.check) return (data) => JSON.stringify(copy(data));
    return (data) => {
      const fast = JSON.stringify(copy(data));
      checkJson(schema, data, fast, input);
      return fast;
    };
  };
}

/**
 * The JSON of a value that many responses share and that never changes while its source object
 * lives (a question as learners see it, from the catalogue cache), written once per source object
 * and kept encoded (UTF-8), as it goes on the wire. A mock exam's response holds 60 questions:
 * writing them was a quarter of its cost, and joining their texts and encoding the whole response
 * again for the socket a tenth (docs/performance.md).
 */
export function jsonOnce<Source extends object>(schema: $ZodType, present: (source: Source) => unknown): (source: Source) => Buffer {
  const copy = compileCopy(schema);
  if (!copy) throw new Error('jsonOnce needs a schema the fast serialiser can copy');
  // Kept on the source object itself, under a key of this function's own that is neither
  // enumerable nor writable: a spread or a copy of the object does not carry it, JSON.stringify
  // does not see it, and a look-up is a property read (a WeakMap's cost a mock exam's draw 3%).
  const key = Symbol('jsonOnce');
  return (source) => {
    let json = (source as Record<symbol, Buffer | undefined>)[key];
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(copy(present(source))));
      Object.defineProperty(source, key, { value: json });
    }
    return json;
  };
}

const COMMA = Buffer.from(',');

/** `before`, the items (jsonOnce, or JSON text) separated by commas, then `after`: one buffer, copied once. */
function joinJson(before: string, items: readonly (Buffer | string)[], after: string): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  for (let i = 0; i < items.length; i++) {
    if (i > 0) parts.push(COMMA);
    const item = items[i]!;
    parts.push(typeof item === 'string' ? Buffer.from(item) : item);
  }
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}

/** A JSON array of items written once each (jsonOnce). */
export function jsonArray(items: readonly Buffer[]): Buffer {
  return joinJson('[', items, ']');
}

/**
 * A writer of JSON for values of `schema` whose array at the top-level `key` is given as the JSON
 * of its items (jsonOnce, or JSON text). Nothing before that key in the schema may hold a property
 * of the same name.
 */
export function jsonWithItems(schema: $ZodType, key: string): (value: Record<string, unknown>, items: readonly (Buffer | string)[]) => Buffer {
  const copy = compileCopy(schema);
  if (!copy) throw new Error('jsonWithItems needs a schema the fast serialiser can copy');
  const empty = `${JSON.stringify(key)}:[]`;
  return (value, items) => {
    const shell = JSON.stringify(copy({ ...value, [key]: [] }));
    // Quotes inside any string value are escaped: unescaped, they spell only a property name.
    const at = shell.indexOf(empty) + empty.length - 1;
    return joinJson(shell.slice(0, at), items, shell.slice(at));
  };
}

/**
 * Sends JSON written by hand (jsonArray, jsonWithItems) past Fastify's serialiser. Wherever
 * responses are checked (every environment but production), it is checked against `schema` as the
 * serialiser checks every other response; `value` gives the object the JSON stands for, made only
 * then.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, schema: $ZodType, json: Buffer, value: () => unknown): FastifyReply {
  if (reply.server.config.checkResponses) checkJson(schema, value(), json.toString('utf8'), { method: request.method, url: request.routeOptions.url ?? request.url });
  return reply.type('application/json; charset=utf-8').send(json);
}
