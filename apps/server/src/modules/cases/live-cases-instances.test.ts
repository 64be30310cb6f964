import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, apiUrl, caseFeedMessage, type CaseFeedMessage } from '@sagitta/domain';
import { users } from '../../db/schema';
import { as, type DemoUser, loginAs } from '../../../test/harness';
import { useTwoInstances } from '../../../test/instances';
import { type InjectedSocket, messagesOf } from '../../../test/sockets';
import { testRedisUrl } from '../../../test/redis';
import { insertTestCase } from './case-fixtures';

/**
 * Two server instances behind one load balancer: one database, one Redis. A case changed through
 * one instance reaches the case lists' channels open on the other, through Redis only, and only
 * those of the technicians who hear of it (`technicianHears`).
 */
describe.skipIf(testRedisUrl === null)('case channel across two instances (Redis)', () => {
  const servers = useTwoInstances({ redis: true });
  const { instance } = servers;
  const sockets: InjectedSocket[] = [];

  beforeAll(() => servers.redisReady((services) => services.caseEvents));

  afterAll(() => {
    for (const socket of sockets) socket.terminate();
  });

  /** Opens a technician's case channel on an instance; resolves once it listens. */
  async function channelOn(app: FastifyInstance, user: DemoUser): Promise<CaseFeedMessage[]> {
    const session = await loginAs(app, user);
    const bus = app.services.caseEvents;
    const before = bus.size;
    const socket = await app.injectWS(API_PATHS.caseFeed, { headers: session.headers });
    sockets.push(socket);
    // The upgrade answers before the technician is read: the channel listens once subscribed.
    await vi.waitFor(() => {
      expect(bus.size).toBe(before + 1);
    });
    return messagesOf(socket, caseFeedMessage);
  }

  it('tells the modeler and a manager on instance B of a case assigned through instance A, and no planner', async () => {
    const [modelerId, surgeonId] = await Promise.all([
      servers.userIdOf('modeler'),
      servers.userIdOf('surgeon'),
    ]);
    await servers.database.db
      .update(users)
      .set({ onlineStatus: 'Online' })
      .where(eq(users.id, modelerId));
    const caseId = await insertTestCase(servers.database.db, surgeonId, servers.clock.now());

    const modelerOnB = await channelOn(instance('B'), 'modeler');
    const managerOnB = await channelOn(instance('B'), 'manager');
    const plannerOnB = await channelOn(instance('B'), 'planner');

    const assigned = await as(instance('A'), await loginAs(instance('A'), 'manager'), {
      method: 'PATCH',
      url: apiUrl(API_PATHS.caseAssignee, { id: caseId }),
      payload: { assigneeId: modelerId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const expected = [{ change: 'Assigned', caseId }];
    await vi.waitFor(() => {
      expect(modelerOnB).toEqual(expected);
      expect(managerOnB).toEqual(expected);
    });
    // Anything else on its way would come through Redis in the same breath.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(modelerOnB).toEqual(expected);
    expect(managerOnB).toEqual(expected);
    expect(plannerOnB).toEqual([]);
  });
});
