import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { worklistFeedMessage, type WorklistFeedMessage } from '@sagitta/domain';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { type DemoUser, useTestApp } from '../../../test/harness';
import { useOpenSockets } from '../../../test/sockets';

/** The client end of a feed, as the websocket plugin's test injection makes it. */
type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

const t = useTestApp();
const open = useOpenSockets();

const EXAM = '11111111-1111-4111-8111-111111111111';

/** Listeners on the live-feed bus: a feed subscribes once its physician is checked. */
const listeners = () => t.app.services.acquisitionEvents.size;

async function connect(user: DemoUser, query = '', options: { accepted?: boolean } = {}) {
  const session = await t.sessionOf(user);
  const before = listeners();
  const socket = await t.app.injectWS(`/patient-list/ws${query}`, { headers: session.headers });
  open.push(socket);
  // The upgrade answers before the physician check ends: wait for the feed to listen.
  if (options.accepted !== false) {
    await vi.waitFor(() => {
      expect(listeners()).toBe(before + 1);
    });
  }
  return socket;
}

/** Everything the socket receives until `ms` have passed. */
function received(socket: WebSocket, ms = 150): Promise<WorklistFeedMessage[]> {
  const messages: WorklistFeedMessage[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(worklistFeedMessage.parse(JSON.parse(data.toString())));
  });
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(messages);
    }, ms);
  });
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    socket.on('close', (code: number) => {
      resolve(code);
    });
  });
}

describe('/patient-list/ws', () => {
  it("sends a physician their own exams' events, and nobody else's", async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const other = await t.userIdOf('surgeon2');
    const mine = await connect('surgeon');
    const theirs = await connect('surgeon2');
    const heardByMine = received(mine);
    const heardByTheirs = received(theirs);
    const { acquisitionEvents } = t.app.services;
    acquisitionEvents.publish({
      status: 'EXAM_IMPORTED',
      acquisitionId: EXAM,
      physicianId: surgeonId,
    });
    acquisitionEvents.publish({
      status: 'MODELING_STARTED',
      acquisitionId: EXAM,
      physicianId: surgeonId,
    });
    acquisitionEvents.publish({ status: 'EXAM_IMPORTED', acquisitionId: EXAM, physicianId: null });
    expect(await heardByMine).toEqual([
      { status: 'EXAM_IMPORTED', acquisitionId: EXAM },
      { status: 'MODELING_STARTED', acquisitionId: EXAM },
    ]);
    expect(await heardByTheirs).toEqual([]);
    acquisitionEvents.publish({ status: 'EXAM_IMPORTED', acquisitionId: EXAM, physicianId: other });
  });

  it('sends staff and representatives the events of the physician they act for', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    for (const user of ['staff', 'rep'] as const) {
      const socket = await connect(user, `?physicianId=${surgeonId}`);
      const heard = received(socket);
      t.app.services.acquisitionEvents.publish({
        status: 'MODELING_SUCCEEDED',
        acquisitionId: EXAM,
        physicianId: surgeonId,
      });
      expect(await heard).toEqual([{ status: 'MODELING_SUCCEEDED', acquisitionId: EXAM }]);
    }
  });

  it('closes a feed for a physician the caller does not act for', async () => {
    const other = await t.userIdOf('surgeon2');
    for (const [user, query] of [
      ['staff', `?physicianId=${other}`],
      ['staff', ''],
      ['rep', '?physicianId=not-an-id'],
      ['surgeon', `?physicianId=${other}`],
      // A 3D technician reads exams (their cases'), but follows no physician's feed.
      ['modeler', ''],
    ] as const) {
      const socket = await connect(user, query, { accepted: false });
      expect(await closed(socket)).toBe(4403);
    }
  });

  it('refuses roles that read no exams, and anonymous callers, before the upgrade', async () => {
    await expect(connect('rods')).rejects.toThrow('403');
    await expect(connect('admin')).rejects.toThrow('403');
    await expect(t.app.injectWS('/patient-list/ws')).rejects.toThrow('401');
  });

  it('refuses a cookie session opened from another site (cross-site websocket hijacking)', async () => {
    const session = await t.sessionOf('surgeon');
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    await expect(
      t.app.injectWS('/patient-list/ws', {
        headers: { cookie, origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('403');
    const same = await t.app.injectWS('/patient-list/ws', {
      headers: { cookie, origin: 'http://portal.test', host: 'portal.test' },
    });
    open.push(same);
  });
});
