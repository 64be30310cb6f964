import { useEffect, useRef } from 'react';
import { raisesNewItemAlert, type WorklistFeedMessage } from '@sagitta/domain';
import { feedUrl, readFeedMessage, reconnectDelay } from './feed-url';

/** What the feed needs of a websocket: the browser's, or a test's stand-in. */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number): void;
}

/** Opens the feed's socket; the page takes another one in tests (jsdom has no server). */
export type OpenFeedSocket = (url: string) => FeedSocket;

export const openBrowserSocket: OpenFeedSocket = (url) => new WebSocket(url);

interface FeedOptions {
  /** The physician a clinical staff member or sales rep acts for, else null. */
  physicianId: string | null;
  /** A message whose status raises the new-item alert (seed §4) arrived. */
  onNewItem: (message: WorklistFeedMessage) => void;
  openSocket?: OpenFeedSocket;
}

/**
 * The worklist's live feed (`/patient-list/ws`): calls `onNewItem` for each message that raises
 * the new-item alert, reconnects with capped exponential backoff when the connection drops, and
 * closes when the page goes (or the acting physician changes, for a feed of the new one).
 */
export function useWorklistFeed({
  physicianId,
  onNewItem,
  openSocket = openBrowserSocket,
}: FeedOptions): void {
  const onNewItemRef = useRef(onNewItem);
  useEffect(() => {
    onNewItemRef.current = onNewItem;
  });

  useEffect(() => {
    let socket: FeedSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const scheduleReconnect = () => {
      if (stopped) return;
      retry = setTimeout(connect, reconnectDelay(failures));
      failures += 1;
    };

    function connect() {
      try {
        socket = openSocket(feedUrl(window.location, physicianId));
      } catch {
        socket = null;
        scheduleReconnect();
        return;
      }
      socket.onopen = () => {
        failures = 0;
      };
      socket.onmessage = (event) => {
        const message = readFeedMessage(event.data);
        if (message !== null && raisesNewItemAlert(message.status)) onNewItemRef.current(message);
      };
      socket.onclose = scheduleReconnect;
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      if (socket !== null) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [physicianId, openSocket]);
}
