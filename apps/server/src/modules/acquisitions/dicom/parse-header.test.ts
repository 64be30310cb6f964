import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { element, filePreamble, uid } from '../../../../test/dicom-fixtures/elements';
import { ensureDicomFixtures } from '../../../../test/dicom-fixtures/ensure';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { UploadMemory } from '../../../platform/blobs';
import { parseDicomHeader, type DicomHeader } from './parse-header';

let folder = '';
beforeAll(() => {
  folder = ensureDicomFixtures();
});
const bytesOf = (name: string) => readFileSync(path.join(folder, name));
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Top-level values as DCMTK's dcmdump reads them: an independent parser to compare with. */
function dcmdump(name: string): Map<string, string> {
  const out = execFileSync('dcmdump', ['-q', '-M', '-Un', path.join(folder, name)], {
    encoding: 'latin1',
  });
  const values = new Map<string, string>();
  for (const line of out.split('\n')) {
    const match = /^\(([0-9a-f]{4}),([0-9a-f]{4})\) \w\w (?:\[([^\]]*)\]|([^#(]\S*))/u.exec(line);
    if (match)
      values.set(`${match[1]}${match[2]}`.toUpperCase(), (match[3] ?? match[4] ?? '').trim());
  }
  return values;
}

/** Same dataset in another transfer syntax: everything but the syntax must match. */
const withoutSyntax = (header: DicomHeader) => ({ ...header, transferSyntaxUid: null });

const ok = (name: string): DicomHeader => {
  const result = parseDicomHeader(bytesOf(name));
  if (!result.ok) throw new Error(`${name}: ${result.status} ${result.message}`);
  return result.header;
};

const parsed: [string, string][] = [
  ['ct-small.dcm', '1.2.840.10008.1.2.1'],
  ['mr-small.dcm', '1.2.840.10008.1.2.1'],
  ['mr-small-implicit.dcm', '1.2.840.10008.1.2'],
  ['mr-small-big-endian.dcm', '1.2.840.10008.1.2.2'],
  ['mr-small-big-endian-dcmtk.dcm', '1.2.840.10008.1.2.2'],
  ['mr-small-deflated.dcm', '1.2.840.10008.1.2.1.99'],
  ['mr-small-rle.dcm', '1.2.840.10008.1.2.5'],
  ['mr-small-jpeg-ls.dcm', '1.2.840.10008.1.2.4.80'],
  ['mr-small-jpeg2000-lossless.dcm', '1.2.840.10008.1.2.4.90'],
  ['jpeg2000.dcm', '1.2.840.10008.1.2.4.91'],
  ['jpeg-extended-lossy.dcm', '1.2.840.10008.1.2.4.51'],
  ['sc-rgb-jpeg-baseline.dcm', '1.2.840.10008.1.2.4.50'],
  ['sc-rgb-jpeg-lossless.dcm', '1.2.840.10008.1.2.4.70'],
  ['sc-rgb-rle-2frame.dcm', '1.2.840.10008.1.2.5'],
  ['rtdose-multiframe.dcm', '1.2.840.10008.1.2'],
  ['rtdose-multiframe-big-endian.dcm', '1.2.840.10008.1.2.2'],
  ['sc-8bit-img2dcm.dcm', '1.2.840.10008.1.2.1'],
  ['sc-8bit-jpeg-baseline.dcm', '1.2.840.10008.1.2.4.50'],
  ['ct-16bit-dump2dcm.dcm', '1.2.840.10008.1.2.1'],
  ['ct-16bit-jpeg-lossless.dcm', '1.2.840.10008.1.2.4.70'],
  ['ct-16bit-jpeg-ls.dcm', '1.2.840.10008.1.2.4.80'],
  ['ct-16bit-rle.dcm', '1.2.840.10008.1.2.5'],
  ['ct-16bit-monochrome1.dcm', '1.2.840.10008.1.2.1'],
];

describe('parseDicomHeader on real files', () => {
  it.each(parsed)('%s: transfer syntax %s and the values dcmdump reads', (name, syntax) => {
    const header = ok(name);
    const dump = dcmdump(name);
    expect(header.transferSyntaxUid).toBe(syntax);
    expect(dump.get('00020010') ?? syntax).toBe(syntax);
    expect(header.patient.id).toBe(dump.get('00100020'));
    expect(header.study.instanceUid).toBe(dump.get('0020000D'));
    expect(header.series.instanceUid).toBe(dump.get('0020000E'));
    expect(header.instance.sopInstanceUid).toBe(dump.get('00080018'));
    expect(header.study.dateRaw).toBe(dump.get('00080020') || null);
    expect(header.series.modality).toBe(dump.get('00080060') || null);
    expect(String(header.image?.rows)).toBe(dump.get('00280010'));
    expect(String(header.image?.columns)).toBe(dump.get('00280011'));
    expect(header.image?.photometricInterpretation).toBe(dump.get('00280004'));
  });

  it('reads every field of the 16-bit dump2dcm CT, keeping odd dates raw', () => {
    expect(ok('ct-16bit-dump2dcm.dcm')).toEqual({
      transferSyntaxUid: '1.2.840.10008.1.2.1',
      patient: {
        id: 'DUMP-0002',
        familyName: 'Doe',
        givenName: 'Jane',
        birthDateRaw: '1961',
        sex: 'F',
      },
      study: {
        instanceUid: '1.2.826.0.1.3680043.10.1138.2',
        dateRaw: '2024.03.05',
        description: 'Knee CT',
        accessionNumber: 'ACC-42',
        referringPhysicianNameRaw: 'Referrer^Rita^^Dr',
        institutionName: 'Sagitta Test Hospital',
      },
      series: {
        instanceUid: '1.2.826.0.1.3680043.10.1138.2.1',
        description: 'Axial bone',
        modality: 'CT',
        number: 3,
      },
      instance: {
        sopInstanceUid: '1.2.826.0.1.3680043.10.1138.2.1.1',
        sopClassUid: '1.2.840.10008.5.1.4.1.1.2',
        number: 7,
        viewPosition: null,
      },
      image: {
        rows: 8,
        columns: 8,
        bitsAllocated: 16,
        bitsStored: 12,
        pixelRepresentation: 0,
        photometricInterpretation: 'MONOCHROME2',
        numberOfFrames: 1,
        rescaleSlope: 1,
        rescaleIntercept: -1024,
        windowCenter: 40,
        windowWidth: 400,
        pixelSpacing: null,
      },
    });
  });

  it('reads MR_small as dcmdump shows it', () => {
    const header = ok('mr-small.dcm');
    expect(header.patient).toEqual({
      id: '4MR1',
      familyName: 'CompressedSamples',
      givenName: 'MR1',
      birthDateRaw: null,
      sex: 'F',
    });
    expect(header.study.institutionName).toBe('TOSHIBA');
    expect(header.image).toMatchObject({
      bitsAllocated: 16,
      pixelRepresentation: 1,
      windowCenter: 600,
    });
    expect(ok('rtdose-multiframe.dcm').image?.numberOfFrames).toBe(15);
    expect(ok('sc-rgb-rle-2frame.dcm').image?.numberOfFrames).toBe(2);
  });

  it.each([
    'mr-small-implicit.dcm',
    'mr-small-big-endian.dcm',
    'mr-small-deflated.dcm',
    'mr-small-rle.dcm',
  ])('%s carries the same patient, study, series and image as mr-small.dcm', (name) => {
    const original = withoutSyntax(ok('mr-small.dcm'));
    const variant = withoutSyntax(ok(name));
    expect(variant).toEqual(original);
  });

  it('big-endian RT dose matches its implicit little-endian original', () => {
    const little = withoutSyntax(ok('rtdose-multiframe.dcm'));
    const big = withoutSyntax(ok('rtdose-multiframe-big-endian.dcm'));
    expect(big).toEqual(little);
  });
});

describe('parseDicomHeader pixel spacing (issue 17)', () => {
  const variants = new DicomVariants();
  afterAll(() => {
    variants.dispose();
  });
  const spacingOf = (bytes: Buffer) => {
    const result = parseDicomHeader(bytes);
    if (!result.ok) throw new Error(result.message);
    return result.header.image?.pixelSpacing;
  };

  it.each([
    ['ct-small.dcm', [0.661468, 0.661468]],
    ['mr-small.dcm', [0.3125, 0.3125]],
    ['mr-small-big-endian.dcm', [0.3125, 0.3125]],
    ['mr-small-deflated.dcm', [0.3125, 0.3125]],
    ['rtdose-multiframe.dcm', [10, 10]],
  ])('reads the Pixel Spacing of %s as dcmdump shows it', (name, spacing) => {
    expect(dcmdump(name).get('00280030')?.split('\\').map(Number)).toEqual(spacing);
    expect(ok(name).image?.pixelSpacing).toEqual({
      source: 'PIXEL_SPACING',
      pixelSpacingMm: spacing,
    });
  });

  it('gives null for a film without spacing attributes', () => {
    expect(ok('sc-8bit-img2dcm.dcm').image?.pixelSpacing).toBeNull();
  });

  it('reads Imager Pixel Spacing, with the magnification factor, when Pixel Spacing is absent', () => {
    const imager = variants.variant('sc-8bit-img2dcm.dcm', [
      '(0018,1164)=0.15\\0.2',
      '(0018,1114)=1.25',
    ]);
    const read = spacingOf(imager.bytes);
    expect(read?.source).toBe('IMAGER_PIXEL_SPACING');
    expect(read?.pixelSpacingMm[0]).toBeCloseTo(0.12, 12);
    expect(read?.pixelSpacingMm[1]).toBeCloseTo(0.16, 12);
  });

  it('gives null, never 0, for a zero, negative or one-valued spacing', () => {
    for (const value of ['0\\0', '-0.2\\0.2', '0.2']) {
      const bad = variants.variant('mr-small.dcm', [`(0028,0030)=${value}`]);
      expect(spacingOf(bad.bytes), value).toBeNull();
    }
  });
});

describe('parseDicomHeader rejections', () => {
  it.each([
    ['missing-patient-id.dcm', 'Missing Patient ID (0010,0020)'],
    ['missing-study-uid.dcm', 'Missing Study Instance UID (0020,000D)'],
    ['missing-series-uid.dcm', 'Missing Series Instance UID (0020,000E)'],
    ['missing-sop-uid.dcm', 'Missing SOP Instance UID (0008,0018)'],
    // Real samples that carry no Patient ID at all.
    ['image-deflated.dcm', 'Missing Patient ID (0010,0020)'],
    ['us-rgb-big-endian.dcm', 'Missing Patient ID (0010,0020)'],
  ])('%s → 422 %s', (name, message) => {
    expect(parseDicomHeader(bytesOf(name))).toEqual({ ok: false, status: 422, message });
  });

  it.each([
    ['not-dicom.txt', 'Not a DICOM file'],
    ['not-dicom.bmp', 'Not a DICOM file'],
    ['mr-small-cut-in-header.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
    ['mr-small-cut-in-pixels.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
    ['mr-truncated.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
    ['rtplan-truncated.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
  ])('%s → 400 %s', (name, message) => {
    expect(parseDicomHeader(bytesOf(name))).toEqual({ ok: false, status: 400, message });
  });

  it.each(['mr-small-cut-in-header.dcm', 'mr-small-cut-in-pixels.dcm', 'mr-small-implicit.dcm'])(
    'reads %s from reused upload memory as it reads it alone: what a longer file left there is never read',
    (name) => {
      // An upload gathers each file in memory an earlier file used (`UploadMemory`): the whole
      // file first, then this one over it.
      const limits = {
        maxFileBytes: MAX_FILE_BYTES,
        totalBytes: MAX_FILE_BYTES,
        perOwnerBytes: MAX_FILE_BYTES,
      };
      const memory = new UploadMemory({ ...limits, alignedBytes: MAX_FILE_BYTES });
      const earlier = memory.open('uploader');
      earlier.append(bytesOf('mr-small.dcm'));
      earlier.append(randomBytes(64 * 1024));
      earlier.release();
      const file = memory.open('uploader');
      file.append(bytesOf(name));
      expect(parseDicomHeader(file.bytes())).toEqual(parseDicomHeader(bytesOf(name)));
    },
  );

  it('refuses a deflated dataset that would inflate past its bound (a zip bomb) with 413', () => {
    // A meta header in the clear, then a deflated dataset of mostly zeros: 300 MiB inflated.
    const dataset = Buffer.concat([
      element(8, 0x18, 'UI', uid('1.2.3.4')),
      Buffer.alloc(300 * 1024 * 1024),
    ]);
    const bomb = Buffer.concat([
      filePreamble('1.2.840.10008.1.2.1.99'),
      deflateRawSync(dataset, { level: 1 }),
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(parseDicomHeader(bomb)).toMatchObject({ ok: false, status: 413 });
  });

  it('answers 400 for garbage after a valid preamble and for empty input', () => {
    expect(parseDicomHeader(bytesOf('corrupt-after-preamble.dcm'))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(parseDicomHeader(Buffer.alloc(0))).toEqual({
      ok: false,
      status: 400,
      message: 'Not a DICOM file',
    });
  });
});

describe('parseDicomHeader never throws', () => {
  const answersCleanly = (bytes: Buffer) => {
    const result = parseDicomHeader(bytes);
    return result.ok || [400, 413, 422].includes(result.status);
  };

  it('on random bytes, with or without a DICM preamble', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), (random, preamble) => {
        const bytes = Buffer.from(random);
        if (preamble && bytes.length >= 132) bytes.write('DICM', 128, 'latin1');
        return answersCleanly(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    'mr-small.dcm',
    'mr-small-implicit.dcm',
    'mr-small-big-endian.dcm',
    'mr-small-deflated.dcm',
    'ct-16bit-rle.dcm',
  ])('on truncations and byte flips of %s', (name) => {
    const original = bytesOf(name);
    fc.assert(
      fc.property(
        fc.nat({ max: original.length }),
        fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          maxLength: 8,
        }),
        (cut, flips) => {
          const bytes = Buffer.from(original.subarray(0, cut));
          for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
          return answersCleanly(bytes);
        },
      ),
      { numRuns: 200 },
    );
  });
});
