/** Fixtures for the administrator tools' tests: graded sessions submitted as a learner's client would. */
import type { App } from '../app';

/** Submits a graded practice session of `questions` with `answers`, as a learner's client does. */
export async function submitSession(app: App, headers: Record<string, string>, moduleId: number, difficulty: string, questions: number[], answers: string[]) {
  const res = await app.inject({ method: 'POST', url: '/api/quiz-sessions', headers, payload: { moduleId, difficulty, questions, answers, timeUsed: 60 } });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>();
}
