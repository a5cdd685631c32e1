/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and exits. */
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

const config = loadConfig();
const database = openDatabase(config.databaseUrl, { sqliteCacheMb: config.sqliteCacheMb });
try {
  const applied = await migrate(database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.destroy();
}
