import { z } from 'zod';
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
