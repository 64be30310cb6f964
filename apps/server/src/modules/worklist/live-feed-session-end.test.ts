import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_PASSWORD,
  type DemoUser,
  loginAs,
  type Session,
  useTestApp,
} from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { LIVE_CLOSE } from '../../platform/realtime/live-socket';
import { useOpenSockets } from '../../../test/sockets';

/** The client end of a feed, as the websocket plugin's test injection makes it. */
type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/**
 * A feed must not outlive its session: when the session ends (sign-out, password changed
 * elsewhere, account deactivated, institution disabled) its sockets close at once, not at the
 * next periodic check a minute later.
 */
const t = useTestApp();
const open = useOpenSockets();

/** Long enough for a database round trip, far shorter than the periodic check (60 s). */
const AT_ONCE_MS = 1_000;

interface Feed {
  socket: WebSocket;
  /** The close code, once closed. */
  closedWith: () => number | undefined;
}

async function feedOf(session: Session): Promise<Feed> {
  const bus = t.app.services.acquisitionEvents;
  const before = bus.size;
  const socket = await t.app.injectWS('/patient-list/ws', { headers: session.headers });
  open.push(socket);
  await vi.waitFor(() => {
    expect(bus.size).toBe(before + 1);
  });
  let code: number | undefined;
  socket.on('close', (closeCode: number) => {
    code = closeCode;
  });
  return { socket, closedWith: () => code };
}

async function expectClosedAtOnce(feed: Feed): Promise<void> {
  await vi.waitFor(
    () => {
      expect(feed.closedWith()).toBe(LIVE_CLOSE.sessionEnded);
    },
    { timeout: AT_ONCE_MS, interval: 20 },
  );
}

/** Gives a close that should not happen the time to happen. */
async function expectStillOpen(feed: Feed): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(feed.closedWith()).toBeUndefined();
}

const signIn = (user: DemoUser) => loginAs(t.app, user);

describe('live feed when its session ends', () => {
  it('closes the feed of a session that signs out, and only that one', async () => {
    const leaving = await signIn('surgeon');
    const staying = await signIn('surgeon');
    const leavingFeed = await feedOf(leaving);
    const stayingFeed = await feedOf(staying);

    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/logout',
      headers: leaving.headers,
    });
    expect(response.statusCode).toBe(302);
    await expectClosedAtOnce(leavingFeed);
    await expectStillOpen(stayingFeed);
  });

  it('closes the feeds of the other sessions when the password changes, not the changer’s', async () => {
    const changer = await signIn('surgeon2');
    const elsewhere = await signIn('surgeon2');
    const changerFeed = await feedOf(changer);
    const elsewhereFeed = await feedOf(elsewhere);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${changer.userId}/password`,
      headers: changer.headers,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Good-Passw0rd!' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClosedAtOnce(elsewhereFeed);
    await expectStillOpen(changerFeed);
  });

  it('closes the feeds of an account an administrator deactivates', async () => {
    const session = await signIn('surgeon.t1');
    const feed = await feedOf(session);
    const response = await t.callAs(
      'admin',
      'PATCH',
      `/api/v1/users/status?userIds=${session.userId}`,
      { status: 'Deactivated' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().succeeded).toEqual([session.userId]);
    await expectClosedAtOnce(feed);
  });

  it('closes the feeds of the members of an institution that is disabled', async () => {
    const surgeon = await signIn('surgeon');
    const feed = await feedOf(surgeon);
    const lakeside = await institutionIdOf(t, 'Lakeside Spine Center');
    const response = await t.callAs('admin', 'PATCH', `/api/v1/institutions/${lakeside}/active`, {
      active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClosedAtOnce(feed);
  });
});
