import {
  API_PATHS,
  patientRecordHubMessage,
  type PatientRecordHubMessage,
  type PatientRecordHubStatus,
} from '@sagitta/domain';
import { liveSocketUrl, readFrame } from '../../lib/realtime/live-socket';
import type { PatientFilePart } from './api';

/**
 * The patient record hub's address on this page's own origin; the patient and the acting
 * physician travel in the query.
 * @param location - the page's location (protocol and host)
 * @param patientId - the patient whose file is open
 * @param physicianId - the physician a clinical staff member or sales rep acts for, else null
 */
export function hubUrl(
  location: { protocol: string; host: string },
  patientId: string,
  physicianId: string | null,
): string {
  return liveSocketUrl(location, API_PATHS.patientRecordHub, { patientId, physicianId });
}

/**
 * A hub message, or null for anything that is not one.
 * @param data - the frame's data
 */
export function readHubMessage(data: unknown): PatientRecordHubMessage | null {
  return readFrame(data, patientRecordHubMessage);
}

/** The parts of the file each change makes stale (the message carries no data, only what). */
export const STALE_PARTS: Readonly<Record<PatientRecordHubStatus, readonly PatientFilePart[]>> = {
  EXAM_ADDED: ['exams', 'record'],
  // A modeling started, succeeded or failed: a 3D case moved too.
  EXAM_CHANGED: ['exams', 'record', 'cases'],
  NOTE_ADDED: ['notes', 'record'],
  NOTE_EDITED: ['notes'],
  NOTE_DELETED: ['notes', 'record'],
  FLAGS_CHANGED: ['record'],
  PRIMARY_PHYSICIAN_CHANGED: ['record'],
  // A 3D case was requested, taken, moved on or returned: the 3D models section reads it again.
  CASE_CHANGED: ['cases'],
};
