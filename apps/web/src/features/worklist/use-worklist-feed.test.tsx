import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examId } from './testing/exams';
import { fakeFeed } from './testing/fake-feed';
import { useWorklistFeed } from './use-worklist-feed';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function listen(physicianId: string | null = null) {
  const feed = fakeFeed();
  const onNewItem = vi.fn();
  const hook = renderHook(
    (props: { physicianId: string | null }) => {
      useWorklistFeed({ physicianId: props.physicianId, onNewItem, openSocket: feed.open });
    },
    { initialProps: { physicianId } },
  );
  return { feed, onNewItem, hook };
}

describe('useWorklistFeed', () => {
  it('passes on the messages that raise the alert, parsed', () => {
    const { feed, onNewItem } = listen();
    const message = { status: 'MODELING_SUCCEEDED', acquisitionId: examId(4) };
    feed.latest().serverSends(message);
    feed.latest().serverSends({ status: 'MODELING_FAILED', acquisitionId: 'not-a-uuid' });
    expect(onNewItem.mock.calls).toEqual([[message]]);
  });

  it('reconnects with capped exponential backoff, starting over once connected', () => {
    const { feed } = listen();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = feed.sockets.length;
      feed.latest().serverDrops();
      let waited = 0;
      while (feed.sockets.length === count) {
        act(() => {
          vi.advanceTimersByTime(500);
        });
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    feed.latest().serverOpens();
    feed.latest().serverDrops();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(feed.sockets).toHaveLength(9);
  });

  it('closes on unmount and does not come back', () => {
    const { feed, hook } = listen();
    const socket = feed.latest();
    hook.unmount();
    expect(socket.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(feed.sockets).toHaveLength(1);
  });

  it('opens a feed of the new physician when the acting physician changes', () => {
    const { feed, hook } = listen('11111111-1111-4111-8111-111111111111');
    const first = feed.latest();
    hook.rerender({ physicianId: '22222222-2222-4222-8222-222222222222' });
    expect(first.closed).toBe(true);
    expect(feed.latest().url).toContain('physicianId=22222222-2222-4222-8222-222222222222');
    expect(feed.sockets).toHaveLength(2);
  });
});
