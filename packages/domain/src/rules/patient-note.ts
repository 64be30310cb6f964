/**
 * The patient note rule (seed §3 and §5): notes are shared text that other users' browsers
 * display, so the characters `<`, `>` and `&` are refused outright rather than escaped.
 */

/** Longest note, in characters (Unicode code points, as PostgreSQL's `char_length` counts). */
export const PATIENT_NOTE_MAX_LENGTH = 2_000;

/** The characters a note may not contain (seed §5). */
export const PATIENT_NOTE_FORBIDDEN_CHARACTERS = ['<', '>', '&'] as const;

export const PATIENT_NOTE_MESSAGES = {
  forbiddenCharacters: 'Notes cannot contain the characters <, > or &',
  empty: 'The note is empty',
  tooLong: `Notes are limited to ${PATIENT_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;

/**
 * Whether a note text holds one of the forbidden characters.
 * @param text - the note as typed
 */
export function hasForbiddenNoteCharacters(text: string): boolean {
  return PATIENT_NOTE_FORBIDDEN_CHARACTERS.some((character) => text.includes(character));
}

/**
 * A note's length in characters: code points, so an emoji counts once, as the database does.
 * @param text - the note, trimmed
 */
export function noteLength(text: string): number {
  return Array.from(text).length;
}

/**
 * What is wrong with a note text, or undefined when it can be saved. The web shows it inline
 * before sending; the server refuses the same text with 400 and the same message.
 * @param text - the note as typed (it is saved trimmed)
 */
export function patientNoteProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (hasForbiddenNoteCharacters(trimmed)) return PATIENT_NOTE_MESSAGES.forbiddenCharacters;
  if (trimmed === '') return PATIENT_NOTE_MESSAGES.empty;
  if (noteLength(trimmed) > PATIENT_NOTE_MAX_LENGTH) return PATIENT_NOTE_MESSAGES.tooLong;
  return undefined;
}
