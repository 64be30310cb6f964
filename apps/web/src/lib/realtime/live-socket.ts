import type { z } from 'zod';

/** What a live channel needs of a websocket: the browser's, or a test's stand-in. */
export interface LiveSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number): void;
}

/** Opens a live channel's socket; tests give another one (jsdom has no server). */
export type OpenLiveSocket = (url: string) => LiveSocket;

export const openBrowserSocket: OpenLiveSocket = (url) => new WebSocket(url);

/**
 * A live channel's address on this page's own origin: `wss:` under https, `ws:` otherwise. A
 * browser cannot set headers on a websocket, so what the server needs travels in the query.
 * @param location - the page's location (protocol and host)
 * @param path - the channel's path (`API_PATHS`)
 * @param query - its parameters; a null one is left out
 */
export function liveSocketUrl(
  location: { protocol: string; host: string },
  path: string,
  query: Readonly<Record<string, string | null>>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null) params.set(name, value);
  const search = params.size === 0 ? '' : `?${params.toString()}`;
  return `${scheme}//${location.host}${path}${search}`;
}

/**
 * A frame read with its schema, or null for anything that is not one (not text, not JSON, an
 * unknown status): a live channel is read defensively, a stray frame never breaks the page.
 * @param data - the frame's data
 * @param schema - the channel's message schema (`packages/domain`)
 */
export function readFrame<T>(data: unknown, schema: z.ZodType<T>): T | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const message = schema.safeParse(parsed);
  return message.success ? message.data : null;
}

/** The first reconnection waits this long; each failure doubles it, up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
/** The longest wait between two reconnections: a server back after a restart is found soon. */
export const RECONNECT_CAP_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): capped exponential backoff.
 * @param attempt - how many attempts have failed since the channel last opened
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}
