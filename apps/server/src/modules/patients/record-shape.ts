import {
  ageAt,
  pediatricAt,
  PEDIATRIC_UNKNOWN_REASONS,
  type PatientExam,
  type PatientRecord,
  type PatientSummary,
} from '@sagitta/domain';
import type { ExamRow, ModelingRow } from './exams-repo';
import type { RecordRow } from './records-repo';

/**
 * The API's patient record of a row (with its exams' summary and the caller's star): age today,
 * pediatric at the latest exam (issue 16).
 */
export function toPatientRecord(row: RecordRow, today: Date): PatientRecord {
  const pediatric = pediatricAt(row.birthDate, row.lastExamDate);
  const age =
    row.birthDate === null ? undefined : ageAt(row.birthDate, today.toISOString().slice(0, 10));
  return {
    id: row.id,
    productId: row.productId,
    mrn: row.mrn,
    familyName: row.familyName,
    firstName: row.firstName,
    birthDate: row.birthDate,
    age: age ?? null,
    sex: row.sex,
    primaryPhysician:
      row.physicianId === null
        ? null
        : {
            id: row.physicianId,
            firstName: row.physicianFirstName ?? '',
            lastName: row.physicianLastName ?? '',
            suffix: row.physicianSuffix,
          },
    institution:
      row.institutionId === null
        ? null
        : { id: row.institutionId, name: row.institutionName ?? '' },
    pediatric: pediatric.pediatric,
    ...(pediatric.pediatric === null
      ? { pediatricUnknownReason: PEDIATRIC_UNKNOWN_REASONS[pediatric.reason] }
      : {}),
    urgent: row.urgent,
    surgicalCandidate: row.surgicalCandidate,
    isFavorite: row.isFavorite,
    lastExamDate: row.lastExamDate,
    examCount: row.examCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The short form of a record the latest-exam lists and the lookahead show. */
export function toPatientSummary(record: PatientRecord): PatientSummary {
  const { id, productId, mrn, familyName, firstName, birthDate, age, sex } = record;
  return {
    id,
    productId,
    mrn,
    familyName,
    firstName,
    birthDate,
    age,
    sex,
    urgent: record.urgent,
    surgicalCandidate: record.surgicalCandidate,
  };
}

/** The API's exam of the patient file, with its latest modeling when it has one. */
export function toPatientExam(row: ExamRow, modeling: ModelingRow | undefined): PatientExam {
  return {
    id: row.id,
    examType: row.examType,
    examStatus: row.examStatus,
    studyDate: row.studyDate,
    description: row.description,
    accessionNumber: row.accessionNumber,
    imageCount: row.imageCount,
    modeling:
      modeling === undefined
        ? null
        : {
            id: modeling.id,
            creationTimestamp: String(modeling.creationTimestamp),
            state: modeling.state,
            modelType: modeling.modelType,
          },
    createdAt: row.createdAt.toISOString(),
  };
}
