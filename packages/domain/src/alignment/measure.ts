import { Film, type FilmInput } from './film';
import { measureParameters, type AlignmentParameters } from './parameters';
import { gapScore, type GapScore } from './targets/gap';
import {
  DEFAULT_IDEAL_LL_FORMULA,
  idealLumbarLordosis,
  type IdealLL,
  type IdealLLFormulaId,
} from './targets/ideal-ll';
import { patientNorms, POPULATION_NORMS, type PatientNorms } from './targets/normative';
import { overCorrectionFlags, type OverCorrectionFlags } from './targets/over-correction';
import { roussoulyType, type RoussoulyClass } from './targets/roussouly';
import { srsSchwabModifiers, type SrsSchwabModifiers } from './targets/srs-schwab';
import { ALIGNMENT_ENGINE_VERSION } from './version';

/** The body of `POST /api/v1/alignment/measure` (schemas/alignment.ts validates it). */
export interface AlignmentMeasureInput {
  /** Age in years, for the age-dependent targets. */
  age?: number | undefined;
  /** The target system of LL discrepancy; DEFAULT_IDEAL_LL_FORMULA when absent. */
  idealLLFormula?: IdealLLFormulaId | undefined;
  lateral?: FilmInput | undefined;
  frontal?: FilmInput | undefined;
}

export interface AlignmentTargets {
  srsSchwab: SrsSchwabModifiers;
  gap: GapScore;
  roussouly: RoussoulyClass;
  idealLL: IdealLL;
  /** The formula LLDiscrepancy is measured against. */
  idealLLFormula: IdealLLFormulaId;
  normative: { population: typeof POPULATION_NORMS; patient: PatientNorms };
  overCorrection: OverCorrectionFlags;
}

export interface AlignmentMeasurement {
  engineVersion: string;
  parameters: AlignmentParameters;
  targets: AlignmentTargets;
}

/**
 * Measures a landmark set: every parameter (null with its reason when it cannot be computed)
 * and every target system side by side, each with its source. Pure; rounds nothing.
 * @param input - the films' landmarks and calibration, the age and the chosen ideal-LL formula
 */
export function measure(input: AlignmentMeasureInput): AlignmentMeasurement {
  const lateral = input.lateral === undefined ? undefined : new Film('lateral', input.lateral);
  const frontal = input.frontal === undefined ? undefined : new Film('frontal', input.frontal);
  const idealLLFormula = input.idealLLFormula ?? DEFAULT_IDEAL_LL_FORMULA;
  const { age } = input;
  const parameters = measureParameters({ lateral, frontal, age, idealLLFormula });
  const gap = gapScore(parameters, age);
  return {
    engineVersion: ALIGNMENT_ENGINE_VERSION,
    parameters,
    targets: {
      srsSchwab: srsSchwabModifiers(parameters),
      gap,
      roussouly: roussoulyType(parameters, lateral),
      idealLL: idealLumbarLordosis({ PI: parameters.PI, T4T12: parameters.T4T12, age }),
      idealLLFormula,
      normative: { population: POPULATION_NORMS, patient: patientNorms(parameters.PI, age) },
      overCorrection: overCorrectionFlags(parameters.PILL, gap),
    },
  };
}
