import { eq, sql } from 'drizzle-orm';
import type { UserPreferencesPatch } from '@sagitta/domain';
import { userPreferences } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** The preferences document a user saved, as stored (unparsed); undefined when none. */
export async function storedPreferences(db: Executor, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.preferences;
}

/**
 * Merges the changed fields into the user's stored document (created when absent) and returns
 * the result as stored. The merge is one statement (jsonb `||`), so two changes of different
 * fields at the same time both stay.
 */
export async function mergePreferences(
  db: Executor,
  userId: string,
  changes: UserPreferencesPatch,
  now: Date,
): Promise<unknown> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, preferences: changes, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        preferences: sql`${userPreferences.preferences} || excluded.preferences`,
        updatedAt: now,
      },
    })
    .returning({ preferences: userPreferences.preferences });
  return row?.preferences;
}
