/** Query keys of the profile (one factory per feature, invalidated by prefix). */
export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/quiz-history */
  quizHistory: () => [...profileKeys.all, 'quiz-history'] as const,
};
