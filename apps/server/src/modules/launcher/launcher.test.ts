import { beforeAll, describe, expect, it } from 'vitest';
import { ACTING_PHYSICIAN_HEADER, launcherApplications } from '@sagitta/domain';
import { as, type DemoUser, useTestApp } from '../../../test/harness';
import { insertExam } from '../../../test/exams';

const t = useTestApp();
const HOUR = 3_600_000;
let success = '';
let failure = '';
let inProgress = '';
let none = '';
let surgeonId = '';

async function get(user: DemoUser, url: string, headers: Record<string, string> = {}) {
  return as(t.app, await t.sessionOf(user), { method: 'GET', url, headers });
}
const launch = (id: string) => `/launcher/api/v1/launch/viewer?acquisitionId=${id}`;

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  const now = t.clock.now().getTime();
  const exam = (modelings: { creationTimestamp: number; state: string }[]) =>
    insertExam(t.database.db, { physicianId: surgeonId, studyDate: '2026-01-01', modelings });
  success = await exam([
    { creationTimestamp: now - 2 * HOUR, state: 'NOT_MODELIZED' },
    { creationTimestamp: now - HOUR, state: 'MODELIZED' },
  ]);
  failure = await exam([
    { creationTimestamp: now - 2 * HOUR, state: 'MODELIZED' },
    { creationTimestamp: now - HOUR, state: 'NOT_MODELIZED' },
  ]);
  inProgress = await exam([{ creationTimestamp: now - HOUR, state: 'IA_IN_PROGRESS' }]);
  none = await exam([]);
});

describe('launcher', () => {
  it('lists the applications, the viewer as the default', async () => {
    const response = await get('surgeon', '/launcher/api/v1/applications');
    expect(launcherApplications.parse(response.json())).toEqual([
      {
        name: 'viewer',
        displayName: 'Sagitta Viewer',
        default: true,
        urlTemplate: '{origin}/viewer/{acquisitionId}',
      },
    ]);
    const one = await get('surgeon', '/api/v1/application-launcher?applicationName=viewer');
    expect(one.json().name).toBe('viewer');
    const unknown = await get('surgeon', '/api/v1/application-launcher?applicationName=paint');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the viewer URL of an exam whose latest modeling succeeded, as text', async () => {
    const response = await get('surgeon', launch(success));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`http://127.0.0.1:3000/viewer/${success}`);
  });

  it('builds the URL from the server address, never from a hostile Host header (issue 14)', async () => {
    const response = await get('surgeon', launch(success), { host: 'evil.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`http://127.0.0.1:3000/viewer/${success}`);
  });

  it.each([
    ['a failed latest modeling', () => failure],
    ['a modeling in progress', () => inProgress],
    ['no modeling', () => none],
  ])("refuses %s with 409 'Model not processed'", async (_name, id) => {
    const response = await get('surgeon', launch(id()));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Model not processed');
  });

  it('launches for staff acting for the physician; another physician gets 404', async () => {
    const staff = await get('staff', launch(success), { [ACTING_PHYSICIAN_HEADER]: surgeonId });
    expect(staff.statusCode).toBe(200);
    const other = await get('surgeon2', launch(success));
    expect(other.statusCode).toBe(404);
    // A technician's exams are those of their cases (issue 18): this one is not.
    expect((await get('modeler', launch(success))).statusCode).toBe(404);
    expect((await get('rods', launch(success))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown application and 400 for a malformed exam id', async () => {
    const unknown = await get('surgeon', `/launcher/api/v1/launch/paint?acquisitionId=${success}`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await get('surgeon', '/launcher/api/v1/launch/viewer?acquisitionId=1');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('launcher with PUBLIC_URL', () => {
  const p = useTestApp({ PUBLIC_URL: 'https://sagitta.example.org/' });
  it('builds the URL on the public origin', async () => {
    const id = await insertExam(p.database.db, {
      physicianId: await p.userIdOf('surgeon'),
      modelings: [{ creationTimestamp: p.clock.now().getTime() - HOUR, state: 'VALIDATED' }],
    });
    const response = await p.callAs('surgeon', 'GET', launch(id));
    expect(response.body).toBe(`https://sagitta.example.org/viewer/${id}`);
  });
});
