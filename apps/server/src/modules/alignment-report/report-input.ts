import type { AlignmentMeasureResponse, FilmInput, PersonName } from '@sagitta/domain';

/** Where a film's millimetres come from (issue 17): the header, or an object of known length. */
export type CalibrationSource =
  | { kind: 'imager-pixel-spacing' }
  | { kind: 'pixel-spacing' }
  | { kind: 'calibration-object'; lengthMm: number }
  | { kind: 'none' };

/** One film as the report draws it: its image and the landmarks placed on it. */
export interface ReportFilm {
  /**
   * The film as PNG or JPEG bytes, or null when no image can be shown (the film's box then says
   * so). It may be a scaled-down preview: it is stretched to `columns` × `rows`.
   */
  image: Uint8Array | null;
  /** The size in pixels of the frame the landmark coordinates are in (the DICOM image's). */
  columns: number;
  rows: number;
  /** mm per pixel, [row, column] as DICOM writes it, or null without calibration. */
  pixelSpacingMm: FilmInput['pixelSpacingMm'];
  /** The direction the patient faces on the image, as in the engine's input. */
  facing: '+x' | '-x';
  /** The landmarks in image pixels (x right, y down), with the engine's names. */
  points: FilmInput['points'];
  calibration: CalibrationSource;
}

/** The patient as the banner shows them (seed §3 Patient). */
export interface ReportPatient {
  firstName: string | null;
  familyName: string | null;
  /** The product patient id, `SGT-000123`. */
  productId: string;
  mrn: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  birthDate: string | null;
  sex: string | null;
  /** The patient's physician (the assessment's practice). */
  physician: PersonName | null;
}

/** The electronic signature of the approval (issue 17): who, when, and what they approved. */
export interface ReportApproval {
  approver: PersonName;
  /** ISO-8601 instant. */
  approvedAt: string;
  /** The meaning shown to the approver and stored with the signature. */
  meaning: string;
}

/** Everything an approved alignment assessment's PDF report holds, and nothing else. */
export interface AlignmentReportInput {
  patient: ReportPatient;
  /** The exam's date, `YYYY-MM-DD`, or null when unknown. */
  examDate: string | null;
  films: { lateral: ReportFilm | null; frontal: ReportFilm | null };
  /** The engine's output as stored with the assessment; it carries the engine version. */
  measurement: AlignmentMeasureResponse;
  measuredBy: PersonName;
  /** ISO-8601 instant the landmarks were last placed. */
  measuredAt: string;
  approval: ReportApproval;
  /** Sagitta's version, `PRODUCT_VERSION` of the build that renders the report. */
  productVersion: string;
}
