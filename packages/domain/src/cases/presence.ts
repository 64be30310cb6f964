import type { OnlineStatus } from '../account';

/** Seed §4: an Online or Hold technician's browser calls the heartbeat every 60 seconds. */
export const TECHNICIAN_HEARTBEAT_MS = 60_000;
/**
 * A technician whose heartbeat has not arrived for this long is taken Offline by the server:
 * two missed beats and a half, so one late or lost request on a slow network does not cost
 * anyone their queue place.
 */
export const TECHNICIAN_HEARTBEAT_EXPIRY_MS = 150_000;
/**
 * Seed §4, §9: a technician gone Offline loses the cases they had started after 15 minutes;
 * the cases they had not started go back to the queue at once.
 */
export const ABANDONED_CASE_RETURN_MS = 15 * 60_000;

/** Seed §4: Paused is shown as Hold. */
export const ONLINE_STATUS_LABELS: Readonly<Record<OnlineStatus, string>> = {
  Online: 'Online',
  Offline: 'Offline',
  Paused: 'Hold',
};

/** Seed §4: Online applies at once; Offline and Hold ask first. */
export function needsStatusConfirmation(next: OnlineStatus): boolean {
  return next !== 'Online';
}

/** Seed §4: leaving Offline starts the 60-second heartbeat. */
export function startsHeartbeat(previous: OnlineStatus, next: OnlineStatus): boolean {
  return previous === 'Offline' && next !== 'Offline';
}

/** Only an Online technician is given new cases; Hold keeps current work and takes none. */
export function takesNewCases(status: OnlineStatus): boolean {
  return status === 'Online';
}

/** Why a status change or a heartbeat is refused (404, 409, 403). */
export const PRESENCE_MESSAGES = {
  userNotFound: 'User not found',
  notTechnician: 'Only modeling and planning technicians have an online status.',
  managerOnly: "Only a 3D manager can set another technician's online status.",
} as const;
