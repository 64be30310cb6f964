import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../test/fake-socket';
import { useLiveSocket } from './use-live-socket';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function listen(url: string | null = 'ws://portal.test/channel') {
  const channel = fakeSockets();
  const onFrame = vi.fn();
  const hook = renderHook(
    (props: { url: string | null }) => {
      useLiveSocket(props.url, onFrame, channel.open);
    },
    { initialProps: { url } },
  );
  return { channel, onFrame, hook };
}

describe('useLiveSocket', () => {
  it('passes on every frame', () => {
    const { channel, onFrame } = listen();
    channel.latest().serverSends({ status: 'A' });
    channel.latest().serverSends('text');
    expect(onFrame.mock.calls).toEqual([['{"status":"A"}'], ['text']]);
  });

  it('reconnects with capped exponential backoff, starting over once connected', () => {
    const { channel } = listen();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = channel.sockets.length;
      channel.latest().serverDrops();
      let waited = 0;
      while (channel.sockets.length === count) {
        act(() => {
          vi.advanceTimersByTime(500);
        });
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    channel.latest().serverOpens();
    channel.latest().serverDrops();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(channel.sockets).toHaveLength(9);
  });

  it('closes on unmount and does not come back', () => {
    const { channel, hook } = listen();
    const socket = channel.latest();
    hook.unmount();
    expect(socket.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(channel.sockets).toHaveLength(1);
  });

  it('moves to a new address, and opens nothing without one', () => {
    const { channel, hook } = listen(null);
    expect(channel.sockets).toHaveLength(0);
    hook.rerender({ url: 'ws://portal.test/a' });
    const first = channel.latest();
    hook.rerender({ url: 'ws://portal.test/b' });
    expect(first.closed).toBe(true);
    expect(channel.sockets.map((socket) => socket.url)).toEqual([
      'ws://portal.test/a',
      'ws://portal.test/b',
    ]);
  });
});
