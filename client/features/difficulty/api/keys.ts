/** Query keys of the difficulty screen (one factory per feature, invalidated by prefix). */
export const difficultyKeys = {
  all: ['difficulty'] as const,
  /** GET /api/modules/{id} */
  module: (moduleId: string) => [...difficultyKeys.all, 'module', moduleId] as const,
};
