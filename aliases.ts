/**
 * Import aliases, one list for Vite and Vitest; tsconfig.json `paths` says the same for TypeScript,
 * esbuild (scripts/build-server.mjs), tsx and Playwright, which read it themselves.
 * `@/…` is client/, `@common/…` is common/, `@server/…` is server/ (docs/architecture.md).
 */
import { fileURLToPath } from 'node:url';

const dir = (folder: string) => fileURLToPath(new URL(`./${folder}/`, import.meta.url));

export const alias = [
  { find: /^@\//, replacement: dir('client') },
  { find: /^@common\//, replacement: dir('common') },
  { find: /^@server\//, replacement: dir('server') },
];
