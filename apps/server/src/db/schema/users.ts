import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  NotificationPreferences,
  OnlineStatus,
  TechnicianSubRole,
  UserStatus,
} from '@sagitta/domain';
import { institutions } from './institutions';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: sign-in is case-insensitive. */
    email: text('email').notNull(),
    /** argon2id PHC string; null until the user has set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    phone: text('phone'),
    status: text('status').$type<UserStatus>().notNull(),
    institutionId: uuid('institution_id').references(() => institutions.id),
    institutionRole: text('institution_role'),
    subRole: text('sub_role').$type<TechnicianSubRole>(),
    inexperienced: boolean('inexperienced').notNull().default(false),
    onlineStatus: text('online_status').$type<OnlineStatus>(),
    /**
     * When an Online or Hold technician without a heartbeat is taken Offline by the server
     * (issue 18); null while Offline.
     */
    presenceExpiresAt: timestamp('presence_expires_at', { withTimezone: true }),
    /** When the online status last changed: a return after 15 minutes counts from it. */
    onlineStatusChangedAt: timestamp('online_status_changed_at', { withTimezone: true }),
    isBetaUser: boolean('is_beta_user').notNull().default(false),
    salesforceId: text('salesforce_id'),
    pricingTier: integer('pricing_tier'),
    onlyViewSurgicalCandidates: boolean('only_view_surgical_candidates').notNull().default(false),
    npi: text('npi'),
    /** Seed §3 preference: add a rod automatically to plans of 4 or more levels. */
    alwaysAddRodToPlan: boolean('always_add_rod_to_plan').notNull().default(false),
    /** What an access request named as its institution, for administrators to match. */
    requestedInstitution: text('requested_institution'),
    states: jsonb('states').$type<string[]>().notNull().default([]),
    /** Null means the product default (300 s). */
    inactivitySeconds: integer('inactivity_seconds'),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({
        email: true,
        mobile: false,
        pendingCompletion: true,
        pendingCaseScheduling: true,
        pendingApproval: true,
      }),
    eulaAcknowledgedAt: timestamp('eula_acknowledged_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // Institution members, counted on every institutions list page.
    index('users_institution_idx').on(table.institutionId),
    // Unique since id is: what a referring-physician tag's key to its holder's institution needs
    // (tags are unique per institution and follow the physician's institution, issue 14).
    unique('users_id_institution_unique').on(table.id, table.institutionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** A rod shipping address (seed §3): at most one per user, for the role that has one. */
export const shippingAddresses = pgTable('shipping_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
