import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  ACTING_PHYSICIAN_HEADER,
  API_PATHS,
  patientRecordHubMessage,
  type PatientRecordHubMessage,
} from '@sagitta/domain';
import { studies } from '../../db/schema';
import { insertExam } from '../../../test/exams';
import { as, type DemoUser, loginAs } from '../../../test/harness';
import { useTwoInstances, type InstanceName } from '../../../test/instances';
import { testRedisUrl } from '../../../test/redis';

/**
 * Two server instances behind one load balancer: one database, one Redis. A note written through
 * one instance reaches the patient record hubs open on the other, through Redis only, over real
 * sockets.
 */
describe.skipIf(testRedisUrl === null)('patient record hub across two instances (Redis)', () => {
  const servers = useTwoInstances({ redis: true, listen: true });
  const sockets: WebSocket[] = [];

  beforeAll(() => servers.redisReady((services) => services.patientRecordEvents));

  afterAll(() => {
    for (const socket of sockets) socket.terminate();
  });

  const instance = (name: InstanceName) => ({
    app: servers.instance(name),
    address: servers.address(name),
  });

  async function newPatientOf(physicianId: string): Promise<string> {
    const examId = await insertExam(servers.database.db, { physicianId, familyName: 'Hub' });
    const [row] = await servers.database.db
      .select({ patientId: studies.patientId })
      .from(studies)
      .where(eq(studies.id, examId));
    if (row === undefined) throw new Error('no exam');
    return row.patientId;
  }

  /** When each hub last heard something, by the list it fills. */
  const heardAt = new WeakMap<PatientRecordHubMessage[], number>();

  /** Opens a user's hub for a patient on an instance, over a real socket; what it hears. */
  async function hubOn(name: 'A' | 'B', user: DemoUser, patientId: string) {
    const { app, address } = instance(name);
    const session = await loginAs(app, user);
    const bus = app.services.patientRecordEvents;
    const before = bus.size;
    const url = `${address.replace('http', 'ws')}${API_PATHS.patientRecordHub}?patientId=${patientId}`;
    const socket = new WebSocket(url, { headers: session.headers });
    sockets.push(socket);
    const heard: PatientRecordHubMessage[] = [];
    socket.on('message', (data: Buffer) => {
      heard.push(patientRecordHubMessage.parse(JSON.parse(data.toString())));
      heardAt.set(heard, Date.now());
    });
    await vi.waitFor(() => {
      expect(bus.size).toBe(before + 1);
    });
    return heard;
  }

  it('sends a note written through instance A to the hub open on instance B within a second, and to nobody else', async () => {
    const surgeonSession = await loginAs(instance('A').app, 'surgeon');
    const surgeonId = surgeonSession.userId;
    const patientId = await newPatientOf(surgeonId);
    const otherPatientId = await newPatientOf(surgeonId);
    const surgeonOnB = await hubOn('B', 'surgeon', patientId);
    const otherPatientOnB = await hubOn('B', 'surgeon', otherPatientId);

    const staff = await loginAs(instance('A').app, 'staff');
    const response = await as(instance('A').app, staff, {
      method: 'POST',
      url: API_PATHS.patientNotes,
      payload: { patientId, note: 'Seen in clinic' },
      headers: { [ACTING_PHYSICIAN_HEADER]: surgeonId },
    });
    expect(response.statusCode, response.body).toBe(201);
    // Committed and published just before the answer: the second counts from there.
    const committedAt = Date.now();
    const noteId = response.json<{ id: string }>().id;
    await vi.waitFor(
      () => {
        expect(surgeonOnB).toEqual([{ status: 'NOTE_ADDED', patientId, noteId }]);
      },
      { timeout: 1_000, interval: 10 },
    );
    expect((heardAt.get(surgeonOnB) ?? Number.POSITIVE_INFINITY) - committedAt).toBeLessThan(1_000);
    // Anything else on its way would come through Redis in the same breath.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(surgeonOnB).toHaveLength(1);
    expect(otherPatientOnB).toEqual([]);
  });
});
