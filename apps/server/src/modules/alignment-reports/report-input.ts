import {
  filmPixelSpacing,
  PRODUCT_VERSION,
  type AlignmentMeasureResponse,
  type FilmCalibration,
  type FrontalLandmarks,
  type LateralLandmarks,
  type PersonName,
} from '@sagitta/domain';
import { BlobNotFound } from '../../platform/blobs';
import type { Executor } from '../../platform/db/database';
import type { Services } from '../../platform/services';
import { PixelsUnavailable } from '../acquisitions/pixels';
import { renderInstance } from '../acquisitions/previews/render';
import type { AlignmentReportInput, CalibrationSource, ReportFilm } from '../alignment-report';
import { personNamesOf } from '../users/service';
import { bannerPatient, filmImage, type FilmImage } from './input-repo';

export type InputServices = Pick<Services, 'blobs' | 'workers'>;

/** What the approval knows of the assessment it signs. */
export interface ApprovedFacts {
  patientId: string;
  examId: string;
  examDate: string | null;
  lateral: LateralLandmarks | null;
  frontal: FrontalLandmarks | null;
  calibration: { lateral?: FilmCalibration | undefined; frontal?: FilmCalibration | undefined };
  measurement: AlignmentMeasureResponse;
  measuredBy: string;
  measuredAt: Date;
  approvedBy: string;
  approvedAt: Date;
  meaning: string;
}

function calibrationSource(calibration: FilmCalibration | undefined): CalibrationSource {
  switch (calibration?.source) {
    case 'PIXEL_SPACING':
      return { kind: 'pixel-spacing' };
    case 'IMAGER_PIXEL_SPACING':
      return { kind: 'imager-pixel-spacing' };
    case 'CALIBRATION_OBJECT':
      return { kind: 'calibration-object', lengthMm: calibration.lengthMm };
    case 'NONE':
    case undefined:
      return { kind: 'none' };
  }
}

/**
 * The film's Medium preview (the cached one, else rendered now on the pool): what the report
 * draws the landmarks over. Null when its pixels cannot be shown; the report then says so.
 */
async function previewBytes(
  services: InputServices,
  owner: string,
  image: FilmImage,
): Promise<Uint8Array | null> {
  if (image.previewStatus === 'unavailable') return null;
  try {
    if (image.previewKey !== null) return await services.blobs.read(image.previewKey);
    return (await renderInstance(services, owner, image.blobKey, 'Medium')).png;
  } catch (error) {
    if (error instanceof PixelsUnavailable || error instanceof BlobNotFound) return null;
    throw error;
  }
}

/**
 * The landmarks' frame: the image's size, or (for an object without pixel attributes) just
 * enough to hold the points, so the lines are still drawn in proportion over the grey box.
 */
function frameOf(image: FilmImage | undefined, points: Record<string, [number, number]>) {
  if (image?.columns != null && image.rows != null) {
    return { columns: image.columns, rows: image.rows };
  }
  const all = Object.values(points);
  const extent = (axis: 0 | 1) => Math.ceil(Math.max(1, ...all.map((point) => point[axis])) * 1.05);
  return { columns: extent(0), rows: extent(1) };
}

async function reportFilm(
  db: Executor,
  services: InputServices,
  owner: string,
  facts: ApprovedFacts,
  view: 'LATERAL' | 'FRONTAL',
): Promise<ReportFilm | null> {
  const landmarks = view === 'LATERAL' ? facts.lateral : facts.frontal;
  if (landmarks === null) return null;
  const calibration = view === 'LATERAL' ? facts.calibration.lateral : facts.calibration.frontal;
  const image = await filmImage(db, facts.examId, view);
  const points = landmarks.points;
  return {
    image: image === undefined ? null : await previewBytes(services, owner, image),
    ...frameOf(image, points),
    pixelSpacingMm: filmPixelSpacing(calibration),
    facing: landmarks.facing ?? '+x',
    points,
    calibration: calibrationSource(calibration),
  };
}

const UNKNOWN_PERSON: PersonName = { firstName: '', lastName: 'Unknown user', suffix: null };

/** Everything the report of an approval holds, read from the database and the blob store. */
export async function gatherReportInput(
  db: Executor,
  services: InputServices,
  facts: ApprovedFacts,
): Promise<AlignmentReportInput> {
  const patient = await bannerPatient(db, facts.patientId);
  const people = [facts.measuredBy, facts.approvedBy];
  if (patient.physicianId !== null) people.push(patient.physicianId);
  const names = await personNamesOf(db, people);
  const name = (id: string) => names.get(id) ?? UNKNOWN_PERSON;
  const [lateral, frontal] = await Promise.all([
    reportFilm(db, services, facts.approvedBy, facts, 'LATERAL'),
    reportFilm(db, services, facts.approvedBy, facts, 'FRONTAL'),
  ]);
  return {
    patient: {
      firstName: patient.givenName,
      familyName: patient.familyName,
      productId: patient.productId,
      mrn: patient.mrn,
      birthDate: patient.birthDate,
      sex: patient.sex,
      physician: patient.physicianId === null ? null : name(patient.physicianId),
    },
    examDate: facts.examDate,
    films: { lateral, frontal },
    measurement: facts.measurement,
    measuredBy: name(facts.measuredBy),
    measuredAt: facts.measuredAt.toISOString(),
    approval: {
      approver: name(facts.approvedBy),
      approvedAt: facts.approvedAt.toISOString(),
      meaning: facts.meaning,
    },
    productVersion: PRODUCT_VERSION,
  };
}
