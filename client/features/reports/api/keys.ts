/** Query keys of question reports (one factory per feature, invalidated by prefix). */
export const reportsKeys = {
  all: ['reports'] as const,
  /** The questions this device has reported in this visit: a client-side list, never fetched. */
  reported: () => [...reportsKeys.all, 'reported'] as const,
};
