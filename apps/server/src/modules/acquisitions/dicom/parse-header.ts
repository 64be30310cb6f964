import type { DicomDataset } from 'dcmjs';
import { headerPixelSpacing, type HeaderSpacing } from '@sagitta/domain';
import { TRUNCATED } from './check-structure';
import { InflationRefused } from './inflate';
import { firstString, inflatedDatasetOf, readDataset } from './read-dataset';

export interface DicomHeader {
  transferSyntaxUid: string;
  patient: {
    id: string;
    familyName: string | null;
    givenName: string | null;
    /** Raw DA value; the domain's parseDicomDate interprets it. */
    birthDateRaw: string | null;
    sex: string | null;
  };
  study: {
    instanceUid: string;
    dateRaw: string | null;
    description: string | null;
    accessionNumber: string | null;
    /** Raw PN value, components still separated by `^`. */
    referringPhysicianNameRaw: string | null;
    institutionName: string | null;
  };
  series: {
    instanceUid: string;
    description: string | null;
    modality: string | null;
    number: number | null;
  };
  instance: {
    sopInstanceUid: string;
    sopClassUid: string | null;
    number: number | null;
    /** View Position (0018,5101): AP, PA, LATERAL, LL … */
    viewPosition: string | null;
  };
  /** Null for objects without an image (structured reports, RT plans). */
  image: {
    rows: number;
    columns: number;
    bitsAllocated: number | null;
    bitsStored: number | null;
    pixelRepresentation: number | null;
    photometricInterpretation: string | null;
    numberOfFrames: number;
    rescaleSlope: number | null;
    rescaleIntercept: number | null;
    windowCenter: number | null;
    windowWidth: number | null;
    /** The film's calibration from its spacing attributes (`headerPixelSpacing`); null if none. */
    pixelSpacing: HeaderSpacing | null;
  } | null;
}

export type DicomHeaderResult =
  { ok: true; header: DicomHeader } | { ok: false; status: 400 | 413 | 422; message: string };

const REQUIRED = [
  ['00100020', 'Patient ID (0010,0020)'],
  ['0020000D', 'Study Instance UID (0020,000D)'],
  ['0020000E', 'Series Instance UID (0020,000E)'],
  ['00080018', 'SOP Instance UID (0008,0018)'],
] as const;

/**
 * `parseDicomHeader` for the request thread: a deflated dataset is inflated on libuv's thread
 * pool first (`inflatedDatasetOf`), so a decompression bomb never holds up other requests.
 */
export async function parseDicomHeaderOffThread(bytes: Buffer): Promise<DicomHeaderResult> {
  let inflated: Buffer | undefined;
  try {
    inflated = await inflatedDatasetOf(bytes);
  } catch (error) {
    if (error instanceof InflationRefused)
      return { ok: false, status: 413, message: error.message };
    return {
      ok: false,
      status: 400,
      message: 'Corrupt DICOM file: the dataset cannot be inflated',
    };
  }
  return parseDicomHeader(bytes, inflated);
}

/**
 * Reads the header of a DICOM Part 10 file (or a bare dataset without preamble) without
 * decoding pixel data. Never throws: bad input answers 400, missing identifiers 422, a deflated
 * dataset inflating past its bounds 413. Inflates on this thread unless `inflated` is given
 * (`parseDicomHeaderOffThread`).
 */
export function parseDicomHeader(bytes: Buffer, inflated?: Buffer): DicomHeaderResult {
  let read: ReturnType<typeof readDataset>;
  try {
    read = readDataset(bytes, inflated);
  } catch (error) {
    if (error instanceof InflationRefused)
      return { ok: false, status: 413, message: error.message };
    const hasPreamble = bytes.length >= 132 && bytes.toString('latin1', 128, 132) === 'DICM';
    return { ok: false, status: 400, message: hasPreamble ? describe(error) : 'Not a DICOM file' };
  }
  if (!read.ok) {
    const hasPreamble = bytes.length >= 132 && bytes.toString('latin1', 128, 132) === 'DICM';
    return { ok: false, status: 400, message: hasPreamble ? read.message : 'Not a DICOM file' };
  }
  const { dataset } = read;
  // Without the DICM magic a lucky parse of arbitrary bytes proves nothing: ask for an identifier.
  if (!read.hasPreamble && REQUIRED.every(([tag]) => text(dataset, tag) === null)) {
    return { ok: false, status: 400, message: 'Not a DICOM file' };
  }
  for (const [tag, name] of REQUIRED) {
    if (text(dataset, tag) === null) return { ok: false, status: 422, message: `Missing ${name}` };
  }
  const [familyName, givenName] = nameComponents(text(dataset, '00100010'));
  const required = (tag: string) => text(dataset, tag) ?? '';
  return {
    ok: true,
    header: {
      transferSyntaxUid: read.transferSyntaxUid,
      patient: {
        id: required('00100020'),
        familyName,
        givenName,
        birthDateRaw: text(dataset, '00100030'),
        sex: text(dataset, '00100040'),
      },
      study: {
        instanceUid: required('0020000D'),
        dateRaw: text(dataset, '00080020'),
        description: text(dataset, '00081030'),
        accessionNumber: text(dataset, '00080050'),
        referringPhysicianNameRaw: text(dataset, '00080090'),
        institutionName: text(dataset, '00080080'),
      },
      series: {
        instanceUid: required('0020000E'),
        description: text(dataset, '0008103E'),
        modality: text(dataset, '00080060'),
        number: number(dataset, '00200011'),
      },
      instance: {
        sopInstanceUid: required('00080018'),
        sopClassUid: text(dataset, '00080016') ?? firstString(read.meta['00020002']),
        number: number(dataset, '00200013'),
        viewPosition: text(dataset, '00185101'),
      },
      image: image(dataset),
    },
  };
}

function image(dataset: DicomDataset): DicomHeader['image'] {
  const rows = number(dataset, '00280010');
  const columns = number(dataset, '00280011');
  if (rows === null || columns === null) return null;
  return {
    rows,
    columns,
    bitsAllocated: number(dataset, '00280100'),
    bitsStored: number(dataset, '00280101'),
    pixelRepresentation: number(dataset, '00280103'),
    photometricInterpretation: text(dataset, '00280004'),
    numberOfFrames: number(dataset, '00280008') ?? 1,
    rescaleSlope: number(dataset, '00281053'),
    rescaleIntercept: number(dataset, '00281052'),
    windowCenter: number(dataset, '00281050'),
    windowWidth: number(dataset, '00281051'),
    pixelSpacing: headerPixelSpacing({
      pixelSpacing: numbers(dataset, '00280030'),
      imagerPixelSpacing: numbers(dataset, '00181164'),
      magnificationFactor: number(dataset, '00181114'),
      calibrationType: text(dataset, '00280A02'),
    }),
  };
}

/** PN: `family^given^middle^prefix^suffix`, possibly with `=` ideographic groups after it. */
function nameComponents(name: string | null): [string | null, string | null] {
  if (name === null) return [null, null];
  const [family = '', given = ''] = (name.split('=')[0] ?? '').split('^');
  return [family.trim() || null, given.trim() || null];
}

function text(dataset: DicomDataset, tag: string): string | null {
  return firstString(dataset[tag]);
}

/** First value of a numeric element (US, IS, DS); multi-valued window settings keep the first. */
function number(dataset: DicomDataset, tag: string): number | null {
  const value: unknown = dataset[tag]?.Value;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const parsed = typeof first === 'string' ? Number(first) : first;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}

/**
 * Every value of a numeric element (DS `0.2\0.2`), null when absent; a value that is not a
 * finite number stays NaN so the caller refuses the whole attribute.
 */
function numbers(dataset: DicomDataset, tag: string): number[] | null {
  const value: unknown = dataset[tag]?.Value;
  if (value === undefined || value === null) return null;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    const parsed = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : Number.NaN;
  });
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/more than currently allocated|out of bounds|beyond|offset/iu.test(message)) return TRUNCATED;
  return 'Corrupt DICOM file: the header cannot be read';
}
