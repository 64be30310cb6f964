import { randomUUID } from 'node:crypto';
import type { User } from '@sagitta/domain';
import type { Clock } from '../clock';
import type { EventBus } from '../realtime/event-bus';
import type { AccountChange } from './account-changes';

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
 * live at most `ttlMs`, and every change to an account forgets that account at once
 * (`forgetUser`) on this instance and, through `changes` (Redis when there are several
 * instances), on every other; should that message be lost, the others see the change within
 * `ttlMs`. Whoever holds something open for an account (a live feed) hears of each change
 * through `onChange`, after the cache has forgotten it.
 */
export class AccountCache<SessionRow extends { userId: string }> {
  private readonly sessions = new Map<string, Entry<SessionRow>>();
  private readonly profiles = new Map<string, Entry<User>>();
  /** Per account, the counter value of its last change; `floor` is that of the last forgetAll. */
  private readonly generations = new Map<string, number>();
  private counter = 0;
  private floor = 0;
  private readonly watchers = new Set<(userId: string) => void>();
  /** This instance, so that it does not act twice on the changes it announced itself. */
  private readonly origin = randomUUID();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = ACCOUNT_CACHE_TTL_MS,
    private readonly changes?: EventBus<AccountChange>,
  ) {
    changes?.subscribe((change) => {
      if (change.origin !== this.origin) this.changed(change.userId);
    });
  }

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

  /**
   * Call after any committed change to an account: its sessions and profile are read afresh, here
   * and on every other instance, and its live connections check their session.
   */
  forgetUser(userId: string): void {
    this.changed(userId);
    this.changes?.publish({ userId, origin: this.origin });
  }

  /**
   * Hears every change to any account, made here or on another instance, once this cache has
   * forgotten it. @returns the function that stops listening
   */
  onChange(watcher: (userId: string) => void): () => void {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  private changed(userId: string): void {
    this.counter += 1;
    this.generations.set(userId, this.counter);
    if (this.generations.size > MAX_ENTRIES) this.forgetAll();
    for (const watcher of [...this.watchers]) watcher(userId);
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
