import type { WorklistExam, WorklistPage } from '@sagitta/domain';

/** A fixed exam id: `examId(7)` is always the same uuid. */
export const examId = (n: number) => `6f1c2d3e-4b5a-4c6d-8e7f-${String(n).padStart(12, '0')}`;

/** A fixed patient record id: the patient of exam `n` in these fixtures. */
export const patientRecordId = (n: number) =>
  `7a2b3c4d-5e6f-4a1b-8c2d-${String(n).padStart(12, '0')}`;

export interface ExamFields {
  n?: number;
  familyName?: string | null;
  firstName?: string | null;
  birthDate?: string | null;
  sex?: string | null;
  patientID?: string;
  accessionNumber?: string | null;
  date?: string | null;
  description?: string | null;
  seriesDescription?: string | null;
  modelings?: WorklistExam['modelings'];
}

/** A modeling created at `createdAt` (ms since epoch) in `state`. */
export const modeling = (state: string, createdAt: number, id = 'm1') => ({
  id,
  creationTimestamp: String(createdAt),
  state,
});

/** A worklist exam as the server answers it: modeled successfully unless told otherwise. */
export function anExam(fields: ExamFields = {}): WorklistExam {
  const n = fields.n ?? 1;
  return {
    id: examId(n),
    series: {
      description: fields.seriesDescription ?? null,
      study: {
        date: fields.date === undefined ? '2026-03-14' : fields.date,
        description: fields.description === undefined ? 'Full spine' : fields.description,
        accessionNumber: fields.accessionNumber === undefined ? `ACC-${n}` : fields.accessionNumber,
        patient: {
          familyName: fields.familyName === undefined ? `Family${n}` : fields.familyName,
          firstName: fields.firstName === undefined ? `First${n}` : fields.firstName,
          birthDate: fields.birthDate === undefined ? '1971-06-02' : fields.birthDate,
          sex: fields.sex === undefined ? 'F' : fields.sex,
          patientID: fields.patientID ?? `PID-${String(n).padStart(3, '0')}`,
          recordId: patientRecordId(n),
        },
      },
    },
    modelings: fields.modelings ?? [modeling('MODELIZED', 1_700_000_000_000)],
  };
}

/** `count` exams numbered from 1. */
export const manyExams = (count: number) =>
  Array.from({ length: count }, (_, index) => anExam({ n: index + 1 }));

/**
 * One page of `exams` for a query's page and limit, as the server pages them. `pageSize` pages
 * by fewer rows than asked (a server may): tests scroll through short pages quickly.
 */
export function pageOf(
  exams: readonly WorklistExam[],
  query: URLSearchParams,
  pageSize?: number,
): WorklistPage {
  const page = Number(query.get('page') ?? '1');
  const limit = pageSize ?? Number(query.get('limit') ?? '50');
  return { items: exams.slice((page - 1) * limit, page * limit), totalCount: exams.length };
}
