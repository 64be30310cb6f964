import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The fixed roles of the product; ids come from `ROLE_IDS` in the domain package. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  namespace: text('namespace').notNull(),
});
