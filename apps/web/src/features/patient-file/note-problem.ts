import { PATIENT_NOTE_MESSAGES, patientNoteProblem } from '@sagitta/domain';

export type NoteProblem = keyof typeof PATIENT_NOTE_MESSAGES;

/**
 * What is wrong with a note as typed, as the key of the domain's message (the web translates
 * it), or undefined when it can be sent. Same rule as the server's 400.
 * @param text - the note as typed
 */
export function noteProblem(text: string): NoteProblem | undefined {
  const message = patientNoteProblem(text);
  if (message === undefined) return undefined;
  const keys = Object.keys(PATIENT_NOTE_MESSAGES) as NoteProblem[];
  return keys.find((key) => PATIENT_NOTE_MESSAGES[key] === message);
}
