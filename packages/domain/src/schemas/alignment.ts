import { z } from 'zod';
import { isFrontalLandmark, isLateralLandmark } from '../alignment/landmarks';
import { PARAMETER_KEYS, type ParameterKey } from '../alignment/parameters';
import { IDEAL_LL_FORMULA_IDS } from '../alignment/targets/ideal-ll';

/** A landmark position in pixels, x right, y down. z.number() refuses NaN and ±Infinity. */
const imagePoint = z.tuple([z.number(), z.number()]);

/** mm per pixel: one value, [row, column] as DICOM writes it, or null without calibration. */
const pixelSpacing = z.union([
  z.number().positive(),
  z.tuple([z.number().positive(), z.number().positive()]),
  z.null(),
]);

/** A film's landmarks: an unknown name is an error whose path is the name itself. */
function film(kind: 'lateral' | 'frontal', isLandmark: (name: string) => boolean) {
  return z.strictObject({
    pixelSpacingMm: pixelSpacing,
    facing: z.enum(['+x', '-x']).optional(),
    points: z.record(z.string().refine(isLandmark), imagePoint, {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? `Unknown ${kind} landmark ${JSON.stringify(issue.input)}`
          : undefined,
    }),
  });
}

/**
 * `POST /api/v1/alignment/measure`: the landmarks of a lateral and / or a frontal film, their
 * calibration, the patient's age and the ideal-LL formula for LL discrepancy. Strict: an
 * unknown key or landmark name, or a coordinate that is not a finite number, is refused.
 */
export const alignmentMeasureRequest = z.strictObject({
  age: z.number().min(0).max(130).optional(),
  idealLLFormula: z.enum(IDEAL_LL_FORMULA_IDS).optional(),
  lateral: film('lateral', isLateralLandmark).optional(),
  frontal: film('frontal', isFrontalLandmark).optional(),
});
export type AlignmentMeasureRequest = z.input<typeof alignmentMeasureRequest>;

const unit = z.enum(['DEGREE', 'MM', 'PERCENT']);
const nullReason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('missing-landmark'), landmarks: z.array(z.string()) }),
  z.object({ code: z.literal('no-calibration') }),
  z.object({ code: z.literal('needs-frontal-film') }),
  z.object({ code: z.literal('needs-lateral-film') }),
  z.object({ code: z.literal('needs-3d-model') }),
  z.object({ code: z.literal('needs-age') }),
  z.object({ code: z.literal('needs-two-vertebrae') }),
  z.object({ code: z.literal('undefined'), detail: z.string() }),
]);
const details = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cobb'),
    upperEndVertebra: z.string(),
    lowerEndVertebra: z.string(),
    convexity: z.enum(['left', 'right']).nullable(),
  }),
  z.object({ kind: z.literal('pelvic-obliquity'), highSide: z.enum(['left', 'right']).nullable() }),
  z.object({ kind: z.literal('ll-discrepancy'), formula: z.string() }),
]);
const measurement = z.union([
  z.object({ value: z.number(), unit, details: details.optional() }),
  z.object({ value: z.null(), unit, reason: nullReason }),
]);
const sourced = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, source: z.string() });
const grade = z.enum(['0', '+', '++']).nullable();
const nullableNumber = z.number().nullable();
const flag = z.object({
  raised: z.boolean().nullable(),
  value: nullableNumber,
  rule: z.string(),
  source: z.string(),
});

/** The measure call's answer: `measure()`'s output, as the API returns it. */
export const alignmentMeasureResponse = z.object({
  engineVersion: z.string(),
  parameters: z.object(
    Object.fromEntries(PARAMETER_KEYS.map((key) => [key, measurement])) as Record<
      ParameterKey,
      typeof measurement
    >,
  ),
  targets: z.object({
    srsSchwab: sourced({ PILL: grade, SVA: grade, PT: grade }),
    gap: sourced({
      RPV: nullableNumber,
      RLL: nullableNumber,
      LDI: nullableNumber,
      RSA: nullableNumber,
      points: z.object({
        RPV: nullableNumber,
        RLL: nullableNumber,
        LDI: nullableNumber,
        RSA: nullableNumber,
        age: nullableNumber,
      }),
      partial: z.number(),
      total: nullableNumber,
      category: z.enum(['P', 'MD', 'SD']).nullable(),
    }),
    roussouly: z.union([
      sourced({
        type: z.enum(['1', '2', '3', '3AP', '4']),
        apex: z.object({ level: z.string() }).nullable(),
      }),
      sourced({
        type: z.null(),
        apex: z.object({ level: z.string() }).nullable(),
        reason: nullReason,
      }),
    ]),
    idealLL: z.record(
      z.enum(IDEAL_LL_FORMULA_IDS),
      z.intersection(measurement, z.object({ source: z.string() })),
    ),
    idealLLFormula: z.enum(IDEAL_LL_FORMULA_IDS),
    normative: z.object({
      population: z.record(
        z.string(),
        sourced({
          kind: z.literal('population'),
          mean: z.number(),
          sd: nullableNumber,
          min: nullableNumber,
          max: nullableNumber,
        }),
      ),
      patient: z.record(
        z.string(),
        z.intersection(measurement, sourced({ kind: z.literal('formula'), formula: z.string() })),
      ),
    }),
    overCorrection: z.object({
      PILLBelowMinus10: flag,
      relativeHyperlordosis: flag,
      lordosisMaldistribution: flag,
      negativeMalalignment: flag,
      pelvicAnteversion: flag,
    }),
  }),
});
export type AlignmentMeasureResponse = z.infer<typeof alignmentMeasureResponse>;
