/** Opens the database, runs pending migrations, and closes it with the server. */
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp(
  async (app, options: { database: Database; closeOnShutdown: boolean; migrate?: boolean }) => {
    const applied = options.migrate === false ? [] : await migrate(options.database);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    app.decorate('database', options.database);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.destroy());
  },
  { name: 'database' },
);
