import { useQueryClient } from '@tanstack/react-query';
import type { OpenLiveSocket } from '../../lib/realtime/live-socket';
import { useLiveSocket } from '../../lib/realtime/use-live-socket';
import { patientFileKey } from './api';
import { hubUrl, readHubMessage, STALE_PARTS } from './hub-url';

/**
 * Listens to the patient record hub while the file is open: each change refetches the parts of
 * the file it makes stale, so a note written in another browser appears without reload.
 * @param patientId - the patient whose file is open
 * @param physicianId - the acting physician of a clinical staff member or sales rep, else null
 * @param enabled - false until the record is known to be there (a missing one has no hub)
 * @param openSocket - the socket factory (a fake one in tests)
 */
export function usePatientRecordHub(
  patientId: string,
  physicianId: string | null,
  enabled: boolean,
  openSocket?: OpenLiveSocket,
): void {
  const queryClient = useQueryClient();
  useLiveSocket(
    enabled ? hubUrl(window.location, patientId, physicianId) : null,
    (data) => {
      const message = readHubMessage(data);
      // The hub filters by patient; a message about another one is not this file's business.
      if (message === null || message.patientId !== patientId) return;
      for (const part of STALE_PARTS[message.status]) {
        void queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, part) });
      }
    },
    openSocket,
  );
}
