import type { TierFeature } from './tiers';

/**
 * The tabs of the Patients page (seed §2), in the seed's order, as `?tab=` names them (seed
 * page-state parameter "open tab on load"). `exams` is the worklist.
 */
export const PATIENT_PAGE_TABS = [
  'exams',
  'surgical-plan',
  'surgical-strategy',
  'patient-trends',
  'surgical-candidates',
  'favorites',
  'patient-list',
] as const;
export type PatientPageTab = (typeof PATIENT_PAGE_TABS)[number];

/** The patient file's sub-tabs (seed §3 tier features), each shown when the tier has it. */
export const PATIENT_FILE_TABS = [
  'EOS',
  'ALIGNMENT',
  'MOBILE',
  'IOA',
  'ALIGNMENT_REPORTS',
  'PLANNING_REPORTS',
  'SURGICAL_PLAN',
  'STRATEGY',
  'REQUEST_PLAN',
  'TRENDS',
] as const satisfies readonly TierFeature[];
export type PatientFileTab = (typeof PATIENT_FILE_TABS)[number];

/**
 * What the patient record hub (`/patientRecordHub`, seed §7 real-time) tells a browser that has a
 * patient file open. Messages are JSON with a `status` field, as the seed's hubs send them.
 */
export const PATIENT_RECORD_HUB_STATUSES = [
  'EXAM_ADDED',
  'EXAM_CHANGED',
  'NOTE_ADDED',
  'NOTE_EDITED',
  'NOTE_DELETED',
  'FLAGS_CHANGED',
  'PRIMARY_PHYSICIAN_CHANGED',
  // A 3D case of the patient was requested or moved on (issue 18): its id travels as `caseId`.
  'CASE_CHANGED',
] as const;
export type PatientRecordHubStatus = (typeof PATIENT_RECORD_HUB_STATUSES)[number];
