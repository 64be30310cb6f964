import { releaseNotes } from '../schemas/system';
import type { ReleaseNotes } from '../schemas/system';

/** The `notes` text of a release version is not valid release-notes JSON. */
export class ReleaseNotesError extends Error {
  override readonly name = 'ReleaseNotesError';
}

/**
 * Parses the `notes` JSON text of a release version (seed §3).
 * @param notesJson - the stored JSON text
 * @returns the main notes, in order
 * @throws ReleaseNotesError when the text is not JSON or does not have the release-notes shape
 */
export function parseReleaseNotes(notesJson: string): ReleaseNotes {
  let value: unknown;
  try {
    value = JSON.parse(notesJson);
  } catch (error) {
    throw new ReleaseNotesError('Release notes are not valid JSON', { cause: error });
  }
  const parsed = releaseNotes.safeParse(value);
  if (!parsed.success) {
    throw new ReleaseNotesError('Release notes do not have the expected shape', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** How a subnote is indented under its main note. */
export type SubnoteIndentType = ReleaseNotes[number]['subnotes'][number]['indentType'];

/**
 * How many levels a subnote is indented under its main note.
 * @param indentType - the subnote's indent type
 */
export function subnoteIndentLevel(indentType: SubnoteIndentType): 1 | 2 {
  switch (indentType) {
    case 'single':
      return 1;
    case 'double':
      return 2;
  }
}
