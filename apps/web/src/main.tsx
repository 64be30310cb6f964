import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { hashLinkPath, matchRoute } from '@sagitta/domain';
import { createFailureEffects } from './app/failure-effects';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { configureHttp } from './lib/http';
import { initI18n } from './lib/i18n';
import { mobileSession } from './lib/session/mobile-session';
import { selectedPhysician } from './lib/session/selected-physician';

// Start-up order of seed §4: store, router, user info, default physician, inactivity watcher,
// initialisation, mount. The router's first guard run loads the user info and the default
// physician before any page renders; the inactivity watcher starts with the signed-in frame.

// Old mobile links were hash routes: `#/…/mobile/…` becomes the path itself.
const fromHash = hashLinkPath(window.location.hash);
if (fromHash !== null) window.history.replaceState(null, '', fromHash);
mobileSession.markIfMobile(matchRoute(window.location.pathname)?.route.mobile === true);

const i18n = initI18n();
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);
configureHttp({
  effects: createFailureEffects((path) => router.navigate(path)),
  actingPhysicianId: () => selectedPhysician.read()?.userId ?? null,
});

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// In a transition, the first render yields to the browser every few milliseconds instead of
// holding it for the whole of the providers' first render (bench:lighthouse).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
});
