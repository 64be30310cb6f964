import type { Measurement } from '../measurement';
import type { ParameterKey } from '../parameters';

/** A population's typical value (CLINICAL §1): mean ± SD, and its range where published. */
export interface PopulationNorm {
  kind: 'population';
  mean: number;
  sd: number | null;
  min: number | null;
  max: number | null;
  source: string;
}

/** A patient-specific normative value from a formula on PI (and age). */
export type FormulaNorm = Measurement & { kind: 'formula'; formula: string; source: string };

const PEPKE = 'Pepke W et al., 2019, BMC Surg 19:7 [V]';

/**
 * Typical adult values of CLINICAL §1 for the normative column, [V] or [S] only: the [U] ones
 * (T1 slope, cervical lordosis, Cobb, pelvic obliquity range, knee flexion) are left out.
 */
export const POPULATION_NORMS: Partial<Record<ParameterKey, PopulationNorm>> = {
  PI: { kind: 'population', mean: 51.9, sd: 10, min: 35, max: 85, source: PEPKE },
  PT: { kind: 'population', mean: 13, sd: 6, min: -4.7, max: 27, source: PEPKE },
  SS: { kind: 'population', mean: 41, sd: 8, min: null, max: null, source: PEPKE },
  LL: { kind: 'population', mean: 60.9, sd: 12, min: 31, max: 88, source: PEPKE },
  L1S1: { kind: 'population', mean: 60.9, sd: 12, min: 31, max: 88, source: PEPKE },
  PILL: { kind: 'population', mean: -8, sd: 9, min: -25, max: 15, source: PEPKE },
  SVA: { kind: 'population', mean: -0.5, sd: 25, min: -60, max: 65, source: PEPKE },
  T4T12: {
    kind: 'population',
    mean: 40,
    sd: null,
    min: 20,
    max: 50,
    source: 'Literature range for T4–T12 [S]',
  },
  cSVA: {
    kind: 'population',
    mean: 15.6,
    sd: 11.2,
    min: null,
    max: null,
    source: 'CLINICAL §1 [S]',
  },
};

export type PatientNorms = Partial<Record<ParameterKey, FormulaNorm>>;

const EUR_SPINE_2025 = 'Eur Spine J 2025, PMID 40261392 (642 volunteers) [V; authors U]';
const LE_HUEC = 'Le Huec JC, Hasegawa K, 2016, Eur Spine J [V]';

interface PatientFormula {
  key: ParameterKey;
  formula: string;
  source: string;
  needsAge: boolean;
  compute: (pi: number, age: number) => number;
}

/**
 * PT and TPA by PI and age (Eur Spine J 2025), SS (Le Huec & Hasegawa 2016), L4–S1 (Hyun 2019),
 * GT (GAP ideal).
 */
const PATIENT_FORMULAS: readonly PatientFormula[] = [
  {
    key: 'PT',
    formula: 'PT = −12.7 + 0.38·PI + 0.14·age',
    source: EUR_SPINE_2025,
    needsAge: true,
    compute: (pi, age) => -12.7 + 0.38 * pi + 0.14 * age,
  },
  {
    key: 'TPA',
    formula: 'TPA = −16.9 + 0.34·PI + 0.15·age',
    source: EUR_SPINE_2025,
    needsAge: true,
    compute: (pi, age) => -16.9 + 0.34 * pi + 0.15 * age,
  },
  {
    key: 'SS',
    formula: 'SS = 0.54·PI + 11.9',
    source: LE_HUEC,
    needsAge: false,
    compute: (pi) => 0.54 * pi + 11.9,
  },
  {
    key: 'L4S1',
    formula: 'L4–S1 = 0.225·PI + 28.63',
    source: 'Hyun SJ et al., 2019, Eur Spine J 28:1906 [V]',
    needsAge: false,
    compute: (pi) => 0.225 * pi + 28.63,
  },
  {
    key: 'GT',
    formula: 'GT = 0.48·PI − 15',
    source: 'Yilgor C et al., 2017, J Bone Joint Surg Am 99:1661, GAP ideal [S]',
    needsAge: false,
    compute: (pi) => 0.48 * pi - 15,
  },
];

/**
 * Patient-specific normative values from PI (and age), each with its formula and source,
 * never blended with another system; null with the reason when PI or the age is missing.
 * @param PI - the patient's pelvic incidence
 * @param age - the patient's age in years, if known
 */
export function patientNorms(PI: Measurement, age: number | undefined): PatientNorms {
  const norms: PatientNorms = {};
  for (const { key, formula, source, needsAge, compute } of PATIENT_FORMULAS) {
    const label = { kind: 'formula', formula, source } as const;
    if (PI.value === null)
      norms[key] = { value: null, unit: 'DEGREE', reason: PI.reason, ...label };
    else if (needsAge && age === undefined) {
      norms[key] = { value: null, unit: 'DEGREE', reason: { code: 'needs-age' }, ...label };
    } else norms[key] = { value: compute(PI.value, age ?? Number.NaN), unit: 'DEGREE', ...label };
  }
  return norms;
}
