// Writes Brotli (.br) and gzip (.gz) copies of the built client's text files; the server sends
// them to browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) {
      const data = readFileSync(path);
      if (data.length < 512) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

walk(root);
