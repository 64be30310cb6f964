import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  TECHNICIAN_HEARTBEAT_MS,
  type OnlineStatus,
  type TechnicianPresence,
} from '@sagitta/domain';
import { http } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';

/**
 * Takes the server's answer about the technician's status into the signed-in user at once, then
 * reloads the user info (seed §4: after a change, user info is reloaded).
 * @param presence - what a status change or the heartbeat answered
 */
export async function applyPresence(
  queryClient: QueryClient,
  presence: TechnicianPresence,
): Promise<void> {
  queryClient.setQueryData(currentUserQuery.queryKey, (user) =>
    user === undefined || user === null
      ? user
      : {
          ...user,
          userRoleProperties: { ...user.userRoleProperties, onlineStatus: presence.onlineStatus },
        },
  );
  await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/**
 * `POST /api/v1/sessions/technicians`. A background call: the heartbeat runs whether or not the
 * technician works, so it must not keep an idle session alive. A 409 (the account no longer
 * takes cases) is the heartbeat's own business, not an error state.
 */
const sendHeartbeat = () =>
  http.post<TechnicianPresence>(API_PATHS.technicianSessions, undefined, {
    background: true,
    tolerated: [409],
  });

/**
 * Seed §4: an Online or Hold technician's browser tells the server every 60 seconds that it is
 * still there; without it the server takes them Offline and hands their cases back. The beat
 * starts when the status leaves Offline (a change, or a page loaded while Online or on Hold:
 * `startsHeartbeat`) with one beat at once, so that a page opened after a pause is known at
 * once; it stops when the status is Offline, including when the heartbeat answers Offline.
 * A hidden tab keeps beating: a technician on Hold in another tab is still there.
 * @param status - the technician's status as the user info has it
 */
export function useTechnicianHeartbeat(status: OnlineStatus): void {
  const queryClient = useQueryClient();
  const beating = status !== 'Offline';
  useEffect(() => {
    if (!beating) return;
    let stopped = false;
    const beat = () => {
      sendHeartbeat().then(
        (presence) => {
          if (stopped || presence.onlineStatus !== 'Offline') return;
          // The server took the technician Offline (a lost connection, a manager): stop here,
          // and the header shows Offline.
          stop();
          void applyPresence(queryClient, presence);
        },
        () => {
          // A failed beat is shown by the common failure handler (offline, signed out); the
          // next one tries again.
        },
      );
    };
    const timer = setInterval(beat, TECHNICIAN_HEARTBEAT_MS);
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    beat();
    return stop;
  }, [beating, queryClient]);
}
