import { coronalCobb } from './coronal-cobb';
import type { Film } from './film';
import { c7CentralSacralDistance, pelvicObliquity } from './frontal-balance';
import {
  cervicalSagittalVerticalAxis,
  globalTilt,
  sagittalVerticalAxis,
  spinopelvicAngle,
} from './global-balance';
import { kneeFlexion } from './lower-limb';
import { derived, unknown, type Measurement, type MetricUnit } from './measurement';
import { pelvicIncidence, pelvicTilt, sacralSlope } from './pelvis';
import {
  cervicalLordosis,
  cervicothoracicLordosis,
  lowerLumbarLordosis,
  lumbarLordosis,
  segmentalLordosis,
  t1Slope,
  thoracicKyphosis,
  thoracolumbarLordosis,
  upperLumbarLordosis,
} from './sagittal-curves';
import { idealLLFormula, type IdealLLFormulaId } from './targets/ideal-ll';

/** The parameter keys of the measure API, with their units (SPEC §3, issue 17). */
export const PARAMETER_UNITS = {
  PI: 'DEGREE',
  PT: 'DEGREE',
  SS: 'DEGREE',
  LL: 'DEGREE',
  L4S1: 'DEGREE',
  PILL: 'DEGREE',
  SVA: 'MM',
  TPA: 'DEGREE',
  T4PA: 'DEGREE',
  L1PA: 'DEGREE',
  GT: 'DEGREE',
  T1Slope: 'DEGREE',
  C2C7: 'DEGREE',
  cSVA: 'MM',
  T4T12: 'DEGREE',
  T4C7: 'DEGREE',
  T12L4: 'DEGREE',
  L1L4: 'DEGREE',
  L1S1: 'DEGREE',
  L1L2: 'DEGREE',
  L2L3: 'DEGREE',
  L3L4: 'DEGREE',
  L4L5: 'DEGREE',
  L5S1: 'DEGREE',
  C7CSL: 'MM',
  pelvicObliquity: 'DEGREE',
  cobb: 'DEGREE',
  kneeFlexionLeft: 'DEGREE',
  kneeFlexionRight: 'DEGREE',
  LLDiscrepancy: 'DEGREE',
  axialRotation: 'DEGREE',
} as const satisfies Record<string, MetricUnit>;

export type ParameterKey = keyof typeof PARAMETER_UNITS;
export const PARAMETER_KEYS = Object.keys(PARAMETER_UNITS) as ParameterKey[];
export type AlignmentParameters = Record<ParameterKey, Measurement>;

export interface ParameterInputs {
  lateral: Film | undefined;
  frontal: Film | undefined;
  age: number | undefined;
  idealLLFormula: IdealLLFormulaId;
}

/**
 * Every parameter of a landmark set, each from its own pure function.
 * @param inputs - the normalised films, the age and the target system chosen for LL discrepancy
 */
export function measureParameters(inputs: ParameterInputs): AlignmentParameters {
  const { lateral, frontal, age } = inputs;
  const PI = pelvicIncidence(lateral);
  const LL = lumbarLordosis(lateral);
  const T4T12 = thoracicKyphosis(lateral);
  const ideal = idealLLFormula(inputs.idealLLFormula).compute({ PI, T4T12, age });
  const LLDiscrepancy = derived('DEGREE', [LL, ideal], (ll, target) => ll - target);
  return {
    PI,
    PT: pelvicTilt(lateral),
    SS: sacralSlope(lateral),
    LL,
    L4S1: lowerLumbarLordosis(lateral),
    PILL: derived('DEGREE', [PI, LL], (pi, ll) => pi - ll),
    SVA: sagittalVerticalAxis(lateral),
    TPA: spinopelvicAngle(lateral, 'T1'),
    T4PA: spinopelvicAngle(lateral, 'T4'),
    L1PA: spinopelvicAngle(lateral, 'L1'),
    GT: globalTilt(lateral),
    T1Slope: t1Slope(lateral),
    C2C7: cervicalLordosis(lateral),
    cSVA: cervicalSagittalVerticalAxis(lateral),
    T4T12,
    T4C7: cervicothoracicLordosis(lateral),
    T12L4: thoracolumbarLordosis(lateral),
    L1L4: upperLumbarLordosis(lateral),
    L1S1: LL,
    L1L2: segmentalLordosis(lateral, 'L1', 'L2'),
    L2L3: segmentalLordosis(lateral, 'L2', 'L3'),
    L3L4: segmentalLordosis(lateral, 'L3', 'L4'),
    L4L5: segmentalLordosis(lateral, 'L4', 'L5'),
    L5S1: segmentalLordosis(lateral, 'L5', 'S1'),
    C7CSL: c7CentralSacralDistance(frontal),
    pelvicObliquity: pelvicObliquity(frontal),
    cobb: coronalCobb(frontal),
    kneeFlexionLeft: kneeFlexion(lateral, 'left'),
    kneeFlexionRight: kneeFlexion(lateral, 'right'),
    LLDiscrepancy:
      LLDiscrepancy.value === null
        ? LLDiscrepancy
        : { ...LLDiscrepancy, details: { kind: 'll-discrepancy', formula: inputs.idealLLFormula } },
    axialRotation: unknown('DEGREE', { code: 'needs-3d-model' }),
  };
}
