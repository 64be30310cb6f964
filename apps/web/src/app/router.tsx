import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { decideNavigation, matchRoute, ROUTES, type RouteName } from '@sagitta/domain';
import { loadNavigationSession } from '../lib/session/current-user';
import { RootLayout } from '../shell/root-layout';
import { RouteError } from '../shell/route-error';
import { preloadSignedInChunks } from '../shell/signed-in-chunks';
import { Splash } from '../shell/splash';
import { PAGES } from './pages';

/** What a route carries for the shell: its name (title, breadcrumb, layout). */
export interface RouteHandle {
  name: RouteName;
}

/**
 * The router: every navigation first runs the route guards of packages/domain (in the root
 * loader, before anything renders), then loads the page's chunk.
 */
export function createAppRouter(queryClient: QueryClient) {
  // Where the user last was, for `/app/{url}`: it opens a tab and goes nowhere.
  let lastAllowed: string | null = null;

  async function guard({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const url = new URL(request.url);
    const target = { pathname: url.pathname, search: url.search };
    const name = matchRoute(url.pathname)?.route.name;
    if (name !== undefined && PAGES[name].layout === 'shell') preloadSignedInChunks();
    const decision = decideNavigation(await loadNavigationSession(queryClient), target);
    switch (decision.kind) {
      case 'allow':
        lastAllowed = url.pathname + url.search;
        return null;
      case 'redirect':
        return redirect(decision.to);
      case 'open-external':
        window.open(decision.url, '_blank', 'noopener,noreferrer');
        return redirect(lastAllowed ?? '/');
    }
  }

  return createBrowserRouter([
    {
      id: 'root',
      loader: guard,
      // The guards depend on the session, not only on the URL: run them on every navigation.
      shouldRevalidate: () => true,
      HydrateFallback: Splash,
      ErrorBoundary: RouteError,
      Component: RootLayout,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          handle: { name: route.name } satisfies RouteHandle,
          lazy: async () => ({ Component: (await PAGES[route.name].load()).default }),
        })),
        // Unknown paths still pass the guard: home when signed in, status-error otherwise.
        { path: '*', Component: () => null },
      ],
    },
  ]);
}
