/**
 * The ceiling: a bare node:http server that answers every request with one fixed quiz JSON held
 * in memory (the body a real draw returned). No routing, validation, database or headers beyond
 * the minimum: what this machine and client can do at best for a response of that size.
 *
 *   node --import tsx bench/ceiling.ts <port> <body.json>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [portArg, bodyPath] = process.argv.slice(2);
if (!portArg || !bodyPath) {
  console.error('usage: ceiling.ts <port> <body.json>');
  process.exit(2);
}
const body = readFileSync(bodyPath);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
