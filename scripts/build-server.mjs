// Bundles the server into dist/server/main.js (or into the folder named as the first argument);
// packages stay in node_modules. The question file parser's worker thread is a second entry point,
// parse-worker.js, which main.js finds beside itself (server/modules/question-files/off-loop.ts).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', 'parse-worker': 'server/modules/question-files/parse-worker.ts' },
  outdir: process.argv[2] ?? 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
