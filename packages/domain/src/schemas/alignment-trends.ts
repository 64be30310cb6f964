import { z } from 'zod';
import { alignmentPhase } from './alignment-assessments';
import { PARAMETER_KEYS, type ParameterKey } from '../alignment/parameters';
import { productPatientId } from './patients';
import { alignmentMeasureResponse } from './alignment';

/**
 * Patient trends (issue 17, seed §7 `GET /api/v1/portal/trends`, §9 "limit 50, page 1"): each
 * alignment parameter over time, from the patient's **approved** assessments only. A completed
 * assessment (ready to review) does not count: saving it reopens the draft, so its values may
 * still change and nobody has signed them. `docs/decisions.md` "Patient trends" has the rules.
 */

/** The seed's trends call (§9): 50 per page. */
export const TRENDS_PAGE_SIZE = 50;

/**
 * A patient has trends from two approved assessments on: one point draws no line. The Patient
 * Trends tab lists those patients.
 */
export const TREND_MIN_ASSESSMENTS = 2;

export const TREND_MESSAGES = {
  patientNotFound: 'Patient not found',
  physicianMismatch: 'physicianId must name the physician the request acts for',
} as const;

/**
 * `GET /api/v1/portal/trends?patientId&physicianId&limit=50&page=1`. With `patientId`: that
 * patient's points; without: the patients that have trends. `physicianId` names the acting
 * physician as the acting-physician header does (the header wins; both must agree).
 */
export const trendsQuery = z.object({
  patientId: z.uuid().optional(),
  physicianId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(TRENDS_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TrendsQuery = z.input<typeof trendsQuery>;

/** One approved assessment on the time axis. */
export const trendPoint = z.object({
  assessmentId: z.uuid(),
  examId: z.uuid(),
  /** The exam's acquisition date (DICOM Study Date); null when the exam has none. */
  acquisitionDate: z.iso.date().nullable(),
  approvedAt: z.iso.datetime(),
  /** Before or after surgery: the assessment's phase. */
  phase: alignmentPhase,
});
export type TrendPoint = z.infer<typeof trendPoint>;

/** The engine's measurement of one parameter: a value, or null with the reason (never 0). */
const trendValue = alignmentMeasureResponse.shape.parameters.shape.PI;
export type TrendValue = z.infer<typeof trendValue>;

/** One parameter over the points: `values[i]` belongs to `points[i]`. */
export const trendSeries = z.object({
  key: z.enum(PARAMETER_KEYS as [ParameterKey, ...ParameterKey[]]),
  unit: z.enum(['DEGREE', 'MM', 'PERCENT']),
  values: z.array(trendValue),
});
export type TrendSeries = z.infer<typeof trendSeries>;

/**
 * A patient's trends. Pages count from the newest point (page 1: the latest `limit` approved
 * assessments); within a page, points run oldest first, as a chart draws them.
 */
export const patientTrends = z.object({
  patientId: z.uuid(),
  points: z.array(trendPoint),
  /** Every parameter the engine gives, in its order. */
  series: z.array(trendSeries),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type PatientTrends = z.infer<typeof patientTrends>;

/** A patient of the Patient Trends tab. */
export const trendPatient = z.object({
  /** The patient record's id (opens `/patient/details/{id}`). */
  id: z.uuid(),
  productId: productPatientId,
  familyName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** Approved assessments (at least {@link TREND_MIN_ASSESSMENTS}). */
  assessmentCount: z.number().int().min(TREND_MIN_ASSESSMENTS),
  /** The latest approved assessment's acquisition date; null when its exam has none. */
  lastDate: z.iso.date().nullable(),
});
export type TrendPatient = z.infer<typeof trendPatient>;

/** The Patient Trends tab's page: the latest trend first. */
export const trendPatientPage = z.object({
  items: z.array(trendPatient),
  totalCount: z.number().int().min(0),
});
export type TrendPatientPage = z.infer<typeof trendPatientPage>;

/** The call's answer: a patient's trends when `patientId` was given, else the patients. */
export const trendsAnswer = z.union([patientTrends, trendPatientPage]);
export type TrendsAnswer = z.infer<typeof trendsAnswer>;
