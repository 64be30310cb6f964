import { defineConfig } from 'drizzle-kit';

// Generation needs no database: `npm run db:generate` diffs the schema against the committed snapshots.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
