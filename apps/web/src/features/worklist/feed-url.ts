import { API_PATHS, worklistFeedMessage, type WorklistFeedMessage } from '@sagitta/domain';
import { liveSocketUrl, readFrame } from '../../lib/realtime/live-socket';

/**
 * The live feed's address on this page's own origin; the acting physician travels in the query.
 * @param location - the page's location (protocol and host)
 * @param physicianId - the physician a clinical staff member or sales rep acts for, else null
 */
export function feedUrl(
  location: { protocol: string; host: string },
  physicianId: string | null,
): string {
  return liveSocketUrl(location, API_PATHS.worklistFeed, { physicianId });
}

/**
 * A feed message, or null for anything that is not one.
 * @param data - the frame's data
 */
export function readFeedMessage(data: unknown): WorklistFeedMessage | null {
  return readFrame(data, worklistFeedMessage);
}
