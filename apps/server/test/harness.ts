import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/demo/accounts';
import { ManualClock } from '../src/platform/clock';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite, openPostgres } from '../src/platform/db/open';
import { adminQuery, SEEDED_AT, withDatabase } from './template';

/** The demo accounts by their local part: `surgeon` is surgeon@sagitta.test. */
export const DEMO_USERS = [
  'admin',
  'useradmin',
  'surgeon',
  'surgeon.t1',
  'surgeon.new',
  'surgeon2',
  'staff',
  'rep',
  'modeler',
  'modeler.new',
  'planner',
  'manager',
  'rods',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export const emailOf = (user: DemoUser): string => `${user}@sagitta.test`;
export { DEMO_PASSWORD };

/** A well-formed (version 4) uuid that belongs to nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The id of the account with this email; throws when there is none. */
export async function accountIdOf(database: DatabaseHandle, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (row === undefined) throw new Error(`no account ${email}`);
  return row.id;
}

/**
 * A copy of the seeded template database: PGlite by default, or a fresh database on the
 * PostgreSQL server when the project runs with TEST_DB=postgres. Dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (process.env.TEST_DB === 'postgres' && postgres !== null) {
    const name = `sagitta_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgres.url, `CREATE DATABASE "${name}" TEMPLATE "${postgres.name}"`);
    // Dropping the database after the test ends its connections: expected, so not reported.
    const handle = await openPostgres(withDatabase(postgres.url, name), () => undefined);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(postgres.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  return openPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

export type TestAppOptions = Pick<AppOptions, 'logStream'> & {
  extraRoutes?: (app: FastifyInstance) => void;
};

export interface TestApp extends App {
  clock: ManualClock;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real server on its own copy of the seeded database, with a clock that only moves when
 * a test says so. Requests go through `app.inject`: the whole stack, no sockets.
 * @param env - environment variables on top of the test defaults (no logs, no web app)
 * @param options - a stream to read log lines from, with a LOG_LEVEL in `env`; `extraRoutes`
 * registers test-only routes before the app is ready (platform code that no product route uses
 * yet, such as the acting-physician check)
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { extraRoutes, ...appOptions } = options;
  const database = await openTestDatabase();
  const clock = new ManualClock(new Date(SEEDED_AT.getTime() + 60_000));
  // Each app keeps its blobs in a folder of its own, removed on close.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sagitta-test-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const built = await buildApp({ config, database, clock, ...appOptions });
  extraRoutes?.(built.app);
  await built.app.ready();
  return {
    ...built,
    clock,
    database,
    config,
    close: async () => {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  token: string;
  userId: string;
  /** Headers that authenticate a request with the bearer token. */
  headers: Record<string, string>;
}

/**
 * One sign-in attempt through the login endpoint, whatever its outcome.
 * @param remoteAddress - the client address; sign-ins are rate limited per address
 */
export function attemptSignIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/api/v1/login',
    payload: { email, password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** Signs a demo account in through the login endpoint. */
export async function loginAs(app: FastifyInstance, user: DemoUser): Promise<Session> {
  const response = await attemptSignIn(app, emailOf(user), DEMO_PASSWORD);
  if (response.statusCode !== 200) {
    throw new Error(`login as ${user} failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ token: string; user: { userId: string } }>();
  return {
    token: body.token,
    userId: body.user.userId,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

/**
 * One session per demo account for a whole test file, signed in on first use: sign-ins are rate
 * limited per client. `app` is read at call time, so the cache can be made before the app is.
 */
export function sessionCache(app: () => FastifyInstance): (user: DemoUser) => Promise<Session> {
  const sessions = new Map<DemoUser, Promise<Session>>();
  return (user) => {
    let session = sessions.get(user);
    if (session === undefined) {
      session = loginAs(app(), user);
      sessions.set(user, session);
    }
    return session;
  };
}

/** `app.inject` with a session's bearer header merged in. */
export function as(
  app: FastifyInstance,
  session: Session,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...session.headers, ...options.headers } });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The test app that `useTestApp` starts, with what its tests keep asking of it. */
export interface SharedTestApp extends Omit<TestApp, 'close'> {
  /** The session of a demo account, signed in on first use (see `sessionCache`). */
  sessionOf: (user: DemoUser) => Promise<Session>;
  /** A request as a demo account; `payload` is the JSON body, when there is one. */
  callAs: (
    user: DemoUser,
    method: Method,
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** The id of a demo account, read from the database. */
  userIdOf: (user: DemoUser) => Promise<string>;
  /** The id of the account with this email, read from the database; throws when there is none. */
  idOfEmail: (email: string) => Promise<string>;
}

/**
 * Starts a test app (see `createTestApp`) before the tests of the file, or of the describe
 * block it is called in, and closes it after them. The app exists only once that `beforeAll`
 * has run: read it inside tests and hooks (the caller's own hooks, registered after this call,
 * run after it), never at import time, so do not destructure `app`, `database` or `clock`.
 */
export function useTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): SharedTestApp {
  let current: TestApp | undefined;
  const running = (): TestApp => {
    if (current === undefined)
      throw new Error('the test app starts in beforeAll: read it in tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const sessionOf = sessionCache(() => running().app);
  const idOfEmail = (email: string) => accountIdOf(running().database, email);
  return {
    get app() {
      return running().app;
    },
    get routes() {
      return running().routes;
    },
    get clock() {
      return running().clock;
    },
    get database() {
      return running().database;
    },
    get config() {
      return running().config;
    },
    sessionOf,
    callAs: async (user, method, url, payload) =>
      as(running().app, await sessionOf(user), {
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
      }),
    userIdOf: (user) => idOfEmail(emailOf(user)),
    idOfEmail,
  };
}
