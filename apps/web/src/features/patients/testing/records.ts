import type { PatientRecord, PatientRecordPage } from '@sagitta/domain';

/** A fixed patient record id: `recordId(7)` is always the same uuid. */
export const recordId = (n: number) => `8b3c4d5e-6f7a-4b1c-9d2e-${String(n).padStart(12, '0')}`;

/** A patient record as the server answers it: an adult, no flags, not starred. */
export function aRecord(n: number, fields: Partial<PatientRecord> = {}): PatientRecord {
  return {
    id: recordId(n),
    productId: `SGT-${String(n).padStart(6, '0')}`,
    mrn: `MRN-${String(n).padStart(3, '0')}`,
    familyName: `Family${String(n)}`,
    firstName: `First${String(n)}`,
    birthDate: '1971-06-02',
    age: 54,
    sex: 'F',
    primaryPhysician: null,
    institution: null,
    pediatric: false,
    urgent: false,
    surgicalCandidate: false,
    isFavorite: false,
    lastExamDate: '2026-03-14',
    examCount: 1,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...fields,
  };
}

/** `count` records numbered from 1. */
export const manyRecords = (count: number) =>
  Array.from({ length: count }, (_, index) => aRecord(index + 1));

/** The page the server would answer for `query` (page and limit) out of `records`. */
export function recordPageOf(
  records: readonly PatientRecord[],
  query: URLSearchParams,
): PatientRecordPage {
  const page = Number(query.get('page') ?? '1');
  const limit = Number(query.get('limit') ?? '20');
  return { items: records.slice((page - 1) * limit, page * limit), totalCount: records.length };
}
