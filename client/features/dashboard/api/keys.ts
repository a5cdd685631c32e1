/** Query keys of the dashboard (one factory per feature, invalidated by prefix). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** GET /api/certificates */
  certificates: () => [...dashboardKeys.all, 'certificates'] as const,
};
