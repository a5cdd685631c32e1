/**
 * Parses a question file without holding up other requests. Parsing is linear, but a 5 MiB file
 * still takes several hundred milliseconds (docs/performance.md, "Import parsing"), and every other
 * request would wait that long. So a file above WORKER_THRESHOLD is parsed in a worker thread, one
 * file at a time (the machine has few cores and imports are rare); a smaller one is parsed at once,
 * which costs less than starting a worker.
 *
 * The worker is dist/server/parse-worker.js beside the bundle's main.js. Running from source (vitest,
 * tsx) it is parse-worker.ts beside this file, which a worker can only load once tsx's loader is
 * registered in it (a worker does not inherit its parent's loader, and `--import tsx` in execArgv is
 * not applied to the worker's entry): a two-line bootstrap registers it, then imports the worker.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseQuestionFile } from './index';
import type { FileFormat, ParseOptions, ParseResult } from './types';

/** Characters; below this, parsing takes a few milliseconds. */
export const WORKER_THRESHOLD = 256 * 1024;

/** Far beyond the longest parse measured (docs/performance.md): a worker still busy then is stopped. */
const WORKER_TIMEOUT_MS = 60_000;

const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url);

/** The worker as `new Worker` takes it: its file, or from source, the bootstrap that loads tsx first. */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (!fromSource) return { entry: workerUrl, eval: false };
  const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return { entry: bootstrap, eval: true };
}

let queue: Promise<unknown> = Promise.resolve();

export function parseQuestionFileOffLoop(format: FileFormat, text: string, options: ParseOptions): Promise<ParseResult> {
  if (text.length < WORKER_THRESHOLD) return Promise.resolve(parseQuestionFile(format, text, options));
  const job = queue.then(() => parseInWorker(format, text, options));
  queue = job.catch(() => undefined);
  return job;
}

function parseInWorker(format: FileFormat, text: string, options: ParseOptions): Promise<ParseResult> {
  return new Promise((resolve, reject) => {
    const { entry, eval: isCode } = workerEntry();
    const worker = new Worker(entry, {
      eval: isCode,
      workerData: { format, text, options },
      // A parse holds the file and its questions a few times over; far more means something is wrong.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    // The queue waits for this worker: it must end, whatever happens in it.
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(`The question file parser did not answer within ${WORKER_TIMEOUT_MS} ms`));
      void worker.terminate();
    }, WORKER_TIMEOUT_MS);
    const settle = () => {
      settled = true;
      clearTimeout(timer);
    };
    worker.once('message', (result: ParseResult) => {
      settle();
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      if (settled) return;
      settle();
      reject(new Error(`The question file parser stopped with exit code ${code} before answering`));
    });
  });
}
