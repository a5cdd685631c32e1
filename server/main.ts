/**
 * Reads the configuration, starts the server, and shuts down gracefully on SIGTERM and SIGINT.
 * With WORKERS above 1 this process becomes the cluster's primary (server/cluster.ts) and each
 * worker it forks runs this same file as one server.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { isOurWorker, runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, SHUTDOWN_LIMIT_MS);
  return serve(config);
}

async function serve(config: Config): Promise<void> {
  // A cluster's primary has migrated the database and loaded the demo bank before forking.
  const app = await buildApp(config, { databasePrepared: isOurWorker() });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('closed: bye');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone (killed outright) closes too, rather than serve on unwatched.
  if (isOurWorker()) process.on('disconnect', () => shutdown('primary gone'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CertDrill is ready on ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
