import { inArray } from 'drizzle-orm';
import type { PersonName } from '@sagitta/domain';
import { users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** The names of accounts, by id, in their parts (`fullName` spells them); an unknown id is absent. */
export async function personNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, PersonName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
