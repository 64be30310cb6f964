import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TierFeature } from '@sagitta/domain';

/** A practice or hospital (seed §3 Institution). */
export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    /** Street address; city, zip and the two-letter state code beside it. */
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    state: text('state'),
    /** The pricing tier, 1 to 3. */
    tier: integer('tier').notNull(),
    /** The tier's features when edited for this institution; null means the tier's defaults. */
    tierFeatures: jsonb('tier_features').$type<TierFeature[]>(),
    active: boolean('active').notNull().default(true),
    contractPricing: boolean('contract_pricing').notNull().default(false),
    dataAgreement: boolean('data_agreement').notNull().default(false),
    dataUseLimitedToServices: boolean('data_use_limited_to_services').notNull().default(false),
    deidentificationForStorage: boolean('deidentification_for_storage').notNull().default(false),
    hasSignedBaa: boolean('has_signed_baa').notNull().default(false),
    specialConsiderations: text('special_considerations'),
    eosSerialNumbers: jsonb('eos_serial_numbers').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft deletion: a deleted institution is kept for the audit trail, never listed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A deleted institution's name may be used again.
    uniqueIndex('institutions_name_unique')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    check('institutions_tier_range', sql`${table.tier} between 1 and 3`),
  ],
);
