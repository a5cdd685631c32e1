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

/** A Fastify serializer compiler for zod response schemas; `check` also encodes with zod and compares. */
export function createResponseSerializerCompiler(options: { check: boolean }) {
  return (input: CompilerInput): ((data: unknown) => string) => {
    const schema = input.schema as $ZodType;
    const copy = schema && typeof schema === 'object' && '_zod' in schema ? compileCopy(schema) : null;
    if (!copy) return zodSerializerCompiler(input);
    if (!options.check) return (data) => JSON.stringify(copy(data));
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(input.method, input.url, { cause: result.error });
      const fast = JSON.stringify(copy(data));
      const expected = JSON.stringify(result.data);
      if (fast !== expected && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(expected))) {
        throw new Error(`The fast response serialiser of ${input.method} ${input.url} disagrees with zod: ${fast} vs ${expected}`);
      }
      return fast;
    };
  };
}
