import {
  can,
  isAdministrator,
  type OutboxList,
  type OutboxMessage,
  type RoleName,
} from '@sagitta/domain';
import type { Database } from '../../platform/db/database';
import { SET_PASSWORD_PAGE, usableLinkRoles } from '../access-requests/set-password-links';
import { listOutbox, type OutboxRow } from './repo';

/** A set-password link's token, wherever it appears in a message. */
const LINK_TOKEN = new RegExp(`(${SET_PASSWORD_PAGE}\\?token=)([A-Za-z0-9_-]+)`, 'g');
/** What replaces a token once a mail server delivers the messages. */
export const HIDDEN_TOKEN = '[sent by email]';
/** What replaces a token the reader may not see (see `tokensOf`). */
export const WITHHELD_TOKEN = '[withheld]';
/** What replaces the token of a link that no longer works (used, expired or replaced). */
export const SPENT_TOKEN = '[used or expired]';

interface Reader {
  roles: readonly RoleName[];
  now: Date;
  /** Whether a mail server delivers the messages (`SMTP_URL`). */
  mailDelivers: boolean;
}

/**
 * The tokens of these messages that the reader may see, and the ones that no longer work. A
 * token is a credential: whoever reads it can set the account's password and sign in as its
 * holder. So, without a mail server only (evaluation), a system administrator (the highest
 * privilege) sees the links of accounts that are not administrators; nobody sees an
 * administrator's link, and a user administrator sees none (issue 14).
 */
async function tokensOf(
  db: Database,
  rows: readonly OutboxRow[],
  reader: Reader,
): Promise<{ shown: Set<string>; usable: Set<string> }> {
  const tokens = rows.flatMap((row) => [...row.body.matchAll(LINK_TOKEN)].map((m) => m[2] ?? ''));
  const holders = await usableLinkRoles(db, tokens, reader.now);
  const usable = new Set(holders.keys());
  // Only the top privilege: a user administrator could otherwise take over a peer's account.
  if (!can(reader.roles, 'administrators:manage')) return { shown: new Set(), usable };
  const shown = new Set(
    [...holders].filter(([, roles]) => !isAdministrator(roles)).map(([t]) => t),
  );
  return { shown, usable };
}

function toOutboxMessage(row: OutboxRow, body: string): OutboxMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The outbox page (`GET /api/v1/outbox`), newest first. Once a mail server delivers messages,
 * every link's token is hidden: the email is the only way to it. Without one (evaluation), a
 * token is shown only as `tokensOf` allows.
 */
export async function readOutbox(
  db: Database,
  query: { page: number; pageSize: number; search?: string | undefined },
  reader: Reader,
): Promise<OutboxList> {
  const { totalCount, rows } = await listOutbox(db, query);
  const mode = reader.mailDelivers ? 'mail' : 'evaluation';
  if (reader.mailDelivers) {
    const items = rows.map((row) =>
      toOutboxMessage(row, row.body.replace(LINK_TOKEN, `$1${HIDDEN_TOKEN}`)),
    );
    return { totalCount, mode, items };
  }
  const { shown, usable } = await tokensOf(db, rows, reader);
  const items = rows.map((row) =>
    toOutboxMessage(
      row,
      row.body.replace(LINK_TOKEN, (_, page: string, token: string) => {
        if (shown.has(token)) return `${page}${token}`;
        return `${page}${usable.has(token) ? WITHHELD_TOKEN : SPENT_TOKEN}`;
      }),
    ),
  );
  return { totalCount, mode, items };
}
