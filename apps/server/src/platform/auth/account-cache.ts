import type { User } from '@sagitta/domain';
import type { Clock } from '../clock';

/** How long a cached session or profile is trusted before it is read again from the database. */
export const ACCOUNT_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  userId: string;
  generation: number;
  cachedAt: number;
}

/**
 * A short-lived, per-process memory of sessions and profiles, so that the request that checks a
 * session does not cost a database round trip every time. It is never authoritative: entries
 * live at most `ttlMs`, and every change to an account made through this process forgets that
 * account at once (`forgetUser`). Another instance's change is seen within `ttlMs`.
 */
export class AccountCache<SessionRow extends { userId: string }> {
  private readonly sessions = new Map<string, Entry<SessionRow>>();
  private readonly profiles = new Map<string, Entry<User>>();
  /** Per account, the counter value of its last change; `floor` is that of the last forgetAll. */
  private readonly generations = new Map<string, number>();
  private counter = 0;
  private floor = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = ACCOUNT_CACHE_TTL_MS,
  ) {}

  session(tokenHash: string): SessionRow | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  /** @param readStartedAt - `mark()` taken before the row was read */
  rememberSession(tokenHash: string, row: SessionRow, readStartedAt: number): void {
    this.store(this.sessions, tokenHash, row, row.userId, readStartedAt);
  }

  forgetSession(tokenHash: string): void {
    this.sessions.delete(tokenHash);
  }

  profile(userId: string): User | undefined {
    return this.fresh(this.profiles, userId);
  }

  /** @param readStartedAt - `mark()` taken before the profile was read */
  rememberProfile(profile: User, readStartedAt: number): void {
    this.store(this.profiles, profile.userId, profile, profile.userId, readStartedAt);
  }

  /**
   * Take a mark before reading from the database and pass it to `remember…`: a value whose
   * account was forgotten while the read was in flight is then not kept.
   */
  mark(): number {
    return this.counter;
  }

  /** Call after any committed change to an account: its sessions and profile are read afresh. */
  forgetUser(userId: string): void {
    this.counter += 1;
    this.generations.set(userId, this.counter);
    if (this.generations.size > MAX_ENTRIES) this.forgetAll();
  }

  /** Call after a change that touches many accounts at once (an institution disabled). */
  forgetAll(): void {
    this.counter += 1;
    this.floor = this.counter;
    this.sessions.clear();
    this.profiles.clear();
    this.generations.clear();
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (entry === undefined) return undefined;
    const expired = this.clock.now().getTime() - entry.cachedAt >= this.ttlMs;
    if (expired || entry.generation !== this.generationOf(entry.userId)) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private generationOf(userId: string): number {
    return Math.max(this.floor, this.generations.get(userId) ?? 0);
  }

  private store<T>(
    map: Map<string, Entry<T>>,
    key: string,
    value: T,
    userId: string,
    readStartedAt: number,
  ): void {
    const generation = this.generationOf(userId);
    if (this.ttlMs <= 0 || generation > readStartedAt) return;
    map.delete(key);
    map.set(key, { value, userId, generation, cachedAt: this.clock.now().getTime() });
    if (map.size > MAX_ENTRIES) {
      const oldest = map.keys().next();
      if (oldest.done !== true) map.delete(oldest.value);
    }
  }
}
