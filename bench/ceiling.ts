/**
 * The ceiling: a bare node:http server that answers every request with one fixed quiz JSON held
 * in memory (the body a real draw returned). No routing, validation, database or headers beyond
 * the minimum: what this machine and client can do at best for a response of that size.
 *
 *   node --import tsx bench/ceiling.ts <port> <body.json> [processes]
 *
 * With processes above 1 (bench/workers.ts), that many of them share the port through node:cluster,
 * as the app's workers do (WORKERS): the ceiling for a cluster of that size.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [portArg, bodyPath, processesArg] = process.argv.slice(2);
if (!portArg || !bodyPath) {
  console.error('usage: ceiling.ts <port> <body.json> [processes]');
  process.exit(2);
}
const processes = Number(processesArg ?? 1);
if (processes > 1 && cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().once('listening', () => {
      if (++ready === processes) console.log('ready');
    });
  }
  let exited = 0;
  cluster.on('exit', () => {
    if (++exited === processes) process.exit(0);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
} else {
  serve(readFileSync(bodyPath));
}

function serve(body: Buffer): void {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(portArg), '127.0.0.1', () => {
    if (!cluster.isWorker) console.log('ready');
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
