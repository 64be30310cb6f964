import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** For tests: what the portal emailed, read from the outbox. */
export type SentMail = typeof outbox.$inferSelect;

/** The messages sent to an address, newest first; optionally of one kind. */
export function mailsTo(db: Database, recipient: string, kind?: string): Promise<SentMail[]> {
  return db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.recipient, recipient), kind === undefined ? undefined : eq(outbox.kind, kind)),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/** The one-time token of the set-password link in a message; throws when there is none. */
export function linkTokenIn(body: string): string {
  const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (token === undefined) throw new Error('no set-password link in the message');
  return token;
}

/** The token of the latest set-password link emailed to an address. */
export async function latestLinkTokenFor(db: Database, recipient: string): Promise<string> {
  const [latest] = await mailsTo(db, recipient);
  if (latest === undefined) throw new Error(`nothing was emailed to ${recipient}`);
  return linkTokenIn(latest.body);
}
