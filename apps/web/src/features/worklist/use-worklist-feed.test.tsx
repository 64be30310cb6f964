import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../../test/fake-socket';
import { examId } from './testing/exams';
import { useWorklistFeed } from './use-worklist-feed';

function listen(physicianId: string | null = null) {
  const feed = fakeSockets();
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

  it('opens a feed of the new physician when the acting physician changes', () => {
    const { feed, hook } = listen('11111111-1111-4111-8111-111111111111');
    const first = feed.latest();
    hook.rerender({ physicianId: '22222222-2222-4222-8222-222222222222' });
    expect(first.closed).toBe(true);
    expect(feed.latest().url).toContain('physicianId=22222222-2222-4222-8222-222222222222');
    expect(feed.sockets).toHaveLength(2);
  });
});
