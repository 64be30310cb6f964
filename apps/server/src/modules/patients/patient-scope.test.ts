import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  lookaheadResult,
  patientRecordPage,
  latestExamsV2Page,
  PATIENT_LIST_TABS,
} from '@sagitta/domain';
import { modelings } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { type DemoUser, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import {
  callActing,
  makePatient,
  setCandidatesOnly,
  withId,
  type MadePatient,
} from '../../../test/patients';
import { PATIENT_NOT_FOUND } from './service';

const t = useTestApp();

let surgeonId = '';
let candidate: MadePatient;
let other: MadePatient; // not a candidate
const modelingOf = new Map<string, string>(); // record id → modeling id

/** Every call that names one patient, as [method, url, body]. */
function callsOn(patient: MadePatient): [string, 'GET' | 'PATCH', string, object?][] {
  return [
    ['record', 'GET', withId(API_PATHS.patientRecord, patient.id)],
    ['exams', 'GET', withId(API_PATHS.patientExams, patient.id)],
    ['modeling', 'GET', withId(API_PATHS.modeling, modelingOf.get(patient.id) ?? '')],
    ['favorite', 'PATCH', withId(API_PATHS.patientFavorite, patient.id), { isFavorite: true }],
  ];
}
/** The calls of those allowed to change patients (physicians and staff). */
function changesOn(patient: MadePatient): [string, 'GET' | 'PATCH', string, object?][] {
  return [
    ['access history', 'GET', withId(API_PATHS.patientAccessHistory, patient.id)],
    ['urgent', 'PATCH', withId(API_PATHS.patientUrgent, patient.id), { isUrgent: true }],
    [
      'candidate',
      'PATCH',
      withId(API_PATHS.patientSurgicalCandidate, patient.id),
      { isSurgicalCandidate: true },
    ],
    ['physicians', 'GET', withId(API_PATHS.patientPhysicianChoices, patient.id)],
    [
      'primary physician',
      'PATCH',
      withId(API_PATHS.patientPrimaryPhysician, patient.id),
      { primaryPhysicianId: surgeonId },
    ],
  ];
}

const LISTS = [
  API_PATHS.patientRecords,
  `${API_PATHS.patientRecords}?tab=favorites`,
  API_PATHS.latestExams,
  API_PATHS.latestExamsV2,
  API_PATHS.surgicalCandidateExams,
];

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  const institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
  const mine = { physicianId: surgeonId, institutionId };
  candidate = await makePatient(t, {
    ...mine,
    familyName: 'Candide',
    patientId: 'C-1',
    examDates: ['2026-01-01'],
    surgicalCandidate: true,
  });
  other = await makePatient(t, {
    ...mine,
    familyName: 'Candela',
    patientId: 'C-2',
    examDates: ['2026-01-02'],
  });
  for (const patient of [candidate, other]) {
    const [row] = await t.database.db
      .insert(modelings)
      .values({ studyId: patient.examIds[0] ?? '', creationTimestamp: 1, state: 'MODELIZED' })
      .returning({ id: modelings.id });
    modelingOf.set(patient.id, row?.id ?? '');
  }
});

describe("another practice's physician (surgeon2@)", () => {
  it.each([
    'record',
    'exams',
    'modeling',
    'favorite',
    'access history',
    'urgent',
    'candidate',
    'physicians',
    'primary physician',
  ])('gets 404 and no data from %s, audited as a refusal', async (name) => {
    const call = [...callsOn(other), ...changesOn(other)].find(([label]) => label === name);
    if (call === undefined) throw new Error(name);
    const [, method, url, payload] = call;
    const response = await callActing(t, 'surgeon2', method, url, payload ? { payload } : {});
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Candela');
    expect(response.json().message).toMatch(/not found$/);
  });

  it('finds none of them in any list or the lookahead', async () => {
    for (const url of LISTS) {
      const response = await callActing(t, 'surgeon2', 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json().totalCount).toBe(0);
    }
    const look = await callActing(t, 'surgeon2', 'GET', `${API_PATHS.patientLookahead}?q=cand`);
    expect(look.statusCode).toBe(204);
  });

  it('leaves a denied audit row naming the patient asked for', async () => {
    const since = await lastAuditId(t.database.db);
    await callActing(t, 'surgeon2', 'GET', withId(API_PATHS.patientRecord, other.id));
    const [row] = await awaitAuditRows(t.database.db, since, 'patient.read');
    expect(row).toMatchObject({
      targetId: other.id,
      outcome: 'denied',
      details: { reason: 'other-scope' },
    });
  });
});

describe('refusals by role and connection', () => {
  it('refuses a representative acting for a physician they are not connected to (403)', async () => {
    const surgeon2 = await t.userIdOf('surgeon2');
    for (const [, method, url, payload] of callsOn(other)) {
      const response = await callActing(t, 'rep', method, url, {
        physicianId: surgeon2,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses that representative every list, the lookahead, the notes and the flags (403, no data)', async () => {
    const surgeon2 = await t.userIdOf('surgeon2');
    const calls: [string, 'GET' | 'PATCH', string, object?][] = [
      ...PATIENT_LIST_TABS.map((tab): [string, 'GET', string] => [
        `tab ${tab}`,
        'GET',
        `${API_PATHS.patientRecords}?tab=${tab}`,
      ]),
      ['lookahead', 'GET', `${API_PATHS.patientLookahead}?q=cand`],
      ['notes', 'GET', `${API_PATHS.portalPatientNotes}?patientId=${other.id}`],
      ['favorite', 'PATCH', withId(API_PATHS.patientFavorite, other.id), { isFavorite: true }],
      [
        'candidate',
        'PATCH',
        withId(API_PATHS.patientSurgicalCandidate, other.id),
        { isSurgicalCandidate: true },
      ],
    ];
    for (const [name, method, url, payload] of calls) {
      const response = await callActing(t, 'rep', method, url, {
        physicianId: surgeon2,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, name).toBe(403);
      expect(response.body, name).not.toMatch(/Cand|items|totalCount/);
    }
  });

  // 3D technicians see the patients of their cases only: `cases/technician-scope.test.ts`.
  it.each(['rods', 'admin'] as DemoUser[])('refuses %s everything (403)', async (user) => {
    for (const [, method, url, payload] of [...callsOn(other), ...changesOn(other)]) {
      const response = await callActing(t, user, method, url, {
        physicianId: surgeonId,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
    for (const url of LISTS) {
      expect((await callActing(t, user, 'GET', url, { physicianId: surgeonId })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('a representative who sees only surgical candidates', () => {
  beforeAll(async () => {
    await setCandidatesOnly(t, 'rep', true);
  });

  it('gets 404 on a non-candidate from every call', async () => {
    for (const [name, method, url, payload] of callsOn(other)) {
      const response = await callActing(t, 'rep', method, url, {
        physicianId: surgeonId,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().message, name).toMatch(/not found$/);
    }
    const record = await callActing(t, 'rep', 'GET', withId(API_PATHS.patientRecord, other.id), {
      physicianId: surgeonId,
    });
    expect(record.json().message).toBe(PATIENT_NOT_FOUND);
  });

  it('reads the candidate', async () => {
    for (const [name, method, url, payload] of callsOn(candidate)) {
      const response = await callActing(t, 'rep', method, url, {
        physicianId: surgeonId,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, name).toBe(200);
    }
  });

  it('finds only the candidate in every list and the lookahead', async () => {
    const acting = { physicianId: surgeonId };
    const records = await callActing(t, 'rep', 'GET', API_PATHS.patientRecords, acting);
    expect(patientRecordPage.parse(records.json()).items.map((item) => item.id)).toEqual([
      candidate.id,
    ]);
    for (const url of [API_PATHS.latestExamsV2, API_PATHS.surgicalCandidateExams]) {
      const page = latestExamsV2Page.parse((await callActing(t, 'rep', 'GET', url, acting)).json());
      expect(page.items.map((item) => item.patient.id)).toEqual([candidate.id]);
      expect(page.totalCount).toBe(1);
    }
    const look = await callActing(t, 'rep', 'GET', `${API_PATHS.patientLookahead}?q=cand`, acting);
    expect(lookaheadResult.parse(look.json()).items.map((item) => item.id)).toEqual([candidate.id]);
    // The physician still sees both.
    const surgeon = await callActing(t, 'surgeon', 'GET', API_PATHS.latestExamsV2);
    expect(latestExamsV2Page.parse(surgeon.json()).totalCount).toBe(2);
  });
});
