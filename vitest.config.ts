import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './aliases';

// Three projects (each resolves the import aliases of aliases.ts): pure shared code, the server (real databases, no DOM), the client (jsdom).
export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'common', include: ['common/**/*.test.ts', 'content/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each file builds its own app on its own fresh database; PostgreSQL schemas are per test file.
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['client/**/*.test.tsx', 'client/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts'],
          // A screen test types and clicks through a whole flow; on a loaded 2-core machine that can
          // pass 5 s. Waits inside a test stay at 5 s (client/test/setup.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
