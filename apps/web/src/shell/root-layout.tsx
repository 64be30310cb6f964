import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, ROUTES } from '@sagitta/domain';
import { PAGES } from '../app/pages';
import { currentUserQuery } from '../lib/session/current-user';
import { mobileSession } from '../lib/session/mobile-session';
import { GlobalStates } from './global-states/global-states';
import { loadAppFrame, loadInactivityWatcher, loadReleaseNotesModal } from './signed-in-chunks';
import { Splash } from './splash';
import { useCurrentRouteName } from './use-current-route';

// Only signed-in users need these: kept out of the sign-in page's JavaScript.
const AppFrame = lazy(() => loadAppFrame().then((module) => ({ default: module.AppFrame })));
const InactivityWatcher = lazy(() =>
  loadInactivityWatcher().then((module) => ({ default: module.InactivityWatcher })),
);
const ReleaseNotesModal = lazy(() =>
  loadReleaseNotesModal().then((module) => ({ default: module.ReleaseNotesModal })),
);

/**
 * Routes where the release-notes modal never shows (seed §2): EULA, sign-in, mobile pages, and
 * the viewer, whose tab is opened for the images the modal would cover.
 */
const NO_RELEASE_NOTES = new Set(['eula', 'worklist', 'status-error', 'set-password', 'viewer']);

/** Everything around a page: title, layout, global states, release notes, inactivity. */
export function RootLayout() {
  const { t } = useTranslation();
  const name = useCurrentRouteName();
  const { data: user } = useQuery(currentUserQuery);
  const route = ROUTES.find((candidate) => candidate.name === name);

  useEffect(() => {
    if (name !== null) document.title = `${PRODUCT_NAME} | ${t(`routes.${name}`)}`;
  }, [name, t]);

  const signedIn = user !== null && user !== undefined;
  const mobile = route?.mobile === true || mobileSession.isMobile();
  const page = name === null ? null : PAGES[name];
  const showReleaseNotes =
    signedIn && user.eulaAcknowledged && name !== null && !NO_RELEASE_NOTES.has(name) && !mobile;

  return (
    <>
      {page?.layout === 'shell' && signedIn ? (
        <Suspense fallback={<Splash />}>
          <AppFrame user={user} routeName={name ?? 'worklist'}>
            <Outlet />
          </AppFrame>
        </Suspense>
      ) : (
        <main id="main-content">
          <Outlet />
        </main>
      )}
      <Suspense fallback={null}>
        {showReleaseNotes && <ReleaseNotesModal />}
        {signedIn && !mobile && <InactivityWatcher inactivitySeconds={user.inactivitySeconds} />}
      </Suspense>
      <GlobalStates />
    </>
  );
}
