/**
 * The chunks only signed-in users need (kept out of the sign-in page's JavaScript). The router
 * starts them as soon as a shell page is asked for, beside the session check, instead of React
 * asking for them once the session has come back and the splash has rendered: on the Patients
 * page that chain cost some 0.7 s before the worklist's request went out (bench:lighthouse).
 */
export const loadAppFrame = () => import('./frame/app-frame');
export const loadInactivityWatcher = () => import('./inactivity/inactivity-watcher');
export const loadReleaseNotesModal = () => import('./release-notes/release-notes-modal');

/**
 * Starts the signed-in chunks. A failure here is left to the `lazy` that asks for the chunk again
 * when it renders and shows the route's error; an early start has nothing to report.
 */
export function preloadSignedInChunks(): void {
  for (const load of [loadAppFrame, loadInactivityWatcher, loadReleaseNotesModal]) {
    load().catch(() => undefined);
  }
}
