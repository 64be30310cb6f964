import { and, asc, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Executor } from '../db/database';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  executor: Executor,
  message: Pick<OutboxRow, 'recipient' | 'subject' | 'body' | 'kind' | 'createdAt'>,
): Promise<void> {
  await executor.insert(outbox).values(message);
}

/**
 * Takes up to `limit` unsent messages, oldest first, by setting their `sent_at`: another
 * deliverer (this process's next pass, another instance) no longer sees them, so no message is
 * sent twice. `SKIP LOCKED` lets instances claim different rows at the same time.
 * @param since - older messages are no longer tried (their links have expired)
 * @param skip - messages already tried in this pass
 */
export async function claimUnsent(
  executor: Executor,
  options: { now: Date; since: Date; skip: readonly string[]; limit: number },
): Promise<OutboxRow[]> {
  const candidates = executor
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        gte(outbox.createdAt, options.since),
        options.skip.length === 0 ? undefined : notInArray(outbox.id, [...options.skip]),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return executor
    .update(outbox)
    .set({ sentAt: options.now })
    .where(and(inArray(outbox.id, candidates), isNull(outbox.sentAt)))
    .returning();
}

export async function markDelivered(executor: Executor, id: string, at: Date): Promise<void> {
  await executor.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id));
}

/** Gives a claimed message back, unsent, with why it failed (a code, never the message). */
export async function markFailed(executor: Executor, id: string, error: string): Promise<void> {
  await executor.update(outbox).set({ sentAt: null, lastError: error }).where(eq(outbox.id, id));
}
