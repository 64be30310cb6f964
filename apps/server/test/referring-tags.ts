import { eq } from 'drizzle-orm';
import { referringPhysicianTags, users } from '../src/db/schema';
import type { TestApp } from './harness';

/**
 * Gives a physician a referring-physician tag straight in the database, as an administrator's
 * applied tag is stored: under the physician's institution.
 */
export async function giveReferringTag(
  t: Pick<TestApp, 'database'>,
  userId: string,
  tag: string,
): Promise<void> {
  const [user] = await t.database.db
    .select({ institutionId: users.institutionId })
    .from(users)
    .where(eq(users.id, userId));
  await t.database.db
    .insert(referringPhysicianTags)
    .values({ userId, institutionId: user?.institutionId ?? null, tag });
}
