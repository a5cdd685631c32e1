import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, seedCatalog, type TestApp } from '@server/test/helpers';

/** 30 questions: every third hard, every fifth multiple, the tenth to nineteenth about "Routing 100%_". */
function aikenFile(): string {
  return Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    const topic = n >= 10 && n <= 19 ? `Routing 100%_ topic` : 'General topic';
    return [
      `Question ${String(n).padStart(2, '0')} about the ${topic}?`,
      'A. One',
      'B. Two',
      'C. Three',
      'D. Four',
      `ANSWER: ${n % 5 === 0 ? 'A, C' : 'B'}`,
      `DIFFICULTY: ${n % 3 === 0 ? 'hard' : 'easy'}`,
      'EXPLANATION: Because.',
    ].join('\n');
  }).join('\n\n');
}

describe.each(engines)('the admin question list on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let moduleId: number;
  beforeEach(async () => {
    t = await createTestApp(engine);
    headers = (await registerAdmin(t.app)).headers;
    moduleId = (await seedCatalog(t.database, 1)).emptyModuleId;
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/admin/modules/${moduleId}/questions/import?format=aiken&dryRun=false`,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: aikenFile(),
    });
    expect(imported.json()).toMatchObject({ imported: 30, errors: [] });
  });
  afterEach(() => t.close());

  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${moduleId}${query}`, headers });
  const numbers = (questions: { text: string }[]) => questions.map((q) => Number(q.text.slice(9, 11)));

  it('keeps the original answer, a plain array of every question, when no page is asked for', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(numbers(res.json())).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('answers one page with the total, oldest first', async () => {
    const first = await list('&page=1&pageSize=12');
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(30);
    expect(numbers(first.json().questions)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(numbers((await list('&page=3&pageSize=12')).json().questions)).toEqual([25, 26, 27, 28, 29, 30]);
    expect((await list('&page=4&pageSize=12')).json()).toEqual({ total: 30, questions: [] });
    expect((await list('&page=1')).json().questions).toHaveLength(30); // 50 by default
  });

  it('searches the text case-insensitively, with % and _ taken literally', async () => {
    const res = (await list('&page=1&query=ROUTING%20100%25_')).json();
    expect(res.total).toBe(10);
    expect(numbers(res.questions)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect((await list('&page=1&query=100%25x')).json()).toEqual({ total: 0, questions: [] });
    expect((await list('&page=1&query=Routing%20_00')).json().total).toBe(0);
  });

  it('filters by difficulty and type, combined with the search', async () => {
    expect(numbers((await list('&page=1&difficulty=hard')).json().questions)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    const multiple = (await list('&page=1&type=multiple')).json();
    expect(multiple.total).toBe(6);
    expect(multiple.questions.every((q: { type: string; correctAnswer: string }) => q.type === 'multiple' && q.correctAnswer === 'AC')).toBe(true);
    expect(numbers((await list('&page=1&type=multiple&difficulty=hard&query=question')).json().questions)).toEqual([15, 30]);
    expect(numbers((await list('&page=1&type=single&difficulty=hard&query=routing')).json().questions)).toEqual([12, 18]);
  });

  it('leaves deleted questions out of the page and the total', async () => {
    const all = (await list('')).json<{ id: number }[]>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${all[0]!.id}`, headers })).statusCode).toBe(204);
    const page = (await list('&page=1&pageSize=2')).json();
    expect(page.total).toBe(29);
    expect(numbers(page.questions)).toEqual([2, 3]);
  });

  it.each([
    ['&page=0', 'Page must be a positive whole number (page in the query string)'],
    ['&page=x', 'Page must be a positive whole number (page in the query string)'],
    ['&page=1&pageSize=201', 'Page size must be between 1 and 200 (pageSize in the query string)'],
    ['&page=1&difficulty=extreme', 'Difficulty must be easy, medium or hard (difficulty in the query string)'],
    ['&page=1&type=many', 'Type must be single or multiple (type in the query string)'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown module and 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions?moduleId=999999&page=1', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${moduleId}&page=1` })).statusCode).toBe(401);
  });
});
