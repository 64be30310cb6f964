import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { patientNoteProblem } from '../rules/patient-note';

/**
 * A note's text (seed §3, §5): trimmed, non-empty, at most 2 000 characters, without `<`, `>`
 * or `&`. One check gives one message, the first problem `patientNoteProblem` finds, so the
 * API's 400 and the web's inline message read the same.
 */
export const patientNoteText = z
  .string()
  .trim()
  .superRefine((text, context) => {
    const problem = patientNoteProblem(text);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
  });

/** `POST /api/v1/patient-notes` (seed §7). */
export const patientNoteCreate = z.object({ patientId: z.uuid(), note: patientNoteText });
export type PatientNoteCreate = z.input<typeof patientNoteCreate>;

/** `PATCH /api/v1/patient-notes/{id}` (seed §7): the author changes the text. */
export const patientNoteUpdate = z.object({ note: patientNoteText });
export type PatientNoteUpdate = z.input<typeof patientNoteUpdate>;

/** `DELETE /api/v1/patient-notes/{id}` (seed §7: "with a body"): the note's patient. */
export const patientNoteDelete = z.object({ patientId: z.uuid() });
export type PatientNoteDelete = z.input<typeof patientNoteDelete>;

/** `GET /api/v1/portal/patient-notes?patientId=`: newest first, paged (20 by default, seed §9). */
export const patientNotesQuery = z.object({
  patientId: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
export type PatientNotesQuery = z.input<typeof patientNotesQuery>;

/** A note as the notes panel shows it: author and role, edited mark, and the caller's own view. */
export const patientNote = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  note: z.string(),
  author: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    suffix: z.string().nullable(),
    /** The role the author wrote as (ROLE_NAMES). */
    role: z.string(),
  }),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  edited: z.boolean(),
  /** Whether the caller has seen it (their own notes count as seen). */
  seen: z.boolean(),
  /** Whether the caller wrote it: only the author edits or deletes. */
  mine: z.boolean(),
});
export type PatientNote = z.infer<typeof patientNote>;

export const patientNotePage = z.object({
  items: z.array(patientNote),
  totalCount: z.number().int().min(0),
  unseenCount: z.number().int().min(0),
});
export type PatientNotePage = z.infer<typeof patientNotePage>;
