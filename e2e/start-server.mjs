// Starts the server for the browser tests on a fresh database and mail folder under .tmp/e2e-<port>.
// E2E_PORT picks the port; E2E_CLIENT_DIR a client build; E2E_FROM_SOURCE=1 runs server/main.ts through tsx.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const port = process.env.E2E_PORT ?? '5055';
const dir = resolve(`.tmp/e2e-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: `file:${dir}/app.db`,
  MAIL_DIR: `${dir}/mail`,
  AUTH_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
});

if (process.env.E2E_FROM_SOURCE === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/main.ts');
} else {
  await import('../dist/server/main.js');
}
