/**
 * The server the end-to-end tests run against (`playwright.config.ts` starts it): the real
 * server, seeded with the demo data and, beside it, the e2e-only accounts of `fixtures/accounts.ts`.
 */
import { seedAccounts } from '../apps/server/src/demo/seed';
import { startServer } from '../apps/server/src/start';
import { E2E_ACCOUNTS } from './fixtures/accounts';

startServer({
  seedExtra: (db, now) => seedAccounts(db, Object.values(E2E_ACCOUNTS), now),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
