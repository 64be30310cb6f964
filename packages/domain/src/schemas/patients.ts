import { z } from 'zod';
import { PATIENT_RECORD_HUB_STATUSES } from '../patient-file';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { isPatientId } from '../rules/patient-id';
import { alignmentMeasureResponse } from './alignment';
import { worklistQuery } from './imaging';

/** The tabs of the Patient List call (issue 16): every patient, the user's favorites, candidates. */
export const PATIENT_LIST_TABS = ['all', 'favorites', 'surgical-candidates'] as const;
export type PatientListTab = (typeof PATIENT_LIST_TABS)[number];

/** A product patient id, `SGT-000123` (see `rules/patient-id.ts`). */
export const productPatientId = z
  .string()
  .refine(isPatientId, { error: 'Not a patient id (SGT- and six digits)' });

/**
 * `GET /api/v1/patient-records` (issue 16): a page of patient records, 20 by default (seed §9).
 * `search` follows the worklist's comma rule (seed §5) over names, MRN and product id.
 */
export const patientListQuery = z.object({
  page: worklistQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  search: z.string().max(256).optional(),
  tab: z.enum(PATIENT_LIST_TABS).default('all'),
});
export type PatientListQuery = z.input<typeof patientListQuery>;

/** `PATCH /api/v1/patients/{id}/is-favorite` (seed §7): the caller's own star on the patient. */
export const patientFavoriteBody = z.object({ isFavorite: z.boolean() });
export type PatientFavoriteBody = z.infer<typeof patientFavoriteBody>;

/** `PATCH /api/v1/patients/{id}/primary-physician-id` (seed §7): the physician's user id. */
export const primaryPhysicianBody = z.object({ primaryPhysicianId: z.uuid() });
export type PrimaryPhysicianBody = z.infer<typeof primaryPhysicianBody>;

/** How the Patient List is ordered: by name (family, then first), or newest exam first. */
export const PATIENT_LIST_SORTS = ['name', 'last-exam'] as const;
export type PatientListSort = (typeof PATIENT_LIST_SORTS)[number];

/** `GET /api/v1/patient-records` with its order (default by name). */
export const patientRecordsQuery = patientListQuery.extend({
  sort: z.enum(PATIENT_LIST_SORTS).default('name'),
});
export type PatientRecordsQuery = z.input<typeof patientRecordsQuery>;

const isoDate = z.iso.date().nullable();

/** A user as the patient views name them (primary physician, note author, access history). */
export const userRef = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  suffix: z.string().nullable(),
});
export type UserRef = z.infer<typeof userRef>;

/**
 * A patient record (seed §3 Patient; issue 16): one per patient and physician practice. `mrn` is
 * the DICOM Patient ID, `productId` the product patient id (`SGT-000123`). `age` is in whole years
 * today; `pediatric` is under 18 at the latest exam, null (with `pediatricUnknownReason`) when the
 * dates do not tell (`pediatricAt`).
 */
export const patientRecord = z.object({
  id: z.uuid(),
  productId: productPatientId,
  mrn: z.string(),
  familyName: z.string().nullable(),
  firstName: z.string().nullable(),
  birthDate: isoDate,
  age: z.number().int().min(0).nullable(),
  sex: z.string().nullable(),
  primaryPhysician: userRef.nullable(),
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  pediatric: z.boolean().nullable(),
  pediatricUnknownReason: z.string().optional(),
  urgent: z.boolean(),
  surgicalCandidate: z.boolean(),
  /** The caller's own star. */
  isFavorite: z.boolean(),
  lastExamDate: isoDate,
  examCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PatientRecord = z.infer<typeof patientRecord>;

export const patientRecordPage = z.object({
  items: z.array(patientRecord),
  totalCount: z.number().int().min(0),
});
export type PatientRecordPage = z.infer<typeof patientRecordPage>;

/** An exam's latest modeling (seed §3 modeling record), when it has one. */
export const patientExamModeling = z.object({
  id: z.uuid(),
  creationTimestamp: z.string().regex(/^\d+$/),
  state: z.string(),
  modelType: z.string().nullable(),
});

/**
 * An exam of the patient file (issue 16): its seed type, its status (null for an acquisition,
 * which has no review), the latest modeling, and whether it has images to preview.
 */
export const patientExam = z.object({
  id: z.uuid(),
  examType: z.string(),
  examStatus: z.string().nullable(),
  studyDate: isoDate,
  description: z.string().nullable(),
  accessionNumber: z.string().nullable(),
  imageCount: z.number().int().min(0),
  modeling: patientExamModeling.nullable(),
  createdAt: z.iso.datetime(),
});
export type PatientExam = z.infer<typeof patientExam>;

/** `GET /api/v1/patient-records/{id}`: the record, its latest exam per type, and its counts. */
export const patientRecordDetail = patientRecord.extend({
  latestExams: z.array(patientExam),
  noteCount: z.number().int().min(0),
  unseenNoteCount: z.number().int().min(0),
});
export type PatientRecordDetail = z.infer<typeof patientRecordDetail>;

/** The patient as the latest-exam lists and the lookahead show them. */
export const patientSummary = patientRecord.pick({
  id: true,
  productId: true,
  mrn: true,
  familyName: true,
  firstName: true,
  birthDate: true,
  age: true,
  sex: true,
  urgent: true,
  surgicalCandidate: true,
});
export type PatientSummary = z.infer<typeof patientSummary>;

/** `GET /api/v1/patients/{id}/exams/latest`: the patient's exams, newest first, paged. */
export const patientExamsQuery = z.object({
  page: worklistQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
export const patientExamPage = z.object({
  items: z.array(patientExam),
  totalCount: z.number().int().min(0),
});
export type PatientExamPage = z.infer<typeof patientExamPage>;

/**
 * `GET /api/v1/patients/exams/latest` and `…/surgical-candidates`: each patient's latest exam,
 * newest first. Version 1 gives the exam's type and date; version 2 adds its status and modeling.
 */
export const latestExamV1 = patientExam.pick({
  id: true,
  examType: true,
  studyDate: true,
  description: true,
});
export const latestExamsV1Page = z.object({
  items: z.array(z.object({ patient: patientSummary, exam: latestExamV1 })),
  totalCount: z.number().int().min(0),
});
export type LatestExamsV1Page = z.infer<typeof latestExamsV1Page>;
export const latestExamsV2Page = z.object({
  items: z.array(z.object({ patient: patientSummary, exam: patientExam })),
  totalCount: z.number().int().min(0),
});
export type LatestExamsV2Page = z.infer<typeof latestExamsV2Page>;

/**
 * `GET /api/v1/patients/{id}/physicians` (issue 16, our design): who the patient may be given to,
 * the active physicians of the patient's institution, for the primary physician change.
 */
export const physicianChoices = z.object({ items: z.array(userRef) });
export type PhysicianChoices = z.infer<typeof physicianChoices>;

/** `PATCH /api/v1/patients/{id}/surgical-candidate` (issue 16, our design). */
export const surgicalCandidateBody = z.object({ isSurgicalCandidate: z.boolean() });
export type SurgicalCandidateBody = z.infer<typeof surgicalCandidateBody>;

/** `PATCH /api/v1/patients/{id}/urgent` (issue 16, our design). */
export const urgentBody = z.object({ isUrgent: z.boolean() });
export type UrgentBody = z.infer<typeof urgentBody>;

/** `GET /api/v1/portal/patients/lookahead?q=`: at most this many patients (204 when none). */
export const LOOKAHEAD_LIMIT = 10;
export const lookaheadQuery = z.object({ q: z.string().trim().min(1).max(256) });
export const lookaheadResult = z.object({ items: z.array(patientSummary).max(LOOKAHEAD_LIMIT) });
export type LookaheadResult = z.infer<typeof lookaheadResult>;

/**
 * `GET /api/v1/portal/modelings/{id}` (seed §7): one modeling record of a patient in scope, with
 * the seed's clinicalParameters: an alignment assessment's measured parameters once it is
 * completed (each a value, or null with its reason), null for a draft or another modeling.
 */
export const modelingRecord = patientExamModeling.extend({
  examId: z.uuid(),
  patientId: z.uuid(),
  clinicalParameters: alignmentMeasureResponse.shape.parameters.nullable(),
});
export type ModelingRecord = z.infer<typeof modelingRecord>;

/**
 * `GET /api/v1/patient-records/{id}/access-history` (issue 16): who read or changed the patient,
 * from the audit trail, newest first. Shown to the patient's physician and those acting for them.
 */
export const accessHistoryQuery = patientExamsQuery;
export const accessHistoryEntry = z.object({
  at: z.iso.datetime(),
  actor: userRef.nullable(),
  /** The actor's roles when the row was read (ROLE_NAMES). */
  roles: z.array(z.string()),
  action: z.string(),
  outcome: z.string(),
});
export const accessHistoryPage = z.object({
  items: z.array(accessHistoryEntry),
  totalCount: z.number().int().min(0),
});
export type AccessHistoryPage = z.infer<typeof accessHistoryPage>;

/** `/patientRecordHub?patientId=&physicianId=`: the patient whose changes the browser hears. */
export const patientRecordHubQuery = z.object({
  patientId: z.uuid(),
  physicianId: z.uuid().optional(),
});
/** A hub message: what changed, on which patient; the browser refetches what it shows. */
export const patientRecordHubMessage = z.object({
  status: z.enum(PATIENT_RECORD_HUB_STATUSES),
  patientId: z.uuid(),
  noteId: z.uuid().optional(),
  examId: z.uuid().optional(),
  caseId: z.uuid().optional(),
});
export type PatientRecordHubMessage = z.infer<typeof patientRecordHubMessage>;
