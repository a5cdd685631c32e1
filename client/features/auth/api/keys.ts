/** Query keys of the account (TkDodo's "Effective React Query Keys": one factory per feature, invalidated by prefix). */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /api/auth/user: the signed-in learner, or null. */
  user: () => [...authKeys.all, 'user'] as const,
};
