import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background work that must survive a restart (preview rendering after an import). A worker
 * claims a due job by setting `locked_until` (`FOR UPDATE SKIP LOCKED`, so several server
 * instances share the table); a job whose worker died is claimed again once the lock lapses.
 * Done jobs are deleted; a job that failed 5 times stays, with its last error, for operators.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAfter)
      .where(sql`${table.attempts} < 5`),
  ],
);
