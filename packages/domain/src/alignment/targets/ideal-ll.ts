import { derived, unknown, type Measurement } from '../measurement';

/** What the ideal-LL formulas read: PI, the patient's age, thoracic kyphosis (+ = kyphosis). */
export interface IdealLLInputs {
  PI: Measurement;
  T4T12: Measurement;
  age: number | undefined;
}

export interface IdealLLFormula {
  id: string;
  /** The formula as published, in CLINICAL §2.3's words. */
  formula: string;
  /** Source and verification tag of CLINICAL §2.3 ([V] verified, [S] secondary). */
  source: string;
  compute: (inputs: IdealLLInputs) => Measurement;
}

/** A formula on PI alone. */
const onPI = (linear: (pi: number) => number) => (inputs: IdealLLInputs) =>
  derived('DEGREE', [inputs.PI], linear);

/** A formula on PI and age: null with `needs-age` without the age. */
const onPIAndAge = (linear: (pi: number, age: number) => number) => (inputs: IdealLLInputs) => {
  const { age } = inputs;
  if (age === undefined) {
    return inputs.PI.value === null ? inputs.PI : unknown('DEGREE', { code: 'needs-age' });
  }
  return derived('DEGREE', [inputs.PI], (pi) => linear(pi, age));
};

/**
 * PI classes of PMC4303780 Table 3. The table's classes are whole degrees (< 38, 38–47, …,
 * 68–77, > 78); on an unrounded PI they are read as half-open bands [38, 48) … [68, 78), and
 * the table's gap between 77 and 78 is closed by giving 78 to the last class.
 */
function piClassLordosis(pi: number): number {
  if (pi < 38) return pi + 18;
  if (pi < 48) return pi + 13;
  if (pi < 58) return pi + 9;
  if (pi < 68) return pi + 6;
  if (pi < 78) return pi + 2;
  return pi - 5;
}

/**
 * Every ideal-LL formula of CLINICAL §2.3 tagged [V] or [S], in Sagitta's convention (lordosis
 * positive). The [U] ones (Schwab 2009 "PI ± 9", Vialle's theoretical PT/SS) are left out.
 * The formulas disagree by 7–14° for one patient: the UI names the one the user picked.
 */
export const IDEAL_LL_FORMULAS = [
  {
    id: 'le-huec-hasegawa-2016',
    formula: 'LL = 0.54·PI + 27.6',
    source: 'Le Huec JC, Hasegawa K, 2016, Eur Spine J [V]',
    compute: onPI((pi) => 0.54 * pi + 27.6),
  },
  {
    id: 'hasegawa-2016',
    formula: 'LL = 32.9 + 0.60·PI − 0.23·age',
    source: 'Hasegawa K et al., 2016, Eur Spine J (126 Japanese volunteers) [V]',
    compute: onPIAndAge((pi, age) => 32.9 + 0.6 * pi - 0.23 * age),
  },
  {
    id: 'spine-2016-optimal-pt',
    formula: 'LL = 0.45·PI + 31.8',
    source:
      'Spine 2016;41, target LL for restoring optimal PT in elderly ASD [V formula; authors U]',
    compute: onPI((pi) => 0.45 * pi + 31.8),
  },
  {
    id: 'gap-yilgor-2017',
    formula: 'LL = 0.62·PI + 29',
    source: 'Yilgor C et al., 2017, J Bone Joint Surg Am 99:1661, GAP ideal [S]',
    compute: onPI((pi) => 0.62 * pi + 29),
  },
  {
    id: 'hyun-2019',
    formula: 'LL = 0.62·PI + 27.61',
    source: 'Hyun SJ et al., 2019, Eur Spine J 28:1906 (Korean males) [V]',
    compute: onPI((pi) => 0.62 * pi + 27.61),
  },
  {
    id: 'pi-classes-pmc4303780',
    formula: 'LL = PI + 18 / 13 / 9 / 6 / 2 / −5 by PI class',
    source: 'PMC4303780 Table 3 [V table; attribution to Barrey & Darnis 2015 U]',
    compute: onPI(piClassLordosis),
  },
  {
    id: 'issg-age-adjusted',
    formula: 'LL = PI − 0.3·TK − 0.5·age + 10, TK negative for kyphosis',
    source: 'ISSG, how much LL to reach the age-adjusted target [V formula; journal U]',
    // The formula holds with TK entered negative (kyphosis): Sagitta's T4–T12 is positive for
    // kyphosis, so it enters as −T4T12 (CLINICAL §2.3's sign trap).
    compute: (inputs: IdealLLInputs) => {
      const { age } = inputs;
      if (age === undefined) {
        const known = [inputs.PI, inputs.T4T12].find((input) => input.value === null);
        return known ?? unknown('DEGREE', { code: 'needs-age' });
      }
      return derived(
        'DEGREE',
        [inputs.PI, inputs.T4T12],
        (pi, kyphosis) => pi - 0.3 * -kyphosis - 0.5 * age + 10,
      );
    },
  },
  {
    id: 'berjano-pso',
    formula: 'LL = −(32.56 + 0.54·PI), sign-negative convention',
    source: 'Berjano P et al., PSO planning [V formula; journal U]',
    compute: onPI((pi) => 32.56 + 0.54 * pi),
  },
  {
    id: 'berjano-pi-plus-10',
    formula: 'LL = −(PI + 10), sign-negative convention',
    source: 'Berjano P et al., PSO planning, alternative [V formula; journal U]',
    compute: onPI((pi) => pi + 10),
  },
] as const satisfies readonly IdealLLFormula[];

export type IdealLLFormulaId = (typeof IDEAL_LL_FORMULAS)[number]['id'];

export const IDEAL_LL_FORMULA_IDS = IDEAL_LL_FORMULAS.map((formula) => formula.id) as [
  IdealLLFormulaId,
  ...IdealLLFormulaId[],
];

/**
 * The default for LL discrepancy: Le Huec & Hasegawa 2016, verified, on PI alone (so it exists
 * without the age), from the largest population of the list.
 */
export const DEFAULT_IDEAL_LL_FORMULA: IdealLLFormulaId = 'le-huec-hasegawa-2016';

const FORMULAS_BY_ID = new Map<string, IdealLLFormula>(
  IDEAL_LL_FORMULAS.map((formula) => [formula.id, formula]),
);

/**
 * One ideal-LL formula by its id; the default one for an id it does not know (the schema
 * admits only known ids, so that happens only to a caller that skipped it).
 * @param id - a formula id of IDEAL_LL_FORMULA_IDS
 */
export function idealLLFormula(id: IdealLLFormulaId): IdealLLFormula {
  return FORMULAS_BY_ID.get(id) ?? IDEAL_LL_FORMULAS[0];
}

export type IdealLL = Record<IdealLLFormulaId, Measurement & { source: string }>;

/**
 * Every ideal-LL formula's value for this patient, each with its source.
 * @param inputs - PI, T4–T12 kyphosis and age
 */
export function idealLumbarLordosis(inputs: IdealLLInputs): IdealLL {
  const result: Partial<IdealLL> = {};
  for (const { id, compute, source } of IDEAL_LL_FORMULAS) {
    const measured = compute(inputs);
    result[id] =
      measured.value === null
        ? { value: null, unit: measured.unit, reason: measured.reason, source }
        : { value: measured.value, unit: measured.unit, source };
  }
  return result as IdealLL;
}
