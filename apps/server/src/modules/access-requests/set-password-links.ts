import { SET_PASSWORD_LINK_HOURS } from '@sagitta/domain';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { setPasswordEmail, type LinkReason } from './emails';
import { deleteUnusedLinks, insertLink } from './repo';

/** The web page a link opens; it posts the token to `POST /auth/api/v1/set-password`. */
export const SET_PASSWORD_PAGE = '/set-password';

export interface LinkSender {
  mailer: Mailer;
  now: Date;
  /** Where the portal is reached, without a trailing slash (`PUBLIC_URL`, else the request's). */
  publicUrl: string;
}

/**
 * Issues a one-time set-password link (256 random bits, 72 h) and emails it, inside the caller's
 * transaction; the user's earlier unused links stop working. The token exists only in the email.
 */
export async function issueSetPasswordLink(
  tx: Executor,
  sender: LinkSender,
  user: { id: string; email: string; firstName: string },
  reason: LinkReason,
): Promise<void> {
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
