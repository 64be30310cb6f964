import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import type { DatabaseHandle } from '../platform/db/database';
import { openPglite } from '../platform/db/open';
import { ensureFirstAdministrator, seedReferenceData } from './seed';

/** `DEMO_DATA=off`: an empty installation with one administrator from the environment. */
describe('first administrator without demo data', () => {
  const env = {
    DEMO_DATA: 'off',
    ADMIN_EMAIL: 'Chief@Hospital.example',
    ADMIN_PASSWORD: 'Correct-Horse-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  };
  let database: DatabaseHandle;
  let built: App;

  beforeAll(async () => {
    database = await openPglite(await PGlite.create());
    const config = loadConfig(env);
    await seedReferenceData(database.db);
    if (config.firstAdministrator === undefined) throw new Error('config has no administrator');
    expect(await ensureFirstAdministrator(database.db, config.firstAdministrator, new Date())).toBe(
      true,
    );
    built = await buildApp({ config, database });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('creates exactly that account, which signs in as a system administrator', async () => {
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
    const login = await built.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: 'chief@hospital.example', password: 'Correct-Horse-42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles).toEqual(['sagitta:SYSTEM_ADMINISTRATOR']);
  });

  it('does not create a second administrator on the next start', async () => {
    const again = await ensureFirstAdministrator(
      database.db,
      { email: 'other@hospital.example', password: 'Another-Pass-42' },
      new Date(),
    );
    expect(again).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
  });

  it('has no demo accounts', async () => {
    const login = await built.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: 'surgeon@sagitta.test', password: 'Sagitta-Demo-2026!' },
    });
    expect(login.statusCode).toBe(401);
  });
});
