import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the portal sends (set-password links, request accepted or rejected). With
 * `SMTP_URL` set it is delivered and `sentAt` filled; without, it waits here for administrators
 * to read on the outbox page, so nothing is lost in a demo.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What kind of message: set-password, request-accepted, model-released … (`MailKind`) */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery failure, without the message itself. */
    lastError: text('last_error'),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);
