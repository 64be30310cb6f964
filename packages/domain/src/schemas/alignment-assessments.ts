import { z } from 'zod';
import { alignmentMeasureRequest, alignmentMeasureResponse } from './alignment';

/**
 * Alignment assessments (issue 17): a modeling of type `Alignment` on an exam, holding the
 * landmarks placed on its films, their calibration, the measurement `measure()` computed at
 * completion, and who placed, reviewed and approved it. `docs/api/alignment.md` describes the
 * lifecycle: draft → (complete) ready-to-review → (approve, an electronic signature) approved.
 */

/** The meaning of the electronic signature: shown in the dialog, stored with the approval. */
export const ALIGNMENT_SIGNATURE_MEANING = 'I approve this alignment assessment';

/**
 * The answers of the assessment calls besides seed §8's (`EXAM_MESSAGES`: locked, no images).
 * `wrongPassword` comes with a 401 that is not a lost session: the signature dialog lists it as
 * a tolerated failure and asks again.
 */
export const ALIGNMENT_ASSESSMENT_MESSAGES = {
  examNotFound: 'Exam not found',
  assessmentNotFound: 'Alignment assessment not found',
  staleRevision:
    'This alignment assessment was changed elsewhere (another tab or user): reload it before saving',
  notCompleted: 'Complete the alignment assessment before reviewing or approving it',
  alreadyCompleted: 'This alignment assessment is already complete',
  notReviewed: 'Review the alignment assessment before approving it',
  patientNotFound: 'Patient not found',
  nothingPlaced: 'Place landmarks on a film before completing the assessment',
  physicianOnly: "Only the exam's physician can review or approve its alignment assessment",
  wrongPassword: 'The password is incorrect',
} as const;

/** Where a film's calibration comes from. */
export const CALIBRATION_SOURCES = [
  /** DICOM Pixel Spacing (0028,0030): spacing at the patient. */
  'PIXEL_SPACING',
  /** DICOM Imager Pixel Spacing (0018,1164): spacing at the detector. */
  'IMAGER_PIXEL_SPACING',
  /** A calibration object of known length drawn on the film: the server derives the spacing. */
  'CALIBRATION_OBJECT',
  /** Not calibrated: angles only, every length is null (`no-calibration`). */
  'NONE',
] as const;
export type CalibrationSource = (typeof CALIBRATION_SOURCES)[number];

export const ALIGNMENT_ASSESSMENT_STATES = ['draft', 'ready-to-review', 'approved'] as const;
export type AlignmentAssessmentState = (typeof ALIGNMENT_ASSESSMENT_STATES)[number];

/**
 * The longest calibration object accepted, in mm: a full-spine film is about 900 mm tall, so a
 * longer "object" is a typing slip (a length in µm, an extra zero), not a measurement.
 */
export const CALIBRATION_OBJECT_MAX_MM = 2000;

/**
 * Whether an assessment measures the spine before surgery (the pre-op column of the patient
 * file) or after it (the actual column). Nothing in the films says which: the user sets it when
 * opening the draft and may change it until approval. Default: `PRE_OP`, unless the patient
 * already has an approved `PRE_OP` assessment on an earlier exam (`POST_OP`); see
 * docs/decisions.md "Alignment assessment phase".
 */
export const ALIGNMENT_PHASES = ['PRE_OP', 'POST_OP'] as const;
export type AlignmentPhase = (typeof ALIGNMENT_PHASES)[number];
export const alignmentPhase = z.enum(ALIGNMENT_PHASES);

/** z.number() refuses NaN and ±Infinity, so a point is always two finite numbers. */
const imagePoint = z.tuple([z.number(), z.number()]);
const spacing = z.union([
  z.number().positive(),
  z.tuple([z.number().positive(), z.number().positive()]),
]);

/** How one film is calibrated. A calibration object's spacing is derived, never sent. */
export const filmCalibration = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('PIXEL_SPACING'), pixelSpacingMm: spacing }),
  z.strictObject({ source: z.literal('IMAGER_PIXEL_SPACING'), pixelSpacingMm: spacing }),
  z
    .strictObject({
      source: z.literal('CALIBRATION_OBJECT'),
      /** The object's two end points on the film, in image pixels, at least one pixel apart. */
      start: imagePoint,
      end: imagePoint,
      /** Its real length. */
      lengthMm: z.number().positive().max(CALIBRATION_OBJECT_MAX_MM),
    })
    .refine(({ start, end }) => Math.hypot(end[0] - start[0], end[1] - start[1]) >= 1, {
      path: ['end'],
      message: 'The calibration object must be at least one pixel long',
    }),
  z.strictObject({ source: z.literal('NONE') }),
]);
export type FilmCalibration = z.infer<typeof filmCalibration>;

/** Calibration per film; a film without landmarks may have none. */
export const assessmentCalibration = z.strictObject({
  lateral: filmCalibration.optional(),
  frontal: filmCalibration.optional(),
});
export type AssessmentCalibration = z.infer<typeof assessmentCalibration>;

/** A film's calibration as its DICOM header gives it (`headerPixelSpacing`), [row, column]. */
export const headerCalibration = z.strictObject({
  source: z.enum(['PIXEL_SPACING', 'IMAGER_PIXEL_SPACING']),
  pixelSpacingMm: z.tuple([z.number().positive(), z.number().positive()]),
});
export type HeaderCalibration = z.infer<typeof headerCalibration>;

/**
 * A film's landmarks as the engine takes them (`facing`, `points`; unknown names refused), without
 * the spacing, which comes from the calibration.
 */
export const lateralLandmarks = alignmentMeasureRequest.shape.lateral
  .unwrap()
  .omit({ pixelSpacingMm: true });
export const frontalLandmarks = alignmentMeasureRequest.shape.frontal
  .unwrap()
  .omit({ pixelSpacingMm: true });
export type LateralLandmarks = z.infer<typeof lateralLandmarks>;
export type FrontalLandmarks = z.infer<typeof frontalLandmarks>;

/**
 * `POST /api/v1/eos-alignments`: the exam's open assessment, created as a draft if none. `phase`
 * left out: the default rule ({@link ALIGNMENT_PHASES}) for a new draft, unchanged for an open
 * one; given: set on the new draft, or on the open one (a change, raising its revision).
 */
export const alignmentAssessmentCreate = z.strictObject({
  examId: z.uuid(),
  phase: alignmentPhase.optional(),
});
export type AlignmentAssessmentCreate = z.input<typeof alignmentAssessmentCreate>;

/** `GET /api/v1/eos-alignments?examId=`: the exam's latest assessment, 204 when none. */
export const alignmentAssessmentQuery = z.object({ examId: z.uuid() });
export type AlignmentAssessmentQuery = z.input<typeof alignmentAssessmentQuery>;

/**
 * `PUT /api/v1/eos-alignments/{id}/landmarks`: the draft's landmarks and calibration, replaced
 * whole (a film left out has no landmarks). `revision` is the one the client last read: a stale
 * one is refused (409), so two tabs never silently overwrite each other.
 */
export const alignmentLandmarksSave = z.strictObject({
  revision: z.number().int().min(0),
  lateral: lateralLandmarks.optional(),
  frontal: frontalLandmarks.optional(),
  calibration: assessmentCalibration,
});
export type AlignmentLandmarksSave = z.input<typeof alignmentLandmarksSave>;

/**
 * `PATCH /api/v1/eos-alignments/{id}/phase`: pre-op or post-op, changeable until approval (409
 * after); `revision` as for a save. It does not touch the landmarks nor the measurement, so a
 * completed assessment stays ready to review.
 */
export const alignmentPhaseChange = z.strictObject({
  revision: z.number().int().min(0),
  phase: alignmentPhase,
});
export type AlignmentPhaseChange = z.input<typeof alignmentPhaseChange>;

/** `PATCH /api/v1/eos-alignments/{id}/eos-alignment-status`: the electronic signature. */
export const alignmentApproval = z.strictObject({
  eosAlignmentStatus: z.literal('Approved'),
  /** The physician's password, re-checked; never stored nor logged. */
  password: z.string().min(1).max(1024),
});
export type AlignmentApproval = z.input<typeof alignmentApproval>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** An assessment as the API returns it: films and calibration in the shape a save sends them. */
export const alignmentAssessment = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  patientId: z.uuid(),
  state: z.enum(ALIGNMENT_ASSESSMENT_STATES),
  /** Pre-op or post-op ({@link ALIGNMENT_PHASES}). */
  phase: alignmentPhase,
  lateral: lateralLandmarks.nullable(),
  frontal: frontalLandmarks.nullable(),
  calibration: assessmentCalibration,
  /**
   * What each film's DICOM header gives, null when it gives none: a new draft's calibration, and
   * what removing a calibration object goes back to.
   */
  headerCalibration: z.object({
    lateral: headerCalibration.nullable(),
    frontal: headerCalibration.nullable(),
  }),
  /** The spacing each film gives the engine (`filmPixelSpacing`), null without calibration. */
  pixelSpacingMm: z.object({ lateral: spacing.nullable(), frontal: spacing.nullable() }),
  /**
   * `measure()`'s output stored at completion; null for a draft (the measurement tool computes
   * live values with the same engine in the browser).
   */
  measurement: alignmentMeasureResponse.nullable(),
  /** The patient's age at the exam date, as given to the engine; null without a birth date. */
  age: z.number().nullable(),
  placedBy: person.nullable(),
  placedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  userValidatedBy: person.nullable(),
  userValidatedAt: z.iso.datetime().nullable(),
  approvedBy: person.nullable(),
  approvedAt: z.iso.datetime().nullable(),
  /** {@link ALIGNMENT_SIGNATURE_MEANING} once approved. */
  signatureMeaning: z.string().nullable(),
  /** The engine version of the stored measurement; null for a draft. */
  engineVersion: z.string().nullable(),
  /** Raised by every change; a save must send the one it read. */
  revision: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type AlignmentAssessment = z.infer<typeof alignmentAssessment>;

/**
 * `GET /api/v1/patients/{id}/eos-alignments`: the patient's assessments in the caller's scope,
 * latest first (by exam date, undated exams last, then by when opened), for the patient file's
 * ALIGNMENT tab.
 */
export const patientAlignmentAssessments = z.object({ items: z.array(alignmentAssessment) });
export type PatientAlignmentAssessments = z.infer<typeof patientAlignmentAssessments>;

/** How many assessments the patient read returns at most: far more than a patient's exams. */
export const PATIENT_ASSESSMENTS_LIMIT = 100;

/** What happened to an assessment, as `/alignmentHub` tells it. */
export const ALIGNMENT_HUB_CHANGES = [
  'opened',
  'saved',
  'phase-changed',
  'completed',
  'reviewed',
  'approved',
] as const;
export type AlignmentHubChange = (typeof ALIGNMENT_HUB_CHANGES)[number];

/**
 * `/alignmentHub?patientId=&physicianId=` (websocket, seed §7): the patient whose assessments
 * the browser follows; `physicianId` for staff and representatives, as the patient record hub.
 */
export const alignmentHubQuery = z.object({
  patientId: z.uuid(),
  physicianId: z.uuid().optional(),
});

/** A hub message: which assessment of the patient changed and how; ids only, no values. */
export const alignmentHubMessage = z.object({
  change: z.enum(ALIGNMENT_HUB_CHANGES),
  patientId: z.uuid(),
  examId: z.uuid(),
  assessmentId: z.uuid(),
});
export type AlignmentHubMessage = z.infer<typeof alignmentHubMessage>;
