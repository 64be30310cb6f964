import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type OutboxRow = typeof outbox.$inferSelect;

/** `%` and `_` typed in a search box are looked for as such, not as wildcards. */
function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of the outbox, newest first, and how many messages match in all.
 * @param query.search - part of the recipient or the subject
 */
export async function listOutbox(
  executor: Executor,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ totalCount: number; rows: OutboxRow[] }> {
  const pattern =
    query.search === undefined || query.search === '' ? null : containing(query.search);
  const where: SQL | undefined =
    pattern === null
      ? undefined
      : or(ilike(outbox.recipient, pattern), ilike(outbox.subject, pattern));
  const [total] = await executor.select({ n: count() }).from(outbox).where(where);
  const rows = await executor
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { totalCount: total?.n ?? 0, rows };
}
