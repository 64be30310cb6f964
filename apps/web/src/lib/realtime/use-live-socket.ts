import { useEffect, useRef, useState } from 'react';
import {
  openBrowserSocket,
  reconnectDelay,
  type LiveSocket,
  type OpenLiveSocket,
} from './live-socket';

/**
 * Keeps a live channel open while the component is: each frame goes to `onFrame`; a dropped
 * connection is opened again with capped exponential backoff; a new `url` closes the old socket
 * and opens one there; unmounting closes it for good.
 * @param url - the channel's address, or null for none (nothing to listen to yet)
 * @param onFrame - called with each frame's data (the latest function given is called)
 * @param openSocket - the socket factory (a fake one in tests)
 * @returns whether the channel is open now (false until it opens, and while it is down)
 */
export function useLiveSocket(
  url: string | null,
  onFrame: (data: unknown) => void,
  openSocket: OpenLiveSocket = openBrowserSocket,
): boolean {
  const onFrameRef = useRef(onFrame);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    onFrameRef.current = onFrame;
  });

  useEffect(() => {
    if (url === null) return;
    let socket: LiveSocket | null = null;
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
        socket = openSocket(url ?? '');
      } catch {
        socket = null;
        scheduleReconnect();
        return;
      }
      socket.onopen = () => {
        failures = 0;
        setConnected(true);
      };
      socket.onmessage = (event) => {
        onFrameRef.current(event.data);
      };
      socket.onclose = () => {
        setConnected(false);
        scheduleReconnect();
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      setConnected(false);
      if (socket !== null) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [url, openSocket]);
  return connected;
}
