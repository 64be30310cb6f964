import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every sign-in attempt; failures per account drive the lockout. No email or password is kept. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the email matched no account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    clientIp: text('client_ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_attempts_user_time_idx').on(table.userId, table.attemptedAt)],
);
