/**
 * Runs in a worker thread (see off-loop.ts): parses one question file and posts the result back. In
 * the server bundle it is its own entry point, dist/server/parse-worker.js (scripts/build-server.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseQuestionFile } from './index';
import type { FileFormat, ParseOptions } from './types';

const { format, text, options } = workerData as { format: FileFormat; text: string; options: ParseOptions };
parentPort!.postMessage(parseQuestionFile(format, text, options));
