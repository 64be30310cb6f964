import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unassignedPage, worklistExam, worklistPage } from '@sagitta/domain';
import { patients } from '../../../db/schema';
import type { AcquisitionEvent } from '../../../platform/realtime/acquisition-events';
import { UNKNOWN_ID, useTestApp } from '../../../../test/harness';
import { insertExam } from '../../../../test/exams';

const t = useTestApp();
const UNASSIGNED = '/api/v1/acquisitions/unassigned';
const assignment = (id: string) => `/api/v1/acquisitions/${id}/assignment`;
let strayA = '';
let strayB = '';
let surgeonId = '';

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  strayA = await insertExam(t.database.db, {
    physicianId: null,
    familyName: 'Stray',
    givenName: 'Ann',
    patientId: 'ST-1',
    studyDate: '2026-02-01',
  });
  strayB = await insertExam(t.database.db, {
    physicianId: null,
    familyName: 'Stray',
    givenName: 'Bob',
    patientId: 'ST-2',
    studyDate: '2026-02-02',
  });
  await insertExam(t.database.db, { physicianId: surgeonId, patientId: 'MINE-1' });
});

describe('unassigned exams', () => {
  it('lists the exams routed to nobody, newest first, for system administrators', async () => {
    const response = await t.callAs('admin', 'GET', `${UNASSIGNED}?page=1&limit=20`);
    expect(response.statusCode).toBe(200);
    const page = unassignedPage.parse(response.json());
    expect(page.items.map((item) => item.id)).toEqual([strayB, strayA]);
    expect(page.totalCount).toBe(2);
  });

  it.each(['useradmin', 'surgeon', 'staff', 'rep', 'modeler'] as const)(
    'refuses %s (403)',
    async (user) => {
      expect((await t.callAs(user, 'GET', UNASSIGNED)).statusCode).toBe(403);
      const response = await t.callAs(user, 'POST', assignment(strayA), { physicianId: surgeonId });
      expect(response.statusCode).toBe(403);
    },
  );

  it("assigns an exam to a physician: it leaves the list and enters the physician's worklist", async () => {
    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const response = await t.callAs('admin', 'POST', assignment(strayA), {
      physicianId: surgeonId,
    });
    stop();
    expect(response.statusCode).toBe(200);
    expect(worklistExam.parse(response.json()).id).toBe(strayA);
    expect(heard).toEqual([
      { status: 'EXAM_IMPORTED', acquisitionId: strayA, physicianId: surgeonId },
    ]);

    const remaining = unassignedPage.parse((await t.callAs('admin', 'GET', UNASSIGNED)).json());
    expect(remaining.items.map((item) => item.id)).toEqual([strayB]);
    const worklist = worklistPage.parse(
      (
        await t.callAs(
          'surgeon',
          'GET',
          '/patient-list/api/v1/acquisitions?patientName=stray&patientID=stray',
        )
      ).json(),
    );
    expect(worklist.items.map((item) => item.id)).toEqual([strayA]);
    // The unassigned record of the patient had no other exam: it is gone.
    const left = await t.database.db.select().from(patients).where(eq(patients.patientId, 'ST-1'));
    expect(left.map((row) => row.physicianId)).toEqual([surgeonId]);
  });

  it('refuses an exam already assigned (409), an unknown exam and a non-physician (404)', async () => {
    const again = await t.callAs('admin', 'POST', assignment(strayA), {
      physicianId: await t.userIdOf('surgeon2'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This exam is already assigned to a physician');
    const unknown = await t.callAs('admin', 'POST', assignment(UNKNOWN_ID), {
      physicianId: surgeonId,
    });
    expect(unknown.statusCode).toBe(404);
    const staff = await t.callAs('admin', 'POST', assignment(strayB), {
      physicianId: await t.userIdOf('staff'),
    });
    expect(staff.statusCode).toBe(404);
    expect(staff.json().message).toBe('Physician not found');
    const bad = await t.callAs('admin', 'POST', assignment(strayB), { physicianId: 'x' });
    expect(bad.statusCode).toBe(400);
    const still = unassignedPage.parse((await t.callAs('admin', 'GET', UNASSIGNED)).json());
    expect(still.items.map((item) => item.id)).toEqual([strayB]);
  });
});
