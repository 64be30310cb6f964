import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_INACTIVITY_SECONDS,
  IDLE_GRACE_SECONDS,
  rolesFromIds,
  SESSION_LIFETIME_SECONDS,
  statusAllowsSignIn,
  statusRequiresPasswordChange,
  type RoleName,
  type TechnicianSubRole,
  type UserStatus,
} from '@sagitta/domain';
import { userRoleIds } from '../../db/role-ids';
import { institutions, sessions, users } from '../../db/schema';
import type { Executor } from '../db/database';
import type { AccountCache } from './account-cache';
import type { AuthContext } from './context';
import { hashToken, newToken } from './tokens';

/**
 * Activity is written at most this often per session: idle expiry is counted in minutes, and
 * a write on every request would double the cost of each call.
 */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export type SessionEndReason =
  | 'logout'
  | 'idle'
  | 'expired'
  | 'account-unavailable'
  | 'institution-inactive'
  | 'password-changed';

/**
 * Opens a session for a user who has just proven who they are.
 * @returns the token, to be given to the client once and never stored
 */
export async function openSession(
  executor: Executor,
  now: Date,
  userId: string,
  clientIp: string | null,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  const [row] = await executor
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastActivityAt: now,
      expiresAt,
      clientIp,
    })
    .returning({ id: sessions.id });
  if (row === undefined) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

export async function endSession(
  executor: Executor,
  now: Date,
  sessionId: string,
  reason: SessionEndReason,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

export type ResolvedSession = Omit<AuthContext, 'via'>;

/** A session row with what the access rules need of its account. */
export interface SessionRow {
  sessionId: string;
  userId: string;
  lastActivityAt: Date;
  expiresAt: Date;
  status: UserStatus;
  eulaAcknowledged: boolean;
  inactivitySeconds: number | null;
  institutionActive: boolean | null;
  roles: RoleName[];
  onlyViewSurgicalCandidates: boolean;
  subRole: TechnicianSubRole | null;
}

export type SessionCache = AccountCache<SessionRow>;

async function loadSessionRow(executor: Executor, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await executor
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastActivityAt: sessions.lastActivityAt,
      expiresAt: sessions.expiresAt,
      status: users.status,
      eulaAcknowledged: sql<boolean>`${users.eulaAcknowledgedAt} is not null`,
      inactivitySeconds: users.inactivitySeconds,
      institutionActive: institutions.active,
      onlyViewSurgicalCandidates: users.onlyViewSurgicalCandidates,
      subRole: users.subRole,
      roleIds: userRoleIds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .limit(1);
  if (row === undefined) return null;
  const { roleIds, ...rest } = row;
  return { ...rest, roles: rolesFromIds(roleIds) };
}

/** Why a session may no longer be used at `now`, or null while it is live. */
function endReasonAt(row: SessionRow, now: Date, idleSeconds: number): SessionEndReason | null {
  if (now >= row.expiresAt) return 'expired';
  if (now.getTime() >= row.lastActivityAt.getTime() + idleSeconds * 1000) return 'idle';
  if (!statusAllowsSignIn(row.status)) return 'account-unavailable';
  if (row.institutionActive === false) return 'institution-inactive';
  return null;
}

/**
 * Finds the live session a token opens, ending it on the way if it has expired, gone idle, or
 * its account or institution may no longer sign in. The rules are checked on every call, also
 * when the row comes from the cache.
 * @param options.countsAsActivity - false for background polls, which must not keep a session alive
 * @param options.forceActivity - record activity now, even inside the write interval (refresh-session)
 */
export async function resolveSession(
  executor: Executor,
  now: Date,
  token: string,
  options: { countsAsActivity: boolean; forceActivity?: boolean },
  cache: SessionCache,
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  let row = cache.session(tokenHash);
  if (row === undefined) {
    const loaded = await loadAfresh(executor, tokenHash, cache);
    if (loaded === null) return null;
    row = loaded;
  }

  const idleSeconds = (row.inactivitySeconds ?? DEFAULT_INACTIVITY_SECONDS) + IDLE_GRACE_SECONDS;
  const reason = endReasonAt(row, now, idleSeconds);
  if (reason !== null) {
    cache.forgetSession(tokenHash);
    await endSession(executor, now, row.sessionId, reason);
    return null;
  }

  const sinceActivity = now.getTime() - row.lastActivityAt.getTime();
  if (
    options.forceActivity === true ||
    (options.countsAsActivity && sinceActivity >= ACTIVITY_WRITE_INTERVAL_MS)
  ) {
    await executor
      .update(sessions)
      .set({ lastActivityAt: now })
      .where(eq(sessions.id, row.sessionId));
    row = { ...row, lastActivityAt: now };
    // Read afresh next time (at most once per write interval) rather than patch the cached row.
    cache.forgetSession(tokenHash);
  }

  return {
    sessionId: row.sessionId,
    userId: row.userId,
    roles: row.roles,
    passwordChangeRequired: statusRequiresPasswordChange(row.status),
    eulaAcceptanceRequired: !row.eulaAcknowledged,
    candidatesOnly: row.onlyViewSurgicalCandidates,
    subRole: row.subRole,
    expiresAt: row.expiresAt,
    idleExpiresAt: new Date(row.lastActivityAt.getTime() + idleSeconds * 1000),
  };
}

async function loadAfresh(
  executor: Executor,
  tokenHash: string,
  cache: SessionCache,
): Promise<SessionRow | null> {
  const readStartedAt = cache.mark();
  const row = await loadSessionRow(executor, tokenHash);
  if (row !== null) cache.rememberSession(tokenHash, row, readStartedAt);
  return row;
}

/** Ends every open session of a user: after a password change elsewhere, or when disabled. */
export async function endUserSessions(
  executor: Executor,
  now: Date,
  userId: string,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`,
      ),
    );
}
