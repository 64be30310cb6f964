import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importAnswer, worklistFeedMessage, type WorklistFeedMessage } from '@sagitta/domain';
import { DicomVariants } from '../../../test/dicom-fixtures/variants';
import { as, type DemoUser, loginAs } from '../../../test/harness';
import { useTwoInstances } from '../../../test/instances';
import { type InjectedSocket, messagesOf } from '../../../test/sockets';
import { multipartBody } from '../../../test/multipart';
import { testRedisUrl } from '../../../test/redis';
import { LIVE_CLOSE } from '../../platform/realtime/live-socket';

/**
 * Two server instances behind one load balancer: one database, one blob folder, one Redis. What
 * one instance imports reaches the feeds open on the other, through Redis only.
 */
describe.skipIf(testRedisUrl === null)('live feed across two instances (Redis)', () => {
  const servers = useTwoInstances({ redis: true });
  const { instance } = servers;
  const sockets: InjectedSocket[] = [];
  let dicom: DicomVariants;

  beforeAll(() => {
    dicom = new DicomVariants();
  });

  afterAll(() => {
    for (const socket of sockets) socket.terminate();
    dicom.dispose();
  });

  /** Opens a user's feed on an instance; resolves once the feed listens. */
  async function feedOn(app: FastifyInstance, user: DemoUser): Promise<WorklistFeedMessage[]> {
    const session = await loginAs(app, user);
    const bus = app.services.acquisitionEvents;
    const before = bus.size;
    const socket = await app.injectWS('/patient-list/ws', { headers: session.headers });
    sockets.push(socket);
    await vi.waitFor(() => {
      expect(bus.size).toBe(before + 1);
    });
    return messagesOf(socket, worklistFeedMessage);
  }

  it('sends an exam imported through instance A to its physician’s feed on instance B, and to nobody else', async () => {
    await servers.redisReady((services) => services.acquisitionEvents);
    const surgeonOnB = await feedOn(instance('B'), 'surgeon');
    const otherOnB = await feedOn(instance('B'), 'surgeon2');
    const surgeonOnA = await feedOn(instance('A'), 'surgeon');

    const file = dicom.variant('mr-small.dcm');
    const response = await as(instance('A'), await loginAs(instance('A'), 'surgeon'), {
      method: 'POST',
      url: '/api/acquisitions/store',
      ...multipartBody([{ name: 'mr.dcm', bytes: file.bytes }]),
    });
    expect(response.statusCode).toBe(200);
    const acquisitionId = importAnswer.parse(response.json()).files[0]?.acquisitionId;
    expect(acquisitionId).toEqual(expect.any(String));

    const expected = [{ status: 'EXAM_IMPORTED', acquisitionId }];
    await vi.waitFor(() => {
      expect(surgeonOnB).toEqual(expected);
      expect(surgeonOnA).toEqual(expected);
    });
    // Anything else on its way would come through Redis in the same breath.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(surgeonOnB).toEqual(expected);
    expect(surgeonOnA).toEqual(expected);
    expect(otherOnB).toEqual([]);
  });

  it('closes a feed on instance B within a second of its account being deactivated on instance A, and B refuses the session at once', async () => {
    const session = await loginAs(instance('B'), 'surgeon.t1');
    // B now holds the session in its account cache, which no clock tick will expire here.
    const self = () =>
      as(instance('B'), session, { method: 'GET', url: '/patient-list/api/v1/acquisitions' });
    expect((await self()).statusCode).toBe(200);
    const bus = instance('B').services.acquisitionEvents;
    const before = bus.size;
    const socket = await instance('B').injectWS('/patient-list/ws', { headers: session.headers });
    sockets.push(socket);
    await vi.waitFor(() => {
      expect(bus.size).toBe(before + 1);
    });
    let closedWith: number | undefined;
    socket.on('close', (code: number) => {
      closedWith = code;
    });

    const admin = await loginAs(instance('A'), 'admin');
    const response = await as(instance('A'), admin, {
      method: 'PATCH',
      url: `/api/v1/users/status?userIds=${session.userId}`,
      payload: { status: 'Deactivated' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().succeeded).toEqual([session.userId]);

    await vi.waitFor(
      () => {
        expect(closedWith).toBe(LIVE_CLOSE.sessionEnded);
      },
      { timeout: 1_000, interval: 20 },
    );
    expect((await self()).statusCode).toBe(401);
  });
});
