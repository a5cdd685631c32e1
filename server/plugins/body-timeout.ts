/**
 * A request body must arrive within REQUEST_TIMEOUT: a client that sends its headers and then
 * trickles the body (slowloris) would otherwise hold a connection and a parser for ever. Node's own
 * requestTimeout (set too, in app.ts) is checked only every 30 s; this timer is exact and answers 408.
 */
import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export default fp(
  async (app, options: { timeoutMs: number }) => {
    if (options.timeoutMs <= 0) return;
    app.addHook('preParsing', async (request, reply, payload) => {
      const headers = request.headers;
      if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) return payload;
      const body = new PassThrough();
      const timer = setTimeout(() => {
        // The rest of the body is never read: the connection ends with the answer.
        reply.header('connection', 'close');
        payload.unpipe(body);
        body.destroy(new AppError(408, 'body_timeout', 'The request body took too long to arrive: please send it again'));
      }, options.timeoutMs);
      const stop = () => clearTimeout(timer);
      payload.once('end', stop);
      payload.once('error', stop);
      reply.raw.once('close', stop);
      payload.on('error', (error) => body.destroy(error));
      return payload.pipe(body);
    });
  },
  { name: 'body-timeout' },
);
