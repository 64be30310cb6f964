import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { seedDemoData, seedReferenceData } from '../../apps/server/src/demo/seed';
import { openDatabase } from '../../apps/server/src/platform/db/open';

export type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

/**
 * The server in this process with the demo accounts, on a temporary data folder, listening on
 * loopback at a free port: what the benches that measure one server's answers run against.
 * `env` adds to (or overrides) the environment, e.g. `DATABASE_URL: ''` for the embedded database
 * whatever the shell says. `close` stops it and removes its data folder.
 */
export async function startDemoServer(name: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `sagitta-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    ...env,
  });
  const database = await openDatabase(config);
  await seedReferenceData(database.db);
  await seedDemoData(database.db, new Date());
  const { app } = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${String((app.server.address() as { port: number }).port)}`;
  return {
    app,
    database,
    base,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
