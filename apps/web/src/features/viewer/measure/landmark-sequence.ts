import { FRONTAL_LANDMARKS, LATERAL_LANDMARKS, type LandmarkDefinition } from '@sagitta/domain';

/** Which film is measured: its landmark list and its guided order differ. */
export type MeasuredFilm = 'lateral' | 'frontal';

/** A landmark of the guided sequence: `essential` ones come first and are prompted for. */
export interface SequenceLandmark {
  name: string;
  label: string;
  essential: boolean;
}

/**
 * The smallest lateral set that gives PI, PT, SS, LL, L4–S1, PI−LL, SVA and TPA (issue 17):
 * the femoral heads and S1 for the pelvis, the superior endplates of L1 and L4 for the lordoses,
 * C7's corners for its centroid (SVA) and T1's for its centroid (TPA) and slope.
 */
const LATERAL_ESSENTIAL = [
  'FH1',
  'FH2',
  'S1a',
  'S1p',
  'L1sa',
  'L1sp',
  'L4sa',
  'L4sp',
  'C7sa',
  'C7sp',
  'C7ia',
  'C7ip',
  'T1sa',
  'T1sp',
  'T1ia',
  'T1ip',
] as const;

/** The frontal film's first landmarks: pelvic obliquity, the CSVL and C7 for C7–CSL. */
const FRONTAL_ESSENTIAL = ['ICl', 'ICr', 'S1l', 'S1r', 'C7sl', 'C7sr', 'C7il', 'C7ir'] as const;

function sequenceOf(
  definitions: readonly LandmarkDefinition<string>[],
  essential: readonly string[],
): readonly SequenceLandmark[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const first = essential.flatMap((name) => {
    const definition = byName.get(name);
    return definition === undefined ? [] : [{ ...definition, essential: true }];
  });
  const rest = definitions
    .filter((definition) => !essential.includes(definition.name))
    .map((definition) => ({ ...definition, essential: false }));
  return [...first, ...rest].map(({ name, label, essential: isEssential }) => ({
    name,
    label,
    essential: isEssential,
  }));
}

const SEQUENCES: Readonly<Record<MeasuredFilm, readonly SequenceLandmark[]>> = {
  lateral: sequenceOf(LATERAL_LANDMARKS, LATERAL_ESSENTIAL),
  frontal: sequenceOf(FRONTAL_LANDMARKS, FRONTAL_ESSENTIAL),
};

/**
 * The guided order of a film's landmarks: the essential set, then every other landmark of the
 * engine's list in its own order (optional, skippable).
 * @param film - the film measured
 */
export function landmarkSequence(film: MeasuredFilm): readonly SequenceLandmark[] {
  return SEQUENCES[film];
}
