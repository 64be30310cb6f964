import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every sign-in attempt; failures per account (or per email typed, for an email that matches no
 * account) drive the lockout. No password is kept, and no email in clear.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the email matched no account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 of the email typed, only when it matched no account: an unknown email is locked
     * out as a known one is, so that the lock does not tell them apart.
     */
    emailHash: text('email_hash'),
    succeeded: boolean('succeeded').notNull(),
    clientIp: text('client_ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_attempts_user_time_idx').on(table.userId, table.attemptedAt),
    index('login_attempts_email_time_idx').on(table.emailHash, table.attemptedAt),
  ],
);
