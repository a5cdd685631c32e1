import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { LearnerQuestionSchema, QuestionSchema } from '@common/schemas/question';
import { QuizSessionSchema } from '@common/schemas/quiz-session';
import { checkJson, compileCopy, createResponseSerializerCompiler, jsonArray, jsonOnce, jsonWithItems } from './response-serializer';

const compile = (schema: $ZodType, check: boolean) => createResponseSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const question = {
  id: 7,
  text: 'Which?',
  options: [
    { id: 'A', text: 'a', secret: 1 },
    { id: 'B', text: 'b' },
    { id: 'C', text: 'c' },
    { id: 'D', text: 'd' },
  ],
  type: 'single',
  correctAnswer: 'B',
  difficulty: 'easy',
  explanation: 'Because.',
  moduleId: 3,
  createdAt: 'not in the contract',
  deletedAt: null,
};

describe('response serializer', () => {
  it('writes exactly what zod writes: declared properties only, in any nesting', () => {
    const schema = z.array(QuestionSchema);
    const fast = compile(schema, false)([question, question]);
    expect(JSON.parse(fast)).toEqual(z.array(QuestionSchema).parse([question, question]));
    expect(fast).not.toContain('secret');
    expect(fast).not.toContain('createdAt');
  });

  it("strips a question's key and explanation when the contract is a learner's view", () => {
    const fast = compile(z.array(LearnerQuestionSchema), false)([{ ...question, choose: 1 }]);
    expect(JSON.parse(fast)).toEqual([{ id: 7, text: 'Which?', options: question.options.map(({ id, text }) => ({ id, text })), difficulty: 'easy', moduleId: 3, type: 'single', choose: 1 }]);
    expect(fast).not.toContain('correctAnswer');
    expect(fast).not.toContain('Because.');
  });

  it('handles optional, nullable and scalar-union fields like zod', () => {
    const schema = z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.union([z.enum(['A', 'B']), z.literal('')]), d: z.array(z.object({ x: z.boolean() })).optional() });
    for (const value of [
      { b: null, c: '' },
      { a: 'x', b: 2, c: 'A', d: [{ x: true, y: 1 }], e: 5 },
    ]) {
      expect(JSON.parse(compile(schema, false)(value))).toEqual(schema.parse(value));
    }
  });

  it('leaves schemas it cannot copy to zod', () => {
    expect(compileCopy(z.strictObject({ a: z.string() }))).toBeNull();
    expect(compileCopy(z.string().transform((s) => s.length))).toBeNull();
    expect(compileCopy(z.record(z.string(), z.number()))).toBeNull();
    expect(compileCopy(QuizSessionSchema)).not.toBeNull();
    // Through zod, a strict object still refuses unknown keys.
    const strict = compile(z.strictObject({ a: z.string() }), false);
    expect(strict({ a: 'x' })).toBe('{"a":"x"}');
    expect(() => strict({ a: 'x', b: 1 })).toThrow();
  });

  it('with checks on, refuses a response that breaks the contract', () => {
    const serialize = compile(QuestionSchema, true);
    expect(() => serialize({ ...question, type: 'several' })).toThrow();
    expect(() => serialize({ ...question, difficulty: 'expert' })).toThrow();
    expect(() => serialize({ ...question, id: 'seven' })).toThrow();
    expect(JSON.parse(serialize(question))).toEqual(QuestionSchema.parse(question));
  });

  it('without checks (production), does not validate: the tests are what keep the handlers honest', () => {
    expect(compile(QuestionSchema, false)({ ...question, correctAnswer: 'E' })).toContain('"correctAnswer":"E"');
  });

  it('writes a shared value once per source object, and the rest of a response around such texts as zod would, in UTF-8', () => {
    let presented = 0;
    const learnerJson = jsonOnce(LearnerQuestionSchema, (q: typeof question) => {
      presented++;
      return { ...q, choose: 1 };
    });
    const source = { ...question };
    const [keysBefore, textBefore] = [Object.keys(source), JSON.stringify(source)];
    const first = learnerJson(source);
    expect(learnerJson(source)).toBe(first);
    expect(presented).toBe(1);
    expect(JSON.parse(first.toString())).toEqual(JSON.parse(JSON.stringify(LearnerQuestionSchema.parse({ ...question, choose: 1 }))));
    // Kept on the source without showing: its keys and its JSON are unchanged, a copy of it is
    // written afresh, and another jsonOnce keeps its own text beside this one.
    expect(Object.keys(source)).toEqual(keysBefore);
    expect(JSON.stringify(source)).toBe(textBefore);
    learnerJson({ ...source });
    expect(presented).toBe(2);
    const chooseTwo = jsonOnce(LearnerQuestionSchema, (q: typeof question) => ({ ...q, choose: 2 }));
    expect((JSON.parse(chooseTwo(source).toString()) as { choose: number }).choose).toBe(2);
    expect(learnerJson(source)).toBe(first);

    const schema = z.object({ title: z.string(), items: z.array(LearnerQuestionSchema), note: z.string().nullable() });
    const write = jsonWithItems(schema, 'items');
    // A title that spells the key inside a string does not move the items.
    const value = { title: 'About "items":[] and more · naïve ✓', note: null, extra: 'not in the contract' };
    const parsed = JSON.parse(first.toString()) as unknown;
    const json = write(value, [first, first]).toString();
    expect(JSON.parse(json)).toEqual(schema.parse({ ...value, items: [parsed, parsed] }));
    expect(JSON.parse(write(value, []).toString())).toEqual({ title: value.title, items: [], note: null });
    expect(() => checkJson(schema, { ...value, items: [{ ...question, choose: 1 }] }, write(value, [first]).toString(), { method: 'GET', url: '/x' })).not.toThrow();
    expect(() => checkJson(schema, { ...value, items: [] }, write(value, [first]).toString(), { method: 'GET', url: '/x' })).toThrow(/disagrees with zod/);
    expect(JSON.parse(jsonArray([first, first, first]).toString())).toEqual([parsed, parsed, parsed]);
    expect(jsonArray([]).toString()).toBe('[]');
  });
});
