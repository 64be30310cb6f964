import { beforeAll, describe, expect, it } from 'vitest';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { UNKNOWN_ID, useTestApp, type DemoUser } from '../../../test/harness';
import { callFor, paths } from '../alignment/assessment-fixtures';
import { readyToSign, reportPaths, reportsOf, signature } from './report-fixtures';

const t = useTestApp();
let surgeonId = '';
let surgeon2Id = '';
let patientId = '';
let reportId = '';

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  const ready = await readyToSign(t, { givenName: 'Scoped', familyName: 'Report' });
  patientId = ready.patientId;
  const approved = await callFor(t, 'surgeon', 'PATCH', paths.status(ready.id), {
    payload: signature,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const [report] = await reportsOf(t, patientId);
  reportId = report?.exam.id ?? '';
  // Sign-ins, an approval's argon2 check and its report's first pool thread, on a loaded machine.
}, 240_000);

async function statuses(user: DemoUser, physicianId?: string): Promise<number[]> {
  const options = physicianId === undefined ? {} : { physicianId };
  return Promise.all(
    [reportPaths.list(patientId), reportPaths.pdf(reportId)].map(
      async (url) => (await callFor(t, user, 'GET', url, options)).statusCode,
    ),
  );
}

describe('who may list and download alignment reports', () => {
  it('answers another surgeon 404 (the patient and the report alike), the miss audited as denied', async () => {
    const since = await lastAuditId(t.database.db);
    expect(await statuses('surgeon2')).toEqual([404, 404]);
    const [read] = await awaitAuditRows(t.database.db, since, 'alignment-report.read');
    expect(read).toMatchObject({ outcome: 'denied', targetId: reportId });
    expect(read?.details).toMatchObject({ reason: 'other-scope' });
  });

  it('refuses a representative acting for a physician they are not connected to (403)', async () => {
    expect(await statuses('rep', surgeon2Id)).toEqual([403, 403]);
  });

  it('lets a connected representative and the physician staff read them', async () => {
    expect(await statuses('rep', surgeonId)).toEqual([200, 200]);
    expect(await statuses('staff', surgeonId)).toEqual([200, 200]);
  });

  it('answers an unknown report 404 and a malformed id or patient id 400 naming the field', async () => {
    const unknown = await callFor(t, 'surgeon', 'GET', reportPaths.pdf(UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ message: 'Alignment report not found' });
    const badId = await callFor(t, 'surgeon', 'GET', reportPaths.pdf('not-a-uuid'));
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('params.id');
    const badPatient = await callFor(t, 'surgeon', 'GET', reportPaths.list('nope'));
    expect(badPatient.statusCode).toBe(400);
    expect(badPatient.body).toContain('querystring.patientId');
  });

  it('lists nothing (200, no items) for a patient without reports', async () => {
    const other = await readyToSign(t, { givenName: 'No', familyName: 'Reports' });
    const response = await callFor(t, 'surgeon', 'GET', reportPaths.list(other.patientId));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ items: [] });
  });
});
