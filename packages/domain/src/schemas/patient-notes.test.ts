import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_NOTE_FORBIDDEN_CHARACTERS,
  PATIENT_NOTE_MAX_LENGTH,
  PATIENT_NOTE_MESSAGES,
  noteLength,
} from '../rules/patient-note';
import {
  patientNoteCreate,
  patientNoteDelete,
  patientNoteText,
  patientNoteUpdate,
} from './patient-notes';

const PATIENT_ID = '0b8f5a52-7f0e-4c4e-9d1a-3f2b6c1d9e10';

/** Messages of a refused note, or [] when it passes. */
function messages(note: unknown): string[] {
  const result = patientNoteText.safeParse(note);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Any character but the forbidden ones, from the whole of Unicode (emoji, accents, controls). */
const allowedCharacter = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((text) => !PATIENT_NOTE_FORBIDDEN_CHARACTERS.some((c) => text.includes(c)));
const forbiddenCharacter = fc.constantFrom(...PATIENT_NOTE_FORBIDDEN_CHARACTERS);

describe('patient note text (seed §5)', () => {
  it('names the forbidden characters in its message', () => {
    for (const character of PATIENT_NOTE_FORBIDDEN_CHARACTERS)
      expect(PATIENT_NOTE_MESSAGES.forbiddenCharacters).toContain(character);
  });

  it('refuses any text containing <, > or &, with that message', () => {
    fc.assert(
      fc.property(fc.string(), forbiddenCharacter, fc.string(), (before, forbidden, after) => {
        expect(messages(`${before}${forbidden}${after}`)).toEqual([
          PATIENT_NOTE_MESSAGES.forbiddenCharacters,
        ]);
      }),
    );
  });

  it('accepts any non-blank text without them, up to the length, saved trimmed', () => {
    fc.assert(
      fc.property(
        fc
          .array(allowedCharacter, { minLength: 1, maxLength: PATIENT_NOTE_MAX_LENGTH })
          .map((characters) => characters.join(''))
          .filter(
            (text) => text.trim() !== '' && noteLength(text.trim()) <= PATIENT_NOTE_MAX_LENGTH,
          ),
        (text) => {
          expect(patientNoteText.parse(text)).toBe(text.trim());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts exactly 2 000 characters and refuses 2 001, counting an emoji once', () => {
    expect(messages('a'.repeat(2_000))).toEqual([]);
    expect(messages('😀'.repeat(2_000))).toEqual([]);
    expect(messages('a'.repeat(2_001))).toEqual([PATIENT_NOTE_MESSAGES.tooLong]);
    expect(messages(` ${'a'.repeat(2_000)} `)).toEqual([]);
  });

  it.each(['', '   ', '\n\t '])('refuses a blank note %j', (note) => {
    expect(messages(note)).toEqual([PATIENT_NOTE_MESSAGES.empty]);
  });

  it.each(['Fish &amp; chips', '<b>bold</b>', 'a > b', 'R&D'])('refuses %j', (note) => {
    expect(messages(note)).toEqual([PATIENT_NOTE_MESSAGES.forbiddenCharacters]);
  });

  it('refuses what is not text', () => {
    expect(patientNoteText.safeParse(42).success).toBe(false);
    expect(patientNoteText.safeParse(null).success).toBe(false);
  });
});

describe('patient note call bodies (seed §7)', () => {
  it('creates with a patient id and a note', () => {
    expect(patientNoteCreate.parse({ patientId: PATIENT_ID, note: ' Seen today ' })).toEqual({
      patientId: PATIENT_ID,
      note: 'Seen today',
    });
    expect(patientNoteCreate.safeParse({ patientId: 'SGT-000123', note: 'x' }).success).toBe(false);
    expect(patientNoteCreate.safeParse({ patientId: PATIENT_ID, note: 'a < b' }).success).toBe(
      false,
    );
  });

  it('updates with a note only', () => {
    expect(patientNoteUpdate.parse({ note: 'Updated' })).toEqual({ note: 'Updated' });
    expect(patientNoteUpdate.safeParse({}).success).toBe(false);
  });

  it('deletes with the patient id in the body', () => {
    expect(patientNoteDelete.parse({ patientId: PATIENT_ID })).toEqual({ patientId: PATIENT_ID });
    expect(patientNoteDelete.safeParse({}).success).toBe(false);
  });
});
