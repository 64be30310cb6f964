import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@sagitta/domain';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts';
import { seedDemoCases } from './demo/cases/seed-cases';
import { seedDemoImaging } from './demo/imaging/seed-imaging';
import { alignmentReportWriter } from './modules/alignment-reports/report-writer';
import { ensureFirstAdministrator, seedDemoData, seedReferenceData } from './demo/seed';
import { systemClock } from './platform/clock';
import type { Database, DatabaseHandle } from './platform/db/database';
import { openDatabase } from './platform/db/open';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Seeds more data after the reference and demo data (the end-to-end tests' accounts). */
  seedExtra?: (db: Database, now: Date) => Promise<unknown>;
}

export interface StartedServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where the server listens, e.g. `http://127.0.0.1:3000`. */
  url: string;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function banner(config: Config, url: string, databaseKind: string): string {
  const lines = [
    `${PRODUCT_NAME} ${PRODUCT_VERSION} is serving ${url} (database: ${databaseKind})`,
  ];
  if (config.demoData) {
    lines.push(`Demo accounts, all with the password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.email.padEnd(26)} ${account.description}`);
  }
  return lines.join('\n');
}

/** Closes the server on SIGTERM / SIGINT: in-flight requests finish, then the database closes. */
function shutDownOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // app.close stops accepting, waits for in-flight requests, then the database closes.
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/**
 * Imports the demo's synthetic exams through the upload path, in the background so the portal
 * answers at once; idempotent, and it resumes where a killed start-up left off.
 */
function importDemoExams(app: FastifyInstance): void {
  const { database, blobs, jobs, acquisitionEvents, workers } = app.services;
  const log = app.log.child({ component: 'demo-imaging' });
  seedDemoImaging({
    db: database.db,
    blobs,
    clock: systemClock,
    acquisitionEvents,
    // The approval route's report writer: the demo's approved assessments have their PDF.
    review: { writeReport: alignmentReportWriter({ db: database.db, blobs, workers }) },
    log: (line) => {
      log.info(line);
    },
  })
    // The 3D cases are made of the demo exams and their assessments (demo/cases/README.md).
    .then(() =>
      seedDemoCases({
        db: database.db,
        acquisitionEvents,
        now: systemClock.now(),
        log: (line) => {
          log.info(line);
        },
      }),
    )
    .then(() => {
      jobs.kick();
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'the demo exams could not be imported');
    });
}

/**
 * Starts the server as `npm start` runs it: reads the environment (exits on a bad one), opens and
 * migrates the database, seeds, listens, prints where, and shuts down gracefully on a signal.
 * @param options - extra seeding, for the end-to-end tests' server
 */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const config = readConfig();
  const database = await openDatabase(config);
  await seedReferenceData(database.db);
  if (config.demoData) {
    await seedDemoData(database.db, systemClock.now());
  } else if (config.firstAdministrator !== undefined) {
    await ensureFirstAdministrator(database.db, config.firstAdministrator, systemClock.now());
  }
  await options.seedExtra?.(database.db, systemClock.now());

  const { app } = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.log(banner(config, url, database.kind));
  shutDownOnSignals(app, database);
  if (config.demoImaging) importDemoExams(app);
  return { app, database, url };
}
