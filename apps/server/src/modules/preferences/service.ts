import { userPreferences, type UserPreferences, type UserPreferencesPatch } from '@sagitta/domain';
import type { Database, Executor } from '../../platform/db/database';
import { requireAccountHolder, type RequestContext } from '../../platform/request-context';
import { mergePreferences, storedPreferences } from './repo';

/**
 * A stored document read with the domain schema: a field missing, unknown or no longer valid
 * (saved by an older version) takes its default, and a document that is not an object at all
 * reads as the defaults, so preferences never stop a page from opening.
 */
function parsedPreferences(stored: unknown): UserPreferences {
  return userPreferences.safeParse(stored ?? {}).data ?? userPreferences.parse({});
}

/**
 * The account holder's display preferences, the defaults when they never saved any.
 * @throws Forbidden for anyone else's id (audited as a refusal)
 */
export async function readPreferences(
  db: Executor,
  context: RequestContext,
  userId: string,
): Promise<UserPreferences> {
  requireAccountHolder(context, userId);
  return parsedPreferences(await storedPreferences(db, userId));
}

/**
 * Saves the fields the account holder sent; the others keep their values.
 * @returns the whole merged preferences
 * @throws Forbidden for anyone else's id (audited as a refusal)
 */
export async function updatePreferences(
  db: Database,
  context: RequestContext,
  userId: string,
  changes: UserPreferencesPatch,
): Promise<UserPreferences> {
  requireAccountHolder(context, userId);
  const stored = await db.transaction(async (tx) => {
    const merged = await mergePreferences(tx, userId, changes, context.now);
    await context.audit(tx, {
      action: 'user.preferences.update',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details: { fields: Object.keys(changes).sort().join(',') },
    });
    return merged;
  });
  return parsedPreferences(stored);
}
