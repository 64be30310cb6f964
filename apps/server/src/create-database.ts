import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db/open';

/**
 * Creates the embedded database ahead of the first `npm start`, when `npm install` runs (the root
 * `prepare` script): creating a PGlite database (its initdb, then the migrations) is a one-time
 * cost that would otherwise be most of the first start. The demo data is still seeded by the
 * start itself, as are the migrations a later version brings.
 *
 * Only for the embedded database, and only when the data folder does not exist yet: installing
 * never connects to a PostgreSQL server, and never opens a database that a running server may hold.
 * A configuration the server would refuse is left for `npm start` to report.
 */
async function createEmbeddedDatabase(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return;
    throw error;
  }
  if (config.databaseUrl !== undefined) return;
  if (existsSync(config.dataDir)) return;
  console.log(`Creating the embedded database in ${config.dataDir}`);
  const database = await openDatabase(config);
  await database.close();
}

createEmbeddedDatabase().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
