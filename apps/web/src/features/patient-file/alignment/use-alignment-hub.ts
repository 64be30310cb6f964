import { alignmentHubMessage, API_PATHS } from '@sagitta/domain';
import { liveSocketUrl, readFrame, type OpenLiveSocket } from '../../../lib/realtime/live-socket';
import { useLiveSocket } from '../../../lib/realtime/use-live-socket';

/**
 * Follows `/alignmentHub` while the ALIGNMENT tab is open: any change to one of the patient's
 * assessments (saved, completed, reviewed, approved elsewhere) calls `onChange`, which refetches.
 * @param patientId - the patient shown
 * @param physicianId - the acting physician of a clinical staff member or sales rep, else null
 * @param onChange - what to do on a change
 * @param openSocket - the socket factory (a fake one in tests)
 */
export function useAlignmentHub(
  patientId: string,
  physicianId: string | null,
  onChange: () => void,
  openSocket?: OpenLiveSocket,
): void {
  useLiveSocket(
    liveSocketUrl(window.location, API_PATHS.alignmentHub, { patientId, physicianId }),
    (data) => {
      const message = readFrame(data, alignmentHubMessage);
      // The hub filters by patient; anything else is not this tab's business.
      if (message?.patientId === patientId) onChange();
    },
    openSocket,
  );
}
