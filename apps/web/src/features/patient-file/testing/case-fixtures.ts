import type { CaseSummary } from '@sagitta/domain';
import { examIdOf, PATIENT_ID, surgeon } from './fixtures';

/** A fixed case id per number. */
export const caseIdOf = (n: number) => `cccccccc-2222-4222-8222-${String(n).padStart(12, '0')}`;

/** A 3D case as `GET /api/v1/patients/{id}/cases` answers it: a pre-op model being made. */
export function aCase(n: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: caseIdOf(n),
    patient: { id: PATIENT_ID, productId: 'SGT-000123', familyName: 'Durand', firstName: 'Lucie' },
    examId: examIdOf(n),
    examDate: '2026-03-01',
    modelingId: `dddddddd-2222-4222-8222-${String(n).padStart(12, '0')}`,
    type: 'PreOp',
    priority: 'Regular',
    stage: 'InitialModeling',
    pediatric: false,
    awaitingApproval: false,
    receivedAt: '2026-03-15T09:00:00.000Z',
    modelingStatus: 'Ongoing',
    planningStatus: 'NotApplicable',
    returned: false,
    surgeon: { id: surgeon.id, name: 'Maria Chen, MD' },
    institution: null,
    urgent: false,
    assignee: null,
    comment: null,
    rejectionReason: null,
    lastActivityAt: '2026-03-15T10:30:00.000Z',
    lastActivityBand: '>1d',
    ...overrides,
  };
}
