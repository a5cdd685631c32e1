/** Reads the configuration, starts the server, and shuts down gracefully on SIGTERM and SIGINT. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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
  const app = await buildApp(config);
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
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CertDrill is ready on ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
