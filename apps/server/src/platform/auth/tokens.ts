import { createHash, randomBytes } from 'node:crypto';

/** The session cookie; HttpOnly so that page scripts never see it. */
export const SESSION_COOKIE = 'sagitta_session';

/**
 * A fresh bearer secret: 256 random bits, URL-safe. Sessions, set-password links, device tokens
 * and access-key secrets all use it.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 hash under which a token is stored: a copy of the database opens no session, sets
 * no password and lets no device in.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
