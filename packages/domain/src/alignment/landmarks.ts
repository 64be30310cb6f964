/**
 * Landmark names of the alignment engine (issue 17). The API, the web measurement tool and the
 * tests all use these exact names; README.md beside this file documents them.
 */

/** Cervical, thoracic and lumbar vertebrae, cranial to caudal. */
export const CERVICAL_VERTEBRAE = ['C2', 'C3', 'C4', 'C5', 'C6', 'C7'] as const;
export const THORACIC_VERTEBRAE = [
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'T7',
  'T8',
  'T9',
  'T10',
  'T11',
  'T12',
] as const;
export const LUMBAR_VERTEBRAE = ['L1', 'L2', 'L3', 'L4', 'L5'] as const;

/** Vertebrae marked on the lateral film: C2 to L5. */
export const LATERAL_VERTEBRAE = [
  ...CERVICAL_VERTEBRAE,
  ...THORACIC_VERTEBRAE,
  ...LUMBAR_VERTEBRAE,
] as const;
/** Vertebrae marked on the frontal film: C7 to L5. */
export const FRONTAL_VERTEBRAE = ['C7', ...THORACIC_VERTEBRAE, ...LUMBAR_VERTEBRAE] as const;

export type LateralVertebra = (typeof LATERAL_VERTEBRAE)[number];
export type FrontalVertebra = (typeof FRONTAL_VERTEBRAE)[number];
export type LumbarVertebra = (typeof LUMBAR_VERTEBRAE)[number];

export type LateralCorner = 'sa' | 'sp' | 'ia' | 'ip';
export type FrontalCorner = 'sl' | 'sr' | 'il' | 'ir';

const LATERAL_CORNERS: Readonly<Record<LateralCorner, string>> = {
  sa: 'superior endplate, anterior corner',
  sp: 'superior endplate, posterior corner',
  ia: 'inferior endplate, anterior corner',
  ip: 'inferior endplate, posterior corner',
};
const FRONTAL_CORNERS: Readonly<Record<FrontalCorner, string>> = {
  sl: "superior endplate, patient's left corner",
  sr: "superior endplate, patient's right corner",
  il: "inferior endplate, patient's left corner",
  ir: "inferior endplate, patient's right corner",
};

type VertebraLandmarks<V extends string, C extends string> = `${V}${C}` | `${V}c`;

export type LateralLandmark =
  | 'FH1'
  | 'FH2'
  | 'S1a'
  | 'S1p'
  | VertebraLandmarks<LateralVertebra, LateralCorner>
  | 'KNEEl'
  | 'KNEEr'
  | 'ANKLEl'
  | 'ANKLEr';

export type FrontalLandmark =
  'ICl' | 'ICr' | 'S1l' | 'S1r' | VertebraLandmarks<FrontalVertebra, FrontalCorner>;

/** A landmark with the label the guided sequence shows, in placement order. */
export interface LandmarkDefinition<N extends string> {
  name: N;
  label: string;
  /** An explicit centroid: optional, otherwise the mean of the vertebra's four corners. */
  optional: boolean;
}

function vertebraDefinitions<N extends string>(
  vertebrae: readonly string[],
  corners: Readonly<Record<string, string>>,
  centroidLabel: (vertebra: string) => string,
): LandmarkDefinition<N>[] {
  return vertebrae.flatMap((vertebra) => [
    ...Object.entries(corners).map(([corner, label]) => ({
      name: `${vertebra}${corner}` as N,
      label: `${vertebra} ${label}`,
      optional: false,
    })),
    { name: `${vertebra}c` as N, label: centroidLabel(vertebra), optional: true },
  ]);
}

const centroid = (vertebra: string): string =>
  vertebra === 'C2'
    ? 'C2 centroid or odontoid (optional: mean of the four corners otherwise)'
    : `${vertebra} body centroid (optional: mean of the four corners otherwise)`;

/** Every lateral-film landmark, pelvis first, then the spine from C2 down, then the legs. */
export const LATERAL_LANDMARKS: readonly LandmarkDefinition<LateralLandmark>[] = [
  { name: 'FH1', label: 'Centre of the first femoral head', optional: false },
  { name: 'FH2', label: 'Centre of the second femoral head', optional: false },
  { name: 'S1a', label: 'S1 superior endplate, anterior corner', optional: false },
  { name: 'S1p', label: 'S1 superior endplate, posterior corner', optional: false },
  ...vertebraDefinitions<LateralLandmark>(LATERAL_VERTEBRAE, LATERAL_CORNERS, centroid),
  { name: 'KNEEl', label: 'Centre of the left knee', optional: false },
  { name: 'KNEEr', label: 'Centre of the right knee', optional: false },
  { name: 'ANKLEl', label: 'Centre of the left ankle', optional: false },
  { name: 'ANKLEr', label: 'Centre of the right ankle', optional: false },
];

/** Every frontal-film landmark: pelvis and sacrum, then the spine from C7 down. */
export const FRONTAL_LANDMARKS: readonly LandmarkDefinition<FrontalLandmark>[] = [
  { name: 'ICl', label: 'Top of the left iliac crest', optional: false },
  { name: 'ICr', label: 'Top of the right iliac crest', optional: false },
  { name: 'S1l', label: "S1 superior endplate, patient's left corner", optional: false },
  { name: 'S1r', label: "S1 superior endplate, patient's right corner", optional: false },
  ...vertebraDefinitions<FrontalLandmark>(FRONTAL_VERTEBRAE, FRONTAL_CORNERS, centroid),
];

export const LATERAL_LANDMARK_NAMES: readonly LateralLandmark[] = LATERAL_LANDMARKS.map(
  (landmark) => landmark.name,
);
export const FRONTAL_LANDMARK_NAMES: readonly FrontalLandmark[] = FRONTAL_LANDMARKS.map(
  (landmark) => landmark.name,
);

/**
 * The smallest lateral set that gives PI, PT, SS, LL, L4–S1, PI−LL, SVA and TPA (issue 17):
 * the femoral heads and S1 for the pelvis, the superior endplates of L1 and L4 for the lordoses,
 * C7's corners for its centroid (SVA) and T1's for its centroid (TPA) and slope. The measurement
 * tool prompts for these first.
 */
export const LATERAL_ESSENTIAL_LANDMARKS: readonly LateralLandmark[] = [
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
];

/** The frontal film's first landmarks: pelvic obliquity, the CSVL and C7 for C7–CSL. */
export const FRONTAL_ESSENTIAL_LANDMARKS: readonly FrontalLandmark[] = [
  'ICl',
  'ICr',
  'S1l',
  'S1r',
  'C7sl',
  'C7sr',
  'C7il',
  'C7ir',
];

const lateralNames: ReadonlySet<string> = new Set(LATERAL_LANDMARK_NAMES);
const frontalNames: ReadonlySet<string> = new Set(FRONTAL_LANDMARK_NAMES);

/**
 * Whether a name is a lateral-film landmark.
 * @param name - a landmark name as sent by a client
 */
export function isLateralLandmark(name: string): name is LateralLandmark {
  return lateralNames.has(name);
}

/**
 * Whether a name is a frontal-film landmark.
 * @param name - a landmark name as sent by a client
 */
export function isFrontalLandmark(name: string): name is FrontalLandmark {
  return frontalNames.has(name);
}

/** The landmark names of one vertebra on either film. */
export interface VertebraNames {
  sa: string;
  sp: string;
  ia: string;
  ip: string;
  sl: string;
  sr: string;
  il: string;
  ir: string;
  c: string;
}

// Built once: the engine reads landmarks by these strings on every measure, and a string built
// once keeps its hash, where one built per call is hashed again on every lookup.
const VERTEBRA_NAMES = new Map<string, VertebraNames>(
  LATERAL_VERTEBRAE.map((vertebra) => [
    vertebra,
    {
      sa: `${vertebra}sa`,
      sp: `${vertebra}sp`,
      ia: `${vertebra}ia`,
      ip: `${vertebra}ip`,
      sl: `${vertebra}sl`,
      sr: `${vertebra}sr`,
      il: `${vertebra}il`,
      ir: `${vertebra}ir`,
      c: `${vertebra}c`,
    },
  ]),
);

/**
 * The landmark names of a vertebra (C2 … L5): `names('L4').sa` is `L4sa`.
 * @param vertebra - a vertebra of LATERAL_VERTEBRAE
 */
export function vertebraNames(vertebra: string): VertebraNames {
  const names = VERTEBRA_NAMES.get(vertebra);
  if (names === undefined)
    throw new RangeError(`Not a vertebra of the landmark lists: ${vertebra}`);
  return names;
}
