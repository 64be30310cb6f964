import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../test/render';
import { advance } from '../../../test/timers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import StatusErrorPage from './status-error-page';

const LOGOUT_URL = `/auth/api/v1/logout?redirectUrl=${encodeURIComponent('/')}`;
const originalLocation = Object.getOwnPropertyDescriptor(window, 'location');
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

const renderPage = (search: string) =>
  renderInApp(<StatusErrorPage />, { path: '/status-error', entry: `/status-error${search}` });

beforeAll(() => {
  initI18n('en-US');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom cannot navigate: the browser's location is replaced by one that records the call.
  assign = vi.fn<(url: string | URL) => void>();
  const { href, origin, pathname, search, hash } = window.location;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href, origin, pathname, search, hash, assign },
  });
});

afterEach(() => {
  vi.useRealTimers();
  if (originalLocation !== undefined) Object.defineProperty(window, 'location', originalLocation);
});

describe('StatusErrorPage', () => {
  it.each([
    ['?code=401', /^Unauthorized Access Detected/],
    ['?code=PhysicianNotSet', /^No Connections Established/],
    ['?code=MobileUserLeftMobileScreens', /^This screen is not available on mobile/],
    ['?mobileError=true', /^The mobile pages are available to surgeons and clinical staff only/],
    ['', /^This page is not available to your account/],
    ['?code=Unknown', /^This page is not available to your account/],
  ])('explains the reason for %s', (search, message) => {
    renderPage(search);
    expect(
      screen.getByRole('heading', { level: 1, name: 'You cannot access the workspace' }),
    ).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
  });

  it('counts down and then signs out to the sign-in page', async () => {
    renderPage('?code=401');
    const countdown = screen.getByText('You will be taken to the sign-in page in 15 seconds.');
    expect(countdown).toHaveAttribute('aria-live', 'polite');

    advance(1000);
    expect(countdown).toHaveTextContent('in 14 seconds.');
    advance(13_000);
    expect(countdown).toHaveTextContent('in 1 second.');
    expect(assign).not.toHaveBeenCalled();

    advance(1000);
    expect(assign).toHaveBeenCalledExactlyOnceWith(LOGOUT_URL);
  });

  it('signs out at once with Log in', async () => {
    renderPage('');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(assign).toHaveBeenCalledWith(LOGOUT_URL);
  });

  it('neither counts down nor offers Log in to a mobile user who left the mobile screens', async () => {
    renderPage('?code=MobileUserLeftMobileScreens');
    expect(screen.queryByText(/sign-in page in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    advance(20_000);
    expect(assign).not.toHaveBeenCalled();
  });
});
