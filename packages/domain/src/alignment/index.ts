// The engine's public surface: what the API, the web measurement tool and reports need. The
// per-parameter functions stay reachable as `@sagitta/domain/alignment/<file>`.
export * from './landmarks';
export { measure } from './measure';
export type { AlignmentMeasureInput, AlignmentMeasurement, AlignmentTargets } from './measure';
export type {
  CobbDetails,
  LLDiscrepancyDetails,
  Measurement,
  MeasurementDetails,
  MetricUnit,
  NullReason,
  NullReasonCode,
  PelvicObliquityDetails,
} from './measurement';
export type { FilmInput } from './film';
export { PARAMETER_KEYS, PARAMETER_UNITS } from './parameters';
export {
  NULL_REASON_WORDS,
  PARAMETER_GROUPS,
  PARAMETER_NAMES,
  reasonInWords,
  reasonTemplate,
} from './parameter-words';
export type { ParameterGroupId } from './parameter-words';
export type { AlignmentParameters, ParameterKey } from './parameters';
export { GAP_SOURCE } from './targets/gap';
export type { GapCategory, GapScore } from './targets/gap';
export {
  DEFAULT_IDEAL_LL_FORMULA,
  IDEAL_LL_FORMULA_IDS,
  IDEAL_LL_FORMULAS,
} from './targets/ideal-ll';
export type { IdealLL, IdealLLFormula, IdealLLFormulaId } from './targets/ideal-ll';
export { POPULATION_NORMS } from './targets/normative';
export type { FormulaNorm, PatientNorms, PopulationNorm } from './targets/normative';
export type { OverCorrectionFlag, OverCorrectionFlags } from './targets/over-correction';
export { ROUSSOULY_SOURCE } from './targets/roussouly';
export type { LordosisApex, RoussoulyClass, RoussoulyType } from './targets/roussouly';
export { SRS_SCHWAB_SOURCE } from './targets/srs-schwab';
export type { SchwabGrade, SrsSchwabModifiers } from './targets/srs-schwab';
export { ALIGNMENT_ENGINE_VERSION } from './version';
// The request and response schemas of `POST /api/v1/alignment/measure`.
export * from '../schemas/alignment';
