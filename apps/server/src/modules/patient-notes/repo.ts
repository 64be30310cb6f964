import { and, count, desc, eq, ne, not, sql } from 'drizzle-orm';
import { patientNotes, patientNoteViews, patients, users } from '../../db/schema';
import { patientsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** The patient of a note call, when it is in the caller's scope: whose patient it is. */
export async function findPatientInScope(
  db: Executor,
  scope: PatientScope,
  patientId: string,
): Promise<{ id: string; physicianId: string } | undefined> {
  const [row] = await db
    .select({ id: patients.id, physicianId: patients.physicianId })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientsInScope(scope)))
    .limit(1);
  // In scope means of the scope's physician: never null here.
  return row === undefined ? undefined : { id: row.id, physicianId: row.physicianId ?? '' };
}

/** Whether a patient record exists at all (to tell the audit trail what a scope miss was). */
export async function patientExists(db: Executor, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row !== undefined;
}

/** A note's owner and patient, without its text. */
export async function findNoteHeader(
  db: Executor,
  noteId: string,
): Promise<{ id: string; patientId: string; authorUserId: string } | undefined> {
  const [row] = await db
    .select({
      id: patientNotes.id,
      patientId: patientNotes.patientId,
      authorUserId: patientNotes.authorUserId,
    })
    .from(patientNotes)
    .where(eq(patientNotes.id, noteId))
    .limit(1);
  return row;
}

export interface NewNote {
  patientId: string;
  authorUserId: string;
  authorRole: string;
  note: string;
  createdAt: Date;
}

/** Inserts a note; its id. */
export async function insertNote(tx: Executor, note: NewNote): Promise<string> {
  const [row] = await tx.insert(patientNotes).values(note).returning({ id: patientNotes.id });
  if (row === undefined) throw new Error('insert returned no row');
  return row.id;
}

/** Replaces a note's text and marks it edited. */
export async function updateNoteText(
  tx: Executor,
  noteId: string,
  note: string,
  editedAt: Date,
): Promise<void> {
  await tx.update(patientNotes).set({ note, editedAt }).where(eq(patientNotes.id, noteId));
}

/** Removes a note (its views go with it, by the foreign key). */
export async function deleteNote(tx: Executor, noteId: string): Promise<void> {
  await tx.delete(patientNotes).where(eq(patientNotes.id, noteId));
}

/** Records that a user has seen a note; a second view changes nothing. */
export async function insertNoteView(
  tx: Executor,
  noteId: string,
  userId: string,
  viewedAt: Date,
): Promise<void> {
  await tx.insert(patientNoteViews).values({ noteId, userId, viewedAt }).onConflictDoNothing();
}

/** The viewer's view of a note, as a correlated subquery. */
function viewedBy(viewerId: string) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${patientNoteViews} WHERE ${patientNoteViews.noteId} = ${patientNotes.id} AND ${patientNoteViews.userId} = ${viewerId})`;
}

/** Notes with their authors and whether the viewer has seen each, newest first. */
function notesWithAuthors(db: Executor, viewerId: string) {
  return db
    .select({
      id: patientNotes.id,
      patientId: patientNotes.patientId,
      note: patientNotes.note,
      authorUserId: patientNotes.authorUserId,
      authorRole: patientNotes.authorRole,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
      createdAt: patientNotes.createdAt,
      editedAt: patientNotes.editedAt,
      viewed: viewedBy(viewerId),
    })
    .from(patientNotes)
    .innerJoin(users, eq(users.id, patientNotes.authorUserId))
    .$dynamic();
}

export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

/** One page of a patient's notes, newest first, with their authors and the viewer's view. */
export function listNotes(
  db: Executor,
  patientId: string,
  viewerId: string,
  page: { offset: number; limit: number },
) {
  return notesWithAuthors(db, viewerId)
    .where(eq(patientNotes.patientId, patientId))
    .orderBy(desc(patientNotes.createdAt), desc(patientNotes.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One note with its author, as the viewer sees it. */
export async function findNote(
  db: Executor,
  noteId: string,
  viewerId: string,
): Promise<NoteRow | undefined> {
  const [row] = await notesWithAuthors(db, viewerId).where(eq(patientNotes.id, noteId)).limit(1);
  return row;
}

/** How many notes a patient has, and how many of them, by others, the viewer has not seen. */
export async function countNotes(
  db: Executor,
  patientId: string,
  viewerId: string,
): Promise<{ total: number; unseen: number }> {
  const unseen = and(ne(patientNotes.authorUserId, viewerId), not(viewedBy(viewerId)));
  const [row] = await db
    .select({
      total: count(),
      unseen: sql<number>`count(*) FILTER (WHERE ${unseen})`.mapWith(Number),
    })
    .from(patientNotes)
    .where(eq(patientNotes.patientId, patientId));
  return { total: row?.total ?? 0, unseen: row?.unseen ?? 0 };
}
