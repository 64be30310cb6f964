import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users } from './users';

/**
 * The on-site DICOM device (AIE) of an institution (seed §3 AIE configuration): where it is and
 * when it last called. Its credentials are the client access keys below.
 */
export const aieConfigurations = pgTable('aie_configurations', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id),
  aeTitle: text('ae_title'),
  ipAddress: text('ip_address'),
  port: integer('port'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A client access key of an institution's AIE. The key id is public; the secret is shown once
 * when generated and only its hash is kept. A reset revokes the live key.
 */
export const clientAccessKeys = pgTable(
  'client_access_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The public half the device sends, e.g. `sgk_…`. */
    keyId: text('key_id').notNull().unique(),
    /** argon2id PHC string of the secret. */
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('client_access_keys_institution_idx').on(table.institutionId)],
);

/** A short-lived token a device got for its key and secret; only the token's hash is kept. */
export const deviceTokens = pgTable('device_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accessKeyId: uuid('access_key_id')
    .notNull()
    .references(() => clientAccessKeys.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
