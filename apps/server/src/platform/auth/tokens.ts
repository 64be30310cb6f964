import { createHash, randomBytes } from 'node:crypto';

/** The session cookie; HttpOnly so that page scripts never see it. */
export const SESSION_COOKIE = 'sagitta_session';

/** A fresh session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
