import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type DemoUser, useTestApp } from '../../../test/harness';
import { setCandidatesOnly } from '../../../test/patients';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import {
  assessmentIn,
  callFor,
  clinicalSave,
  examWithFilm,
  paths,
  type Method,
} from './assessment-fixtures';

const t = useTestApp();
let surgeonId = '';
let surgeon2Id = '';
let examId = '';
let id = '';

/** Every assessment route, with a body that would be valid. */
const everyRoute = (): [Method, string, object | undefined][] => [
  ['GET', paths.one(id), undefined],
  ['GET', `${paths.list}?examId=${examId}`, undefined],
  ['POST', paths.list, { examId }],
  ['PUT', paths.landmarks(id), clinicalSave('A', 1)],
  ['POST', paths.complete(id), undefined],
  ['PATCH', paths.validated(id), undefined],
  ['PATCH', paths.status(id), { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD }],
];

async function everyStatus(user: DemoUser, physicianId?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const [method, url, payload] of everyRoute()) {
    const response = await callFor(t, user, method, url, {
      ...(payload === undefined ? {} : { payload }),
      ...(physicianId === undefined ? {} : { physicianId }),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  ({ examId } = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Scope' }));
  id = assessmentIn(await callFor(t, 'surgeon', 'POST', paths.list, { payload: { examId } })).id;
  assessmentIn(
    await callFor(t, 'surgeon', 'PUT', paths.landmarks(id), { payload: clinicalSave('A', 0) }),
  );
});

afterAll(async () => {
  await setCandidatesOnly(t, 'staff', false);
});

describe('who may see and change an alignment assessment', () => {
  it('answers another surgeon 404 on every route, the miss audited as denied', async () => {
    const since = await lastAuditId(t.database.db);
    expect(await everyStatus('surgeon2')).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const [read] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.read', 2);
    expect(read).toMatchObject({ outcome: 'denied', targetId: id });
    expect(read?.details).toMatchObject({ reason: 'other-scope' });
  });

  it('refuses a representative acting for a physician they are not connected to (403)', async () => {
    expect(await everyStatus('rep', surgeon2Id)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // The same representative reads it when acting for the physician they are connected to.
    const response = await callFor(t, 'rep', 'GET', paths.one(id), { physicianId: surgeonId });
    expect(response.statusCode).toBe(200);
  });

  it('lets a connected representative read only: no landmarks, no completion, no signature', async () => {
    expect(await everyStatus('rep', surgeonId)).toEqual([200, 200, 403, 403, 403, 403, 403]);
  });

  it('lets connected staff place landmarks but never review or sign', async () => {
    const statuses = await everyStatus('staff', surgeonId);
    // Read, read, open (existing: 200), save (revision 1 → 2), complete; then review and sign 403.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403, 403]);
  });

  it('refuses a technician without a case of the exam (404, or 403 for the signature) and a rod manufacturer (403)', async () => {
    for (const status of await everyStatus('modeler')) expect([403, 404]).toContain(status);
    expect(await everyStatus('rods')).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it('hides a non-candidate patient from a candidates-only account (404)', async () => {
    await setCandidatesOnly(t, 'staff', true);
    const response = await callFor(t, 'staff', 'GET', paths.one(id), { physicianId: surgeonId });
    expect(response.statusCode).toBe(404);
    await setCandidatesOnly(t, 'staff', false);
  });

  it('refuses a physician acting for another physician the signature', async () => {
    const response = await callFor(t, 'surgeon2', 'PATCH', paths.validated(id), {
      physicianId: surgeonId,
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});
