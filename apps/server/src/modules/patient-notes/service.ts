import type {
  PatientNote,
  PatientNoteCreate,
  PatientNotePage,
  PatientRecordHubStatus,
  RoleName,
} from '@sagitta/domain';
import { type PatientScope, scopeOwnerId } from '../../platform/access/patient-scope';
import type { Database, Executor } from '../../platform/db/database';
import { Forbidden, NotFound, ScopeMiss } from '../../platform/errors/errors';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { PatientRecordEvent } from '../../platform/realtime/patient-record-events';
import type { RequestContext } from '../../platform/request-context';
import {
  countNotes,
  deleteNote,
  findNote,
  findNoteHeader,
  findPatientInScope,
  insertNote,
  insertNoteView,
  listNotes,
  patientExists,
  updateNoteText,
  type NoteRow,
} from './repo';

/** One message for "no such patient" and "not yours": the answer never says which. */
export const PATIENT_NOT_FOUND = 'Patient not found';
/** The same for a note, whose patient decides who may see it. */
export const NOTE_NOT_FOUND = 'Note not found';
export const NOTE_AUTHOR_ONLY = {
  edit: 'Only the author can edit this note',
  delete: 'Only the author can delete this note',
} as const;

/** What the note use cases need besides the request: the database and the record hub's bus. */
export interface NoteServices {
  db: Database;
  patientRecordEvents: EventBus<PatientRecordEvent>;
}

/** The patient, when in the caller's scope; else 404, the audit trail told which miss it was. */
async function patientInScope(db: Executor, scope: PatientScope, patientId: string) {
  const patient = await findPatientInScope(db, scope, patientId);
  if (patient !== undefined) return patient;
  const elsewhere = await patientExists(db, patientId);
  throw new ScopeMiss(PATIENT_NOT_FOUND, elsewhere ? 'other-scope' : 'unknown');
}

/**
 * The note and its patient when the patient is in the caller's scope (and, when the caller names
 * it, is that patient); else 404, as for a note that does not exist.
 */
async function noteInScope(
  db: Executor,
  scope: PatientScope,
  noteId: string,
  namedPatientId?: string,
) {
  const note = await findNoteHeader(db, noteId);
  if (note === undefined) throw new ScopeMiss(NOTE_NOT_FOUND, 'unknown');
  const patient = await findPatientInScope(db, scope, note.patientId);
  if (patient === undefined || (namedPatientId !== undefined && namedPatientId !== patient.id)) {
    throw new ScopeMiss(NOTE_NOT_FOUND, 'other-scope');
  }
  return { note, patient };
}

/**
 * The role a note's author writes as: a physician acting as themself writes as the physician;
 * anyone acting for a physician writes as their staff or representative role (staff first, for
 * an account holding both).
 */
export function authorRoleOf(roles: readonly RoleName[], acting: 'self' | 'on-behalf'): RoleName {
  if (acting === 'self' && roles.includes('PHYSICIAN')) return 'PHYSICIAN';
  // A 3D technician writes on the patients of their cases (issue 18), as themself.
  if (acting === 'self' && roles.includes('3DS_TECHNICIAN')) return '3DS_TECHNICIAN';
  return roles.includes('CLINICAL_STAFF') ? 'CLINICAL_STAFF' : 'SALES_REPRESENTATIVE';
}

function noteOf(row: NoteRow, viewerId: string): PatientNote {
  const mine = row.authorUserId === viewerId;
  return {
    id: row.id,
    patientId: row.patientId,
    note: row.note,
    author: {
      id: row.authorUserId,
      firstName: row.firstName,
      lastName: row.lastName,
      suffix: row.suffix,
      role: row.authorRole,
    },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    edited: row.editedAt !== null,
    seen: mine || row.viewed,
    mine,
  };
}

/** After the commit: the browsers with this patient's file open hear of it (no text, no name). */
function announce(
  services: NoteServices,
  status: PatientRecordHubStatus,
  patient: { id: string; physicianId: string },
  noteId: string,
): void {
  services.patientRecordEvents.publish({
    status,
    patientId: patient.id,
    physicianIds: [patient.physicianId],
    noteId,
  });
}

async function noteAsSeenBy(db: Executor, noteId: string, viewerId: string): Promise<PatientNote> {
  const row = await findNote(db, noteId, viewerId);
  if (row === undefined) throw new NotFound(NOTE_NOT_FOUND);
  return noteOf(row, viewerId);
}

/** A patient's notes, newest first, with the caller's unseen count (seed §7 portal notes). */
export async function listPatientNotes(
  db: Executor,
  context: RequestContext,
  query: { patientId: string; page: number; limit: number },
): Promise<PatientNotePage> {
  const scope = await context.patientScope();
  const patient = await patientInScope(db, scope, query.patientId);
  const viewer = context.actorUserId;
  const offset = (query.page - 1) * query.limit;
  const [rows, counts] = await Promise.all([
    listNotes(db, patient.id, viewer, { offset, limit: query.limit }),
    countNotes(db, patient.id, viewer),
  ]);
  return {
    items: rows.map((row) => noteOf(row, viewer)),
    totalCount: counts.total,
    unseenCount: counts.unseen,
  };
}

/** Writes a note on a patient in scope, as the role the caller acts in. */
export async function addPatientNote(
  services: NoteServices,
  context: RequestContext,
  body: PatientNoteCreate,
): Promise<PatientNote> {
  const scope = await context.patientScope();
  const acting = scopeOwnerId(scope) === context.actorUserId ? 'self' : 'on-behalf';
  const { patient, noteId } = await services.db.transaction(async (tx) => {
    const found = await patientInScope(tx, scope, body.patientId);
    const id = await insertNote(tx, {
      patientId: found.id,
      authorUserId: context.actorUserId,
      authorRole: authorRoleOf(context.roles, acting),
      note: body.note,
      createdAt: context.now,
    });
    await context.audit(tx, {
      action: 'patient-note.create',
      targetType: 'patient',
      targetId: found.id,
      outcome: 'success',
      details: { noteId: id },
    });
    return { patient: found, noteId: id };
  });
  announce(services, 'NOTE_ADDED', patient, noteId);
  return noteAsSeenBy(services.db, noteId, context.actorUserId);
}

/** The author changes their note's text; it is marked edited. */
export async function editPatientNote(
  services: NoteServices,
  context: RequestContext,
  noteId: string,
  text: string,
): Promise<PatientNote> {
  const scope = await context.patientScope();
  const patient = await services.db.transaction(async (tx) => {
    const { note, patient: found } = await noteInScope(tx, scope, noteId);
    if (note.authorUserId !== context.actorUserId) throw new Forbidden(NOTE_AUTHOR_ONLY.edit);
    await updateNoteText(tx, noteId, text, context.now);
    await context.audit(tx, {
      action: 'patient-note.update',
      targetType: 'patient',
      targetId: found.id,
      outcome: 'success',
      details: { noteId },
    });
    return found;
  });
  announce(services, 'NOTE_EDITED', patient, noteId);
  return noteAsSeenBy(services.db, noteId, context.actorUserId);
}

/** The author removes their note; the body names its patient, which must be the note's. */
export async function removePatientNote(
  services: NoteServices,
  context: RequestContext,
  noteId: string,
  patientId: string,
): Promise<void> {
  const scope = await context.patientScope();
  const patient = await services.db.transaction(async (tx) => {
    const { note, patient: found } = await noteInScope(tx, scope, noteId, patientId);
    if (note.authorUserId !== context.actorUserId) throw new Forbidden(NOTE_AUTHOR_ONLY.delete);
    await deleteNote(tx, noteId);
    await context.audit(tx, {
      action: 'patient-note.delete',
      targetType: 'patient',
      targetId: found.id,
      outcome: 'success',
      details: { noteId },
    });
    return found;
  });
  announce(services, 'NOTE_DELETED', patient, noteId);
}

/** Marks a note read by the caller; viewing it again changes nothing but the trail. */
export async function markPatientNoteSeen(
  db: Database,
  context: RequestContext,
  noteId: string,
): Promise<void> {
  const scope = await context.patientScope();
  await db.transaction(async (tx) => {
    const { patient } = await noteInScope(tx, scope, noteId);
    await insertNoteView(tx, noteId, context.actorUserId, context.now);
    await context.audit(tx, {
      action: 'patient-note.view',
      targetType: 'patient',
      targetId: patient.id,
      outcome: 'success',
      details: { noteId },
    });
  });
}
