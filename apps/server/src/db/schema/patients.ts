import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './imaging';
import { users } from './users';

/** A user's star on a patient (seed §7 is-favorite): each user has their own favorites. */
export const patientFavorites = pgTable(
  'patient_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.patientId] }),
    index('patient_favorites_patient_idx').on(table.patientId),
  ],
);

/**
 * A note on a patient (seed §3), shared by everyone who may see the patient. The text is PHI: it
 * never goes to a log or an audit row. A deleted note is removed (its audit rows remain).
 */
export const patientNotes = pgTable(
  'patient_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /** The role the author wrote as (PHYSICIAN, CLINICAL_STAFF, …), shown with the note. */
    authorRole: text('author_role').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null until the author edits it: the note's "edited" mark. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('patient_notes_patient_newest_idx').on(
      table.patientId,
      sql`${table.createdAt} DESC`,
      sql`${table.id} DESC`,
    ),
  ],
);

/** That a user has seen a note (seed §7 patient-note-view). */
export const patientNoteViews = pgTable(
  'patient_note_views',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => patientNotes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.noteId] })],
);

/**
 * A user's display preferences (seed §7 portal preferences, issue 16): a JSON document checked by
 * `userPreferences` in `packages/domain` on the way in and out, so a new preference needs no
 * migration. One row per user, absent until they save one.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
