import type { LiveSocket, OpenLiveSocket } from '../src/lib/realtime/live-socket';

/** A live channel's socket the test plays the server of (jsdom has no websocket server). */
export class FakeSocket implements LiveSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {}

  close(): void {
    this.closed = true;
  }

  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  /** Sends a frame: an object goes as JSON, text as it is. */
  serverSends(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  serverDrops(): void {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

/** Every socket the page opened, newest last; `open` is what the page is given. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const open: OpenLiveSocket = (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return {
    open,
    sockets,
    latest: (): FakeSocket => {
      const socket = sockets.at(-1);
      if (socket === undefined) throw new Error('no socket was opened');
      return socket;
    },
  };
}
