import { describe, expect, it } from 'vitest';
import type { User } from '@sagitta/domain';
import { ManualClock } from '../clock';
import { LocalEventBus } from '../realtime/event-bus';
import { AccountCache } from './account-cache';
import type { AccountChange } from './account-changes';

interface Row {
  userId: string;
  status: string;
}

const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
const profileOf = (userId: string) => ({ userId }) as User;

describe('AccountCache', () => {
  it('serves a remembered session until its time to live has passed', () => {
    const cache = new AccountCache<Row>(clock, 1_000);
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, cache.mark());
    expect(cache.session('hash-a')).toEqual({ userId: 'u1', status: 'Active' });
    clock.advance(0.999);
    expect(cache.session('hash-a')).toBeDefined();
    clock.advance(0.001);
    expect(cache.session('hash-a')).toBeUndefined();
  });

  it('forgets every session and the profile of an account once it changes, and no other account', () => {
    const cache = new AccountCache<Row>(clock);
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, cache.mark());
    cache.rememberSession('hash-b', { userId: 'u1', status: 'Active' }, cache.mark());
    cache.rememberSession('hash-c', { userId: 'u2', status: 'Active' }, cache.mark());
    cache.rememberProfile(profileOf('u1'), cache.mark());
    cache.forgetUser('u1');
    expect(cache.session('hash-a')).toBeUndefined();
    expect(cache.session('hash-b')).toBeUndefined();
    expect(cache.profile('u1')).toBeUndefined();
    expect(cache.session('hash-c')).toBeDefined();
  });

  it('does not keep a value read while its account was being changed', () => {
    const cache = new AccountCache<Row>(clock);
    const readStartedAt = cache.mark();
    cache.forgetUser('u1'); // a change commits while the read is in flight
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, readStartedAt);
    cache.rememberProfile(profileOf('u1'), readStartedAt);
    expect(cache.session('hash-a')).toBeUndefined();
    expect(cache.profile('u1')).toBeUndefined();
    // A read that starts after the change is kept.
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Deactivated' }, cache.mark());
    expect(cache.session('hash-a')).toEqual({ userId: 'u1', status: 'Deactivated' });
  });

  it('forgets everything at once, including reads in flight', () => {
    const cache = new AccountCache<Row>(clock);
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, cache.mark());
    const readStartedAt = cache.mark();
    cache.forgetAll();
    expect(cache.session('hash-a')).toBeUndefined();
    cache.rememberProfile(profileOf('u2'), readStartedAt);
    expect(cache.profile('u2')).toBeUndefined();
  });

  it('keeps nothing when its time to live is zero', () => {
    const cache = new AccountCache<Row>(clock, 0);
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, cache.mark());
    expect(cache.session('hash-a')).toBeUndefined();
  });

  it('forgets a single session', () => {
    const cache = new AccountCache<Row>(clock);
    cache.rememberSession('hash-a', { userId: 'u1', status: 'Active' }, cache.mark());
    cache.forgetSession('hash-a');
    expect(cache.session('hash-a')).toBeUndefined();
  });

  it('forgets an account changed on another instance sharing its bus, and tells its watchers once', () => {
    const bus = new LocalEventBus<AccountChange>();
    const here = new AccountCache<Row>(clock, 60_000, bus);
    const there = new AccountCache<Row>(clock, 60_000, bus);
    const u1 = '11111111-1111-4111-8111-111111111111';
    there.rememberSession('hash-a', { userId: u1, status: 'Active' }, there.mark());
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    here.onChange((userId) => heardHere.push(userId));
    const stop = there.onChange((userId) => heardThere.push(userId));

    here.forgetUser(u1);
    expect(there.session('hash-a')).toBeUndefined();
    expect(heardHere).toEqual([u1]);
    expect(heardThere).toEqual([u1]);

    stop();
    here.forgetUser(u1);
    expect(heardThere).toEqual([u1]);
  });
});
