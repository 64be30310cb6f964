import {
  isAdministrator,
  rolesFromIds,
  SET_PASSWORD_LINK_HOURS,
  type RoleName,
} from '@sagitta/domain';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/database';
import { Conflict } from '../../platform/errors/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { setPasswordEmail, type LinkReason } from './emails';
import { deleteUnusedLinks, findUsableLinkHolders, insertLink } from './repo';

/** The web page a link opens; it posts the token to `POST /auth/api/v1/set-password`. */
export const SET_PASSWORD_PAGE = '/set-password';

export interface LinkSender {
  mailer: Mailer;
  now: Date;
  /** Where the portal is reached, without a trailing slash (`PUBLIC_URL`, else `HOST:PORT`). */
  publicUrl: string;
}

/** Why no link is issued to an administrator account while the portal has no mail server. */
export const PRIVILEGED_LINK_NEEDS_MAIL =
  'An administrator account gets its set-password link by email only: configure a mail server (SMTP_URL) first';

/**
 * Whether a link may be issued to an account of these roles. An administrator's link must reach
 * its holder alone: without a mail server it would only sit in the outbox, where other
 * administrators read messages (issue 14), so it is not issued at all.
 */
export function mayIssueLinkTo(roles: readonly RoleName[], mailDelivers: boolean): boolean {
  return mailDelivers || !isAdministrator(roles);
}

/**
 * Issues a one-time set-password link (256 random bits, 72 h) and emails it, inside the caller's
 * transaction; the user's earlier unused links stop working. The token exists only in the email.
 * @throws Conflict for an administrator account while no mail server is configured
 */
export async function issueSetPasswordLink(
  tx: Executor,
  sender: LinkSender,
  user: { id: string; email: string; firstName: string; roles: readonly RoleName[] },
  reason: LinkReason,
): Promise<void> {
  if (!mayIssueLinkTo(user.roles, sender.mailer.delivers)) {
    throw new Conflict(PRIVILEGED_LINK_NEEDS_MAIL);
  }
  const token = newToken();
  await deleteUnusedLinks(tx, user.id);
  await insertLink(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: sender.now,
    expiresAt: new Date(sender.now.getTime() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000),
  });
  const link = `${sender.publicUrl}${SET_PASSWORD_PAGE}?token=${token}`;
  const email = setPasswordEmail(reason, user.firstName, link);
  await sender.mailer.send(tx, { to: user.email, ...email });
}

/** Makes a user's unused links unusable (the account was disabled, deleted or re-addressed). */
export async function revokeSetPasswordLinks(tx: Executor, userId: string): Promise<void> {
  await deleteUnusedLinks(tx, userId);
}

/**
 * The roles of the accounts whose links these tokens are, for the links still usable; a token
 * used, expired, replaced or unknown is absent.
 */
export async function usableLinkRoles(
  executor: Executor,
  tokens: readonly string[],
  now: Date,
): Promise<Map<string, RoleName[]>> {
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await findUsableLinkHolders(executor, [...byHash.keys()], now);
  const roles = new Map<string, RoleName[]>();
  for (const row of rows) {
    const token = byHash.get(row.tokenHash);
    if (token === undefined) continue;
    const held = roles.get(token) ?? [];
    roles.set(token, row.roleId === null ? held : [...held, ...rolesFromIds([row.roleId])]);
  }
  return roles;
}
