/** Query keys of quiz results (one factory per feature, invalidated by prefix). */
export const resultsKeys = {
  all: ['results'] as const,
  /** GET /api/quiz-sessions/{id}; the id as a string, whichever form it came in. */
  session: (sessionId: string | number) => [...resultsKeys.all, 'session', String(sessionId)] as const,
};
