/** Query keys of the landing page (one factory per feature, invalidated by prefix). */
export const landingKeys = {
  all: ['landing'] as const,
  /** GET /api/public/stats */
  publicStats: () => [...landingKeys.all, 'public-stats'] as const,
};
