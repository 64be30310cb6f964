import { API_PATHS, worklistFeedMessage, type WorklistFeedMessage } from '@sagitta/domain';

/**
 * The live feed's address on this page's own origin: `wss:` under https, `ws:` otherwise. A
 * browser cannot set headers on a websocket, so the acting physician travels in the query.
 * @param location - the page's location (protocol and host)
 * @param physicianId - the physician a clinical staff member or sales rep acts for, else null
 */
export function feedUrl(
  location: { protocol: string; host: string },
  physicianId: string | null,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = physicianId === null ? '' : `?${new URLSearchParams({ physicianId }).toString()}`;
  return `${scheme}//${location.host}${API_PATHS.worklistFeed}${query}`;
}

/**
 * A feed message, or null for anything that is not one (not text, not JSON, an unknown status):
 * the feed is read defensively, a stray frame never breaks the page.
 * @param data - the frame's data
 */
export function readFeedMessage(data: unknown): WorklistFeedMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const message = worklistFeedMessage.safeParse(parsed);
  return message.success ? message.data : null;
}

/** The first reconnection waits this long; each failure doubles it, up to the cap. */
export const RECONNECT_BASE_MS = 1_000;
/** The longest wait between two reconnections: a server back after a restart is found soon. */
export const RECONNECT_CAP_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): capped exponential backoff.
 * @param attempt - how many attempts have failed since the feed last opened
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}
