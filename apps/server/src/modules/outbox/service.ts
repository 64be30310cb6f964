import type { OutboxMessage } from '@sagitta/domain';
import type { Database } from '../../platform/db/database';
import { SET_PASSWORD_PAGE } from '../access-requests/set-password-links';
import { listOutbox, type OutboxRow } from './repo';

/** A set-password link's token, wherever it appears in a message. */
const LINK_TOKEN = new RegExp(`(${SET_PASSWORD_PAGE}\\?token=)[A-Za-z0-9_-]+`, 'g');
export const HIDDEN_TOKEN = '[sent by email]';

/**
 * A message as administrators see it. While the outbox is the only way mail leaves the portal
 * (no `SMTP_URL`), it shows messages whole: that is how a demo's links are followed. Once a
 * mail server delivers them, the links' tokens are hidden, so that an administrator cannot set
 * someone else's password and sign in as them.
 */
function toOutboxMessage(row: OutboxRow, showLinks: boolean): OutboxMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: showLinks ? row.body : row.body.replace(LINK_TOKEN, `$1${HIDDEN_TOKEN}`),
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox page (`GET /api/v1/outbox`), newest first. */
export async function readOutbox(
  db: Database,
  query: { page: number; pageSize: number; search?: string | undefined },
  mailDelivered: boolean,
): Promise<{ totalCount: number; items: OutboxMessage[] }> {
  const { totalCount, rows } = await listOutbox(db, query);
  return { totalCount, items: rows.map((row) => toOutboxMessage(row, !mailDelivered)) };
}
