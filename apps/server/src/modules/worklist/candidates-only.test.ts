import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACTING_PHYSICIAN_HEADER,
  worklistFeedMessage,
  worklistPage,
  type WorklistFeedMessage,
} from '@sagitta/domain';
import { instances, patients, series, studies } from '../../db/schema';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { insertExam } from '../../../test/exams';
import { setCandidatesOnly } from '../../../test/patients';
import { messagesOf } from '../../../test/sockets';

/**
 * Issue 16: a user set to see only surgical candidates (here rep@, connected to surgeon@, with
 * the flag set) sees only the candidates' exams wherever exams are read: the worklist and its
 * search, the exam views, the launcher's exam check and the live feed.
 */
const t = useTestApp();
type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;
const sockets: WebSocket[] = [];
afterAll(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

let surgeonId = '';
let candidateExam = '';
let otherExam = '';
let otherInstance = '';

beforeAll(async () => {
  const { db } = t.database;
  surgeonId = await t.userIdOf('surgeon');
  candidateExam = await insertExam(db, {
    physicianId: surgeonId,
    familyName: 'Candidate',
    givenName: 'Carla',
    patientId: 'CAND-1',
    accessionNumber: 'ACC-CAND',
    studyDate: '2026-02-01',
  });
  otherExam = await insertExam(db, {
    physicianId: surgeonId,
    familyName: 'Conservative',
    givenName: 'Carl',
    patientId: 'CONS-1',
    accessionNumber: 'ACC-CONS',
    studyDate: '2026-02-02',
  });
  const [candidate] = await db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, candidateExam));
  await db
    .update(patients)
    .set({ surgicalCandidate: true })
    .where(eq(patients.id, candidate?.patientId ?? ''));
  const [instance] = await db
    .select({ id: instances.id })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(eq(series.studyId, otherExam));
  otherInstance = instance?.id ?? '';
  await setCandidatesOnly(t, 'rep', true);
});

async function get(user: DemoUser, url: string) {
  return as(t.app, await t.sessionOf(user), {
    method: 'GET',
    url,
    headers: { [ACTING_PHYSICIAN_HEADER]: surgeonId },
  });
}

async function worklistIds(user: DemoUser, query = ''): Promise<string[]> {
  const response = await get(user, `/patient-list/api/v1/acquisitions?page=1&limit=100${query}`);
  expect(response.statusCode).toBe(200);
  const page = worklistPage.parse(response.json());
  expect(page.totalCount).toBe(page.items.length);
  return page.items.map((exam) => exam.id);
}

describe('a candidates-only user', () => {
  it("lists only the candidates' exams; the others still see every exam", async () => {
    const repSees = await worklistIds('rep');
    expect(repSees).toContain(candidateExam);
    expect(repSees).not.toContain(otherExam);
    const staffSees = await worklistIds('staff');
    expect(staffSees).toEqual(expect.arrayContaining([candidateExam, otherExam]));
    expect(await worklistIds('surgeon')).toEqual(staffSees);
  });

  it('finds no non-candidate by name, patient ID or accession number', async () => {
    for (const search of ['Conservative', 'cons-1', 'ACC-CONS', 'Car', 'acc-c']) {
      const query = `&patientName=${encodeURIComponent(search)}`;
      expect(await worklistIds('rep', query)).not.toContain(otherExam);
      expect(await worklistIds('staff', query)).toContain(otherExam);
    }
    for (const search of ['Candidate', 'CAND-1', 'ACC-CAND', 'Car']) {
      const query = `&patientName=${encodeURIComponent(search)}`;
      expect(await worklistIds('rep', query)).toEqual([candidateExam]);
    }
  });

  it("gets 404 for a non-candidate's exam, previews and images, as for an unknown exam", async () => {
    const base = '/api/v1/portal/acquisitions';
    expect((await get('rep', `${base}/${candidateExam}`)).statusCode).toBe(200);
    for (const url of [
      `${base}/${otherExam}`,
      `${base}/${otherExam}/previews?size=Small`,
      `${base}/${otherExam}/images/${otherInstance}?size=Small`,
      `/launcher/api/v1/launch/viewer?acquisitionId=${otherExam}`,
    ]) {
      const response = await get('rep', url);
      expect(response.statusCode, url).toBe(404);
    }
    const miss = await get('rep', `${base}/${otherExam}`);
    expect(miss.json()).toEqual((await get('rep', `${base}/${UNKNOWN_ID}`)).json());
  });

  it("is not sent a non-candidate's import on the live feed", async () => {
    const socket = await openFeed('rep');
    const heard = listen(socket);
    publish(otherExam);
    publish(candidateExam);
    publish(otherExam);
    await vi.waitFor(() => {
      expect(heard).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([{ status: 'EXAM_IMPORTED', acquisitionId: candidateExam }]);
  });

  it('is told apart on an open feed as soon as an administrator sets the flag', async () => {
    const socket = await openFeed('staff');
    const heard = listen(socket);
    publish(otherExam);
    await vi.waitFor(() => {
      expect(heard).toHaveLength(1);
    });
    await setCandidatesOnly(t, 'staff', true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    publish(otherExam);
    publish(candidateExam);
    await vi.waitFor(() => {
      expect(heard).toHaveLength(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard.map((message) => message.acquisitionId)).toEqual([otherExam, candidateExam]);
  });
});

async function openFeed(user: DemoUser): Promise<WebSocket> {
  const session = await t.sessionOf(user);
  const before = t.app.services.acquisitionEvents.size;
  const socket = await t.app.injectWS(`/patient-list/ws?physicianId=${surgeonId}`, {
    headers: session.headers,
  });
  sockets.push(socket);
  await vi.waitFor(() => {
    expect(t.app.services.acquisitionEvents.size).toBe(before + 1);
  });
  return socket;
}

const listen = (socket: WebSocket): WorklistFeedMessage[] =>
  messagesOf(socket, worklistFeedMessage);

function publish(acquisitionId: string): void {
  t.app.services.acquisitionEvents.publish({
    status: 'EXAM_IMPORTED',
    acquisitionId,
    physicianId: surgeonId,
  });
}
