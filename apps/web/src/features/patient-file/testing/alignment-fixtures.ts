import { measure, type AlignmentAssessment } from '@sagitta/domain';
import { clinicalRequest } from '@sagitta/domain/alignment/clinical-vectors';
import { examIdOf, PATIENT_ID, surgeon } from './fixtures';

/** A fixed assessment id per number. */
export const assessmentIdOf = (n: number) =>
  `dddddddd-1111-4111-8111-${String(n).padStart(12, '0')}`;

/** §4 case A measured by the engine (its lateral film only: every frontal value is null). */
export const caseA = measure(clinicalRequest('A'));

/** An assessment as the patient read answers it: case A, ready to review, pre-op. */
export function anAssessment(overrides: Partial<AlignmentAssessment> = {}): AlignmentAssessment {
  return {
    id: assessmentIdOf(1),
    examId: examIdOf(1),
    patientId: PATIENT_ID,
    state: 'ready-to-review',
    phase: 'PRE_OP',
    lateral: null,
    frontal: null,
    calibration: {},
    pixelSpacingMm: { lateral: null, frontal: null },
    headerCalibration: { lateral: null, frontal: null },
    measurement: caseA,
    age: 30,
    placedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
    placedAt: '2026-03-14T09:00:00.000Z',
    completedAt: '2026-03-14T09:10:00.000Z',
    userValidatedBy: null,
    userValidatedAt: null,
    approvedBy: null,
    approvedAt: null,
    signatureMeaning: null,
    engineVersion: caseA.engineVersion,
    revision: 3,
    createdAt: '2026-03-14T08:55:00.000Z',
    ...overrides,
  };
}
