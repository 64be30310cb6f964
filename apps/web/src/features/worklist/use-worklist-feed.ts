import { raisesNewItemAlert, type WorklistFeedMessage } from '@sagitta/domain';
import type { OpenLiveSocket } from '../../lib/realtime/live-socket';
import { useLiveSocket } from '../../lib/realtime/use-live-socket';
import { feedUrl, readFeedMessage } from './feed-url';

interface FeedOptions {
  /** The physician a clinical staff member or sales rep acts for, else null. */
  physicianId: string | null;
  /** A message whose status raises the new-item alert (seed §4) arrived. */
  onNewItem: (message: WorklistFeedMessage) => void;
  openSocket?: OpenLiveSocket;
}

/**
 * The worklist's live feed (`/patient-list/ws`): calls `onNewItem` for each message that raises
 * the new-item alert. A feed of the new physician opens when the acting physician changes.
 */
export function useWorklistFeed({ physicianId, onNewItem, openSocket }: FeedOptions): void {
  useLiveSocket(
    feedUrl(window.location, physicianId),
    (data) => {
      const message = readFeedMessage(data);
      if (message !== null && raisesNewItemAlert(message.status)) onNewItem(message);
    },
    openSocket,
  );
}
