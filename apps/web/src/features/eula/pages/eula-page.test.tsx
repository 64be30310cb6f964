import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../../test/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { initI18n } from '../../../lib/i18n';
import { currentUserQuery } from '../../../lib/session/current-user';
import EulaPage from './eula-page';

const user = aUser('PHYSICIAN', { eulaAcknowledged: false });

const ERROR = "There's been an error accepting the End User License Agreement. Please try again";

const renderEula = (entry: string) => renderInApp(<EulaPage />, { path: '/eula', entry, user });

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EulaPage', () => {
  it('shows the agreement, its version and a scrollable region with a name', () => {
    renderEula('/eula');
    expect(
      screen.getByRole('heading', { level: 1, name: 'End User License Agreement' }),
    ).toBeVisible();
    expect(screen.getByText('Version of 2024-06-28')).toBeVisible();
    const region = screen.getByRole('region', { name: 'Text of the End User License Agreement' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      screen.getByRole('heading', { level: 2, name: /clinical use and professional judgement/i }),
    ).toBeVisible();
  });

  it.each([500, 409, 403])(
    'reports a failed acceptance (%i) with the EULA message',
    async (status) => {
      const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ message: 'nope' }, status)));
      vi.stubGlobal('fetch', fetchMock);
      renderEula('/eula');

      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  it('accepts, caches the updated user and goes to the redirect value', async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(jsonResponse({ ...user, eulaAcknowledged: true })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, router } = renderEula(`/eula?redirect=${encodeURIComponent('/?tab=2')}`);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toBe('?tab=2');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v1/users/${user.userId}/eula-acknowledged`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({ eulaAcknowledged: true });
    expect(queryClient.getQueryData(currentUserQuery.queryKey)?.eulaAcknowledged).toBe(true);
  });

  it('shows the button as loading while the acceptance is sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { router } = renderEula('/eula');
    const accept = screen.getByRole('button', { name: 'Accept' });

    await userEvent.click(accept);

    expect(accept).toHaveAttribute('data-loading');
    expect(accept).toBeDisabled();
    answer(jsonResponse({ ...user, eulaAcknowledged: true }));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('refuses an outside redirect and goes home instead', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse({ ...user, eulaAcknowledged: true })),
    );
    const { router } = renderEula(`/eula?redirect=${encodeURIComponent('//evil.example')}`);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toBe('');
  });
});
