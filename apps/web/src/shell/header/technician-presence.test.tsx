import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TECHNICIAN_HEARTBEAT_MS, type OnlineStatus, type User } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { currentUserQuery } from '../../lib/session/current-user';
import { TechnicianPresence } from './technician-presence';

const api = useFetchStub();

const STATUS_PATH = '/api/v1/users/online-status';
const HEARTBEAT_PATH = '/api/v1/sessions/technicians';

const technician = (onlineStatus: OnlineStatus, inexperienced = false) =>
  aUser('3DS_TECHNICIAN', {
    firstName: 'Lee',
    lastName: 'Park',
    suffix: null,
    subrole: 'Modeling',
    userRoleProperties: { subRole: 'Modeling', inexperienced, onlineStatus },
  });

/**
 * The server of the presence: the user info, the status change and the heartbeat, which answers
 * `heartbeatAnswer()` (the status kept, unless the test says the server took them Offline).
 */
function presenceServer(user: User, heartbeatAnswer?: () => OnlineStatus) {
  let status = user.userRoleProperties.onlineStatus ?? 'Offline';
  return (call: RecordedCall) => {
    const path = call.url.split('?')[0];
    if (path === '/api/v1/users/self')
      return jsonResponse({
        ...user,
        userRoleProperties: { ...user.userRoleProperties, onlineStatus: status },
      });
    if (path === STATUS_PATH && call.method === 'PATCH') {
      status = (call.body as { onlineStatus: OnlineStatus }).onlineStatus;
      return jsonResponse({ onlineStatus: status, expiresAt: null });
    }
    if (path === HEARTBEAT_PATH && call.method === 'POST') {
      status = heartbeatAnswer?.() ?? status;
      return jsonResponse({ onlineStatus: status, expiresAt: null });
    }
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}

/** Records each call's headers on top of the stub (whose record has none). */
function recordHeaders() {
  const seen: { url: string; headers: Headers }[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers) });
    return stubbed(url, init);
  });
  return seen;
}

/** The header's presence as the app mounts it: on the cached user info. */
function Presence() {
  const { data: user } = useQuery(currentUserQuery);
  return user ? <TechnicianPresence user={user} /> : null;
}

const beats = () =>
  api.calls.filter((call) => call.url === HEARTBEAT_PATH && call.method === 'POST');
const statusChanges = () => api.calls.filter((call) => call.url.startsWith(STATUS_PATH));

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function choose(current: string, next: string) {
  await userEvent.click(screen.getByRole('button', { name: `My status: ${current}` }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: next }));
}

beforeEach(() => {
  // Only the intervals are the test's: promises, fetches and Mantine's timeouts run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

describe('TechnicianPresence', () => {
  it('goes Online at once, reloads the user info and starts the heartbeat in the background', async () => {
    const user = technician('Offline');
    api.stub(presenceServer(user));
    const headers = recordHeaders();
    renderInApp(<Presence />, { user });

    advance(TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(0);

    await choose('Offline', 'Online');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'My status: Online' })).toBeVisible();
    expect(statusChanges()).toEqual([
      {
        method: 'PATCH',
        url: `${STATUS_PATH}?userId=${user.userId}`,
        body: { onlineStatus: 'Online' },
      },
    ]);
    await waitFor(() => {
      expect(api.calls.some((call) => call.url === '/api/v1/users/self')).toBe(true);
    });

    // One beat at once, then one a minute, none of them the user's doing.
    await waitFor(() => {
      expect(beats()).toHaveLength(1);
    });
    advance(TECHNICIAN_HEARTBEAT_MS);
    advance(TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(3);
    const beatHeaders = headers.filter((call) => call.url === HEARTBEAT_PATH);
    expect(beatHeaders.map((call) => call.headers.get('X-Background-Request'))).toEqual([
      '1',
      '1',
      '1',
    ]);
    const change = headers.find((call) => call.url.startsWith(STATUS_PATH));
    expect(change?.headers.get('X-Background-Request')).toBeNull();
  });

  it.each([
    ['Hold', 'Your status will change to hold.', 'Paused'],
    ['Offline', 'Your status will change to offline.', 'Offline'],
  ])('asks before going %s', async (choice, body, sent) => {
    const user = technician('Online');
    api.stub(presenceServer(user));
    renderInApp(<Presence />, { user });

    await choose('Online', choice);
    const dialog = await screen.findByRole('dialog', { name: 'Change my status' });
    expect(within(dialog).getByText(body)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(statusChanges()).toEqual([]);
    expect(screen.getByRole('button', { name: 'My status: Online' })).toBeVisible();

    await choose('Online', choice);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change my status' })).getByRole('button', {
        name: 'Yes, change my status',
      }),
    );
    expect(await screen.findByRole('button', { name: `My status: ${choice}` })).toBeVisible();
    expect(statusChanges().map((call) => call.body)).toEqual([{ onlineStatus: sent }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('beats from page load while Online and stops once Offline', async () => {
    const user = technician('Online');
    api.stub(presenceServer(user));
    renderInApp(<Presence />, { user });
    await waitFor(() => {
      expect(beats()).toHaveLength(1);
    });
    advance(TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(2);

    // Hold keeps the heartbeat going; Offline stops it.
    await choose('Online', 'Hold');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, change my status' }));
    await screen.findByRole('button', { name: 'My status: Hold' });
    advance(TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(3);

    await choose('Hold', 'Offline');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, change my status' }));
    await screen.findByRole('button', { name: 'My status: Offline' });
    advance(3 * TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(3);
  });

  it('stops when the heartbeat answers Offline, and shows Offline', async () => {
    const user = technician('Paused');
    let answer: OnlineStatus = 'Paused';
    api.stub(presenceServer(user, () => answer));
    renderInApp(<Presence />, { user });
    await waitFor(() => {
      expect(beats()).toHaveLength(1);
    });

    answer = 'Offline';
    advance(TECHNICIAN_HEARTBEAT_MS);
    expect(await screen.findByRole('button', { name: 'My status: Offline' })).toBeVisible();
    advance(3 * TECHNICIAN_HEARTBEAT_MS);
    expect(beats()).toHaveLength(2);
  });

  it('says why the server refused a change (409), and keeps the status', async () => {
    const user = technician('Offline');
    api.stub((call) =>
      call.url.startsWith(STATUS_PATH)
        ? jsonResponse({ message: 'Only technicians who take cases have a status.' }, 409)
        : jsonResponse({ message: 'No stub' }, 404),
    );
    renderInApp(
      <>
        <Notifications />
        <Presence />
      </>,
      { user },
    );
    await choose('Offline', 'Online');
    expect(
      await screen.findByText(
        'Your status could not be changed. Only technicians who take cases have a status.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'My status: Offline' })).toBeVisible();
    expect(api.globalFailures).toEqual([]);
    expect(beats()).toHaveLength(0);
  });

  it('shows the experienced icon only to an experienced technician', () => {
    api.stub(() => jsonResponse({ onlineStatus: 'Offline', expiresAt: null }));
    const { unmount } = renderInApp(<Presence />, { user: technician('Offline') });
    expect(screen.getByRole('img', { name: 'Experienced technician' })).toBeInTheDocument();
    unmount();
    renderInApp(<Presence />, { user: technician('Offline', true) });
    expect(screen.queryByRole('img', { name: 'Experienced technician' })).not.toBeInTheDocument();
  });
});
