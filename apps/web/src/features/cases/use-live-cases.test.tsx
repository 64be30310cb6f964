import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../test/fake-socket';
import { caseListKey } from './api';
import { caseId } from './testing/cases-server';
import { CASE_LIST_FALLBACK_POLL_MS, LIVE_CASES_REFRESH_MS, useLiveCases } from './use-live-cases';

let client: QueryClient;
let stopObserving: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  stopObserving();
  client.clear();
  vi.useRealTimers();
});

const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** The hook on a page whose queue is shown; `reads` counts the queue's reads. */
async function listen() {
  const channel = fakeSockets();
  const reads = vi.fn(() => Promise.resolve({ items: [], totalCount: 0 }));
  // An observer stands in for the list on screen: only shown queries are read again.
  const list = new QueryObserver(client, {
    queryKey: caseListKey({ view: 'queue', filter: 'All', page: 1 }),
    queryFn: reads,
  });
  stopObserving = list.subscribe(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useLiveCases(channel.open);
    },
    { wrapper },
  );
  await wait(0);
  reads.mockClear();
  return { channel, reads, hook };
}

describe('useLiveCases', () => {
  it('listens on the case channel of this origin, with one socket', async () => {
    const { channel } = await listen();
    expect(channel.sockets).toHaveLength(1);
    expect(channel.latest().url).toBe(`ws://${window.location.host}/case-list/ws`);
  });

  it('reads the lists shown again once per burst of changes, and ignores stray frames', async () => {
    const { channel, reads } = await listen();
    const socket = channel.latest();
    socket.serverOpens();
    socket.serverSends({ change: 'Taken', caseId: caseId(1) });
    socket.serverSends({ change: 'ReturnedToQueue', caseId: caseId(2) });
    await wait(LIVE_CASES_REFRESH_MS);
    expect(reads).toHaveBeenCalledTimes(1);

    socket.serverSends({ change: 'Taken', caseId: 'not-a-case' });
    socket.serverSends('hello');
    await wait(LIVE_CASES_REFRESH_MS);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('polls every minute only while the channel is down, and reads once when it is back', async () => {
    const { channel, reads } = await listen();
    act(() => {
      channel.latest().serverOpens();
    });
    await wait(1);
    expect(reads).not.toHaveBeenCalled();
    await wait(CASE_LIST_FALLBACK_POLL_MS * 2);
    expect(reads).not.toHaveBeenCalled();

    // Down: the backoff's attempts fail until the server is back.
    act(() => {
      channel.latest().serverDrops();
    });
    await wait(CASE_LIST_FALLBACK_POLL_MS + LIVE_CASES_REFRESH_MS);
    expect(reads).toHaveBeenCalledTimes(1);

    act(() => {
      channel.latest().serverOpens();
    });
    await wait(LIVE_CASES_REFRESH_MS);
    expect(reads).toHaveBeenCalledTimes(2);
    await wait(CASE_LIST_FALLBACK_POLL_MS * 2);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('closes its socket when the page goes', async () => {
    const { channel, hook } = await listen();
    hook.unmount();
    expect(channel.latest().closed).toBe(true);
  });
});
