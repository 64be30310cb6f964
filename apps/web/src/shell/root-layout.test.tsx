import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '@sagitta/domain';
import { useFetchStub } from '../../test/fetch-stub';
import { aUser, jsonResponse } from '../../test/fixtures';
import { theme } from '../app/theme';
import type { RouteHandle } from '../app/router';
import { initI18n } from '../lib/i18n';
import { currentUserQuery } from '../lib/session/current-user';
import { RootLayout } from './root-layout';

const ACKNOWLEDGEMENT = '/api/v1/portal/system/release-versions/user-acknowledgement';

const api = useFetchStub();

/** Renders the root layout around a page of the bare layout named `name`, signed in. */
function renderRoute(name: RouteName, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery.queryKey, aUser('PHYSICIAN'));
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          {
            path,
            handle: { name } satisfies RouteHandle,
            Component: () => <p>page</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={initI18n('en-US')}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The release-notes status the modal asks for first, wherever it is allowed. */
const serveReleaseStatus = () =>
  api.stub((call) =>
    call.url === ACKNOWLEDGEMENT
      ? jsonResponse({ hasAckdLatestVersion: true, latestReleaseVersion: null })
      : jsonResponse({ message: 'not stubbed' }, 501),
  );

describe('RootLayout: release notes', () => {
  it('asks for release notes on an ordinary page', async () => {
    serveReleaseStatus();
    renderRoute('bmd-info', '/bmd-info');
    await waitFor(() => {
      expect(api.calls.map((call) => call.url)).toContain(ACKNOWLEDGEMENT);
    });
  });

  it('never opens them over the images of the viewer', async () => {
    serveReleaseStatus();
    renderRoute('viewer', '/viewer/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c');
    expect(await screen.findByText('page')).toBeVisible();
    // The modal is loaded lazily: give it the time it takes on an ordinary page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.map((call) => call.url)).not.toContain(ACKNOWLEDGEMENT);
  });
});
