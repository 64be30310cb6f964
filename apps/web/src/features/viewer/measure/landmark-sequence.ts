import {
  FRONTAL_ESSENTIAL_LANDMARKS,
  FRONTAL_LANDMARKS,
  LATERAL_ESSENTIAL_LANDMARKS,
  LATERAL_LANDMARKS,
  type LandmarkDefinition,
} from '@sagitta/domain';

/** Which film is measured: its landmark list and its guided order differ. */
export type MeasuredFilm = 'lateral' | 'frontal';

/** A landmark of the guided sequence: `essential` ones come first and are prompted for. */
export interface SequenceLandmark {
  name: string;
  label: string;
  essential: boolean;
}

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
  lateral: sequenceOf(LATERAL_LANDMARKS, LATERAL_ESSENTIAL_LANDMARKS),
  frontal: sequenceOf(FRONTAL_LANDMARKS, FRONTAL_ESSENTIAL_LANDMARKS),
};

/**
 * The guided order of a film's landmarks: the essential set, then every other landmark of the
 * engine's list in its own order (optional, skippable).
 * @param film - the film measured
 */
export function landmarkSequence(film: MeasuredFilm): readonly SequenceLandmark[] {
  return SEQUENCES[film];
}
