import { boolean, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user-to-user link (seed §3 Connection): the parent is the physician, the child the clinical
 * staff member or sales representative who acts for them.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childUserId: uuid('child_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('connections_pair_unique').on(table.parentUserId, table.childUserId),
    // A staff member's or representative's own links (listing, the single-institution check).
    index('connections_child_idx').on(table.childUserId),
  ],
);
