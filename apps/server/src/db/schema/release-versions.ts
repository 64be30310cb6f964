import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const releaseVersions = pgTable('release_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** JSON text in the seed's release-notes structure. */
  notes: text('notes').notNull(),
  videoUrl: text('video_url'),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
});

export const userReleaseAcknowledgements = pgTable(
  'user_release_acknowledgements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseVersionId: uuid('release_version_id')
      .notNull()
      .references(() => releaseVersions.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.releaseVersionId] })],
);
