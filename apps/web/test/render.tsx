import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../src/app/theme';
import { initI18n } from '../src/lib/i18n';
import { currentUserQuery } from '../src/lib/session/current-user';
import type { User } from '@sagitta/domain';

const i18n = initI18n('en-US');

interface RenderOptions {
  /** The route the component is mounted on. */
  path?: string;
  /** Where the router starts (path with a query string); `path` by default. */
  entry?: string;
  /** The signed-in user, as the start-up would have cached it. */
  user?: User;
}

/**
 * Renders a component as the app would: theme, i18n, a fresh query cache, and a memory router
 * on `path` (other paths render nothing; `router.state.location` shows where a link led).
 */
export function renderInApp(
  ui: ReactElement,
  { path = '/', entry = path, user }: RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [entry] },
  );
  return {
    queryClient,
    router,
    ...render(
      <I18nextProvider i18n={i18n}>
        {/* env="test": no transitions, so a just-opened modal is visible at once. */}
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  };
}
