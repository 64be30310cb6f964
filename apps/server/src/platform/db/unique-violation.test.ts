import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { isUniqueViolation } from './unique-violation';

const t = useTestApp();

/** The error the database gives for a query, or null when it succeeds. */
async function errorOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
    return null;
  } catch (error) {
    return error;
  }
}

describe('isUniqueViolation', () => {
  it('recognises a unique index refusing a row, by its name', async () => {
    const [link] = await t.database.db.select().from(connections).limit(1);
    if (link === undefined) throw new Error('no seeded connection');
    const error = await errorOf(
      t.database.db
        .insert(connections)
        .values({ parentUserId: link.parentUserId, childUserId: link.childUserId }),
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'connections_pair_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(false);
  });

  it('does not mistake another failure for one', async () => {
    const error = await errorOf(
      t.database.db.update(users).set({ status: 'Active' }).where(eq(users.id, 'not-a-uuid')),
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
