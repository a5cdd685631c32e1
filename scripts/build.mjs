// `npm run build` and `npm start`: builds the client (Vite, then .br/.gz copies) and the server
// (esbuild) into dist/, one build at a time and swapped in whole (scripts/build-once.mjs).
//   node scripts/build.mjs               build now
//   node scripts/build.mjs --if-changed  build only when the sources differ from the last build's
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildOnce, run } from './build-once.mjs';

const root = resolve(import.meta.dirname, '..');
const vite = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');

const result = await buildOnce({
  root,
  outDir: join(root, 'dist'),
  // Everything the client and server bundles are made from; content/ is read at run time.
  inputs: ['client', 'common', 'server', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'],
  exclude: (rel) => /\.test\.tsx?$/.test(rel) || rel === join('client', 'test') || rel === join('server', 'test'),
  parts: ['client', 'server'],
  force: !process.argv.includes('--if-changed'),
  log: (line) => console.log(`build: ${line}`),
  async build(tmp) {
    await run(process.execPath, [vite, 'build', '--outDir', join(tmp, 'client'), '--emptyOutDir', '--logLevel', 'warn'], { cwd: root });
    await run(process.execPath, [join(root, 'scripts', 'compress-client.mjs'), join(tmp, 'client')], { cwd: root });
    await run(process.execPath, [join(root, 'scripts', 'build-server.mjs'), join(tmp, 'server')], { cwd: root });
  },
});
console.log(`build: ${result === 'built' ? 'dist/ built' : 'dist/ is up to date with the sources'}`);
