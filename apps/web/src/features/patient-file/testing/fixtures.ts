import type {
  AccessHistoryPage,
  PatientExam,
  PatientNote,
  PatientRecordDetail,
  UserRef,
} from '@sagitta/domain';

/** A fixed uuid per number: `uuid('a', 3)` is always the same. */
const uuid = (prefix: string, n: number) =>
  `${prefix.repeat(8)}-1111-4111-8111-${String(n).padStart(12, '0')}`;

export const PATIENT_ID = uuid('a', 1);
/** The signed-in physician of `aUser()` (test/fixtures). */
export const SURGEON_ID = '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01';
export const examIdOf = (n: number) => uuid('e', n);
export const noteIdOf = (n: number) => uuid('c', n);
export const userIdOf = (n: number) => uuid('b', n);

export const surgeon: UserRef = {
  id: SURGEON_ID,
  firstName: 'Maria',
  lastName: 'Chen',
  suffix: 'MD',
};
export const otherSurgeon: UserRef = {
  id: userIdOf(2),
  firstName: 'Omar',
  lastName: 'Haddad',
  suffix: null,
};

/** The record as `GET /api/v1/patient-records/{id}` answers it: an adult, no flags. */
export function aRecord(overrides: Partial<PatientRecordDetail> = {}): PatientRecordDetail {
  return {
    id: PATIENT_ID,
    productId: 'SGT-000123',
    mrn: 'MRN-4471',
    familyName: 'Durand',
    firstName: 'Lucie',
    birthDate: '1971-06-02',
    age: 55,
    sex: 'F',
    primaryPhysician: surgeon,
    institution: { id: userIdOf(90), name: 'Lakeside Spine Center' },
    pediatric: false,
    urgent: false,
    surgicalCandidate: false,
    isFavorite: false,
    lastExamDate: '2026-03-14',
    examCount: 2,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-03-14T09:00:00.000Z',
    latestExams: [],
    noteCount: 0,
    unseenNoteCount: 0,
    ...overrides,
  };
}

/** An exam of the EOS tab: an acquisition with images, modeled. */
export function anExam(n: number, overrides: Partial<PatientExam> = {}): PatientExam {
  return {
    id: examIdOf(n),
    examType: 'ACQUISITION',
    examStatus: null,
    studyDate: `2026-03-${String(10 + n).padStart(2, '0')}`,
    description: 'Full spine',
    accessionNumber: `ACC-${String(n)}`,
    imageCount: 2,
    modeling: {
      id: uuid('d', n),
      creationTimestamp: '1700000000000',
      state: 'MODELIZED',
      modelType: null,
    },
    createdAt: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

/** A note by another user, not yet seen by the caller. */
export function aNote(n: number, overrides: Partial<PatientNote> = {}): PatientNote {
  return {
    id: noteIdOf(n),
    patientId: PATIENT_ID,
    note: `Note number ${String(n)}`,
    author: {
      id: userIdOf(3),
      firstName: 'Sam',
      lastName: 'Rivera',
      suffix: null,
      role: 'CLINICAL_STAFF',
    },
    createdAt: '2026-03-14T09:00:00.000Z',
    editedAt: null,
    edited: false,
    seen: false,
    mine: false,
    ...overrides,
  };
}

export const emptyHistory: AccessHistoryPage = { items: [], totalCount: 0 };
