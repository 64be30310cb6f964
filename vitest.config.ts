import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * Tests that measure the server's resources (resident memory given back, the request thread's
 * answer times, a render's CPU): beside the other API test files on two cores their figures were
 * the machine's load, not the server's (a CI run saw +134 MB still held 30 s after a burst, and a
 * 432 ms health check). They run after the rest, one file at a time, on the embedded database.
 */
const measuredTests = [
  'apps/server/test/upload-memory.test.ts',
  'apps/server/src/modules/acquisitions/import/deflate-bomb.test.ts',
  'apps/server/src/modules/acquisitions/previews/render-limits.test.ts',
];

const apiProject = (name: string, db: string, setup: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: apiTests,
    exclude: measuredTests,
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: [setup],
    // A worker imports the server once for all its test files instead of once per file (the
    // import was most of a small file's time). Each file still builds its own app on its own
    // copy of the database (test/harness.ts); what a module keeps between files must be
    // process-wide by design, as in the server itself (docs/decisions.md, issue 15).
    isolate: false,
    // PGlite and argon2 both take real CPU; a test file is a whole server on its own database.
    // Two workers share the cores: the sign-in timing test's 80 argon2id rounds passed 30 s on a
    // loaded machine beside another worker.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

const withPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

export default defineConfig({
  test: {
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on a 2-core
    // machine, which left a core idle for the whole API phase.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component and unit tests of the web app, in jsdom.
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          css: false,
          // A page rendered in jsdom with Mantine takes seconds when other test files share the
          // two cores: the bound is for a hung test, not a slow one.
          testTimeout: 20_000,
        },
      },
      apiProject('api-pglite', 'pglite', 'apps/server/test/setup-pglite.ts'),
      ...(withPostgres
        ? [apiProject('api-postgres', 'postgres', 'apps/server/test/setup-postgres.ts')]
        : []),
      {
        test: {
          ...apiProject('api-measured', 'pglite', 'apps/server/test/setup-pglite.ts').test,
          include: measuredTests,
          exclude: [],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
