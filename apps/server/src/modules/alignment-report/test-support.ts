// Test support: report inputs built with the real engine on CLINICAL.md §4 vectors, and small
// generated films. Not imported by the server.
import { measure, PRODUCT_VERSION } from '@sagitta/domain';
import { clinicalRequest, type ClinicalCase } from '@sagitta/domain/alignment/clinical-vectors';
import sharp from 'sharp';
import type { AlignmentReportInput, ReportFilm } from './report-input';

/** The frame of the §4 vectors' landmark pixels (FH at y ≈ 2600). */
export const VECTOR_FRAME = { columns: 2000, rows: 3000 } as const;

export const SIGNATURE_MEANING = 'I approve this alignment assessment';

/**
 * A small grey film: a vertical gradient with a brighter band, as a PNG or a JPEG. Its size is a
 * tenth of the landmarks' frame, as a stored preview would be.
 */
export async function generatedFilm(format: 'png' | 'jpeg' = 'png'): Promise<Uint8Array> {
  const width = VECTOR_FRAME.columns / 10;
  const height = VECTOR_FRAME.rows / 10;
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - width * 0.58) < width * 0.06 ? 80 : 0;
      pixels[y * width + x] = Math.min(255, 30 + Math.round((y / height) * 60) + band);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 1 } });
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return new Uint8Array(bytes);
}

/**
 * The report input of an approved assessment whose lateral film carries a §4 vector.
 * @param name - the CLINICAL.md §4 case (B has a calibration, G the same landmarks without)
 * @param image - the lateral film's bytes, or null for a film without an image
 */
export function clinicalReportInput(
  name: ClinicalCase,
  image: Uint8Array | null,
): AlignmentReportInput {
  const request = clinicalRequest(name);
  const lateralInput = request.lateral;
  if (lateralInput === undefined) throw new Error(`Case ${name} has no lateral film`);
  const lateral: ReportFilm = {
    image,
    ...VECTOR_FRAME,
    pixelSpacingMm: lateralInput.pixelSpacingMm,
    facing: '+x',
    points: lateralInput.points,
    calibration:
      lateralInput.pixelSpacingMm === null ? { kind: 'none' } : { kind: 'imager-pixel-spacing' },
  };
  return {
    patient: {
      firstName: 'Jordan',
      familyName: 'Rivera',
      productId: 'SGT-000123',
      mrn: 'MRN-4471',
      birthDate: '1968-03-14',
      sex: 'F',
      physician: { firstName: 'Maria', lastName: 'Chen', suffix: 'MD' },
    },
    examDate: '2026-06-02',
    films: { lateral, frontal: null },
    measurement: measure(request),
    measuredBy: { firstName: 'Sam', lastName: 'Okafor', suffix: null },
    measuredAt: '2026-06-03T14:05:00.000Z',
    approval: {
      approver: { firstName: 'Maria', lastName: 'Chen', suffix: 'MD' },
      approvedAt: '2026-06-04T09:30:00.000Z',
      meaning: SIGNATURE_MEANING,
    },
    productVersion: PRODUCT_VERSION,
  };
}
