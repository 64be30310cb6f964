import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDicomHeader } from '../../modules/acquisitions/dicom/parse-header';
import { RADIOGRAPH_WINDOW } from './spine-radiograph';
import {
  buildSyntheticExam,
  buildSyntheticImage,
  SECONDARY_CAPTURE_IMAGE_STORAGE,
  SYNTHETIC_IMAGE_COMMENT,
  type SyntheticImageSpec,
} from './synthetic-dicom';
import { demoUid } from './uid';

const spec: SyntheticImageSpec = {
  patient: {
    id: 'SGT-000123',
    familyName: 'Núñez García',
    givenName: 'Éloïse',
    birthDate: '20090314',
    sex: 'F',
  },
  study: {
    instanceUid: demoUid('test/study'),
    date: '20261120',
    time: '101500',
    description: 'EOS FULL SPINE',
    accessionNumber: 'LSC2604321',
    institutionName: 'Lakeside Spine Center',
    referringPhysicianName: 'CHEN^MARIA^^^MD',
  },
  series: {
    instanceUid: demoUid('test/series'),
    number: 2,
    description: 'EOS FULL SPINE LATERAL (SYNTHETIC)',
  },
  sopInstanceUid: demoUid('test/instance'),
  view: 'LATERAL',
  columns: 96,
  rows: 288,
  seed: 42,
};

/**
 * The pixel data element, read from the bytes themselves: explicit VR little endian puts it
 * last, `(7FE0,0010) OW`, two reserved bytes, then a 32-bit length.
 */
function pixelDataOf(file: Buffer, columns: number, rows: number): Uint16Array {
  const length = columns * rows * 2;
  const header = file.length - length - 12;
  expect(file.readUInt16LE(header)).toBe(0x7fe0);
  expect(file.readUInt16LE(header + 2)).toBe(0x0010);
  expect(file.toString('latin1', header + 4, header + 6)).toBe('OW');
  expect(file.readUInt32LE(header + 8)).toBe(length);
  return new Uint16Array(new Uint8Array(file.subarray(header + 12)).buffer);
}

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-synthetic-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('buildSyntheticImage', () => {
  it('writes a file whose header parses back to every value given', () => {
    const parsed = parseDicomHeader(buildSyntheticImage(spec));
    expect(parsed).toMatchObject({
      ok: true,
      header: {
        transferSyntaxUid: '1.2.840.10008.1.2.1',
        patient: {
          id: spec.patient.id,
          familyName: spec.patient.familyName,
          givenName: spec.patient.givenName,
          birthDateRaw: spec.patient.birthDate,
          sex: spec.patient.sex,
        },
        study: {
          instanceUid: spec.study.instanceUid,
          dateRaw: spec.study.date,
          description: spec.study.description,
          accessionNumber: spec.study.accessionNumber,
          referringPhysicianNameRaw: spec.study.referringPhysicianName,
          institutionName: spec.study.institutionName,
        },
        series: { ...spec.series, modality: 'DX' },
        instance: {
          sopInstanceUid: spec.sopInstanceUid,
          sopClassUid: SECONDARY_CAPTURE_IMAGE_STORAGE,
          number: 1,
        },
        image: {
          rows: 288,
          columns: 96,
          bitsAllocated: 16,
          bitsStored: 12,
          pixelRepresentation: 0,
          photometricInterpretation: 'MONOCHROME2',
          numberOfFrames: 1,
          rescaleSlope: 1,
          rescaleIntercept: 0,
          windowCenter: RADIOGRAPH_WINDOW.center,
          windowWidth: RADIOGRAPH_WINDOW.width,
        },
      },
    });
  });

  it('holds 16-bit pixels of the size asked for: dark air, grey tissue, bright bone', () => {
    const pixels = pixelDataOf(buildSyntheticImage(spec), spec.columns, spec.rows);
    expect(pixels).toHaveLength(96 * 288);
    const sorted = Float64Array.from(pixels).sort();
    const percentile = (share: number) => sorted[Math.floor(share * (sorted.length - 1))] ?? -1;
    expect(percentile(1)).toBeLessThanOrEqual(4095);
    expect(percentile(0.02)).toBeLessThan(300);
    expect(percentile(0.5)).toBeGreaterThan(800);
    expect(percentile(0.995)).toBeGreaterThan(2600);
  });

  it('gives the same bytes for the same spec, and other pixels for another seed or view', () => {
    const first = buildSyntheticImage(spec);
    expect(buildSyntheticImage(spec).equals(first)).toBe(true);
    const pixels = pixelDataOf(first, spec.columns, spec.rows);
    const reseeded = pixelDataOf(buildSyntheticImage({ ...spec, seed: 43 }), 96, 288);
    const frontal = pixelDataOf(buildSyntheticImage({ ...spec, view: 'FRONTAL' }), 96, 288);
    expect(Buffer.from(reseeded.buffer).equals(Buffer.from(pixels.buffer))).toBe(false);
    expect(Buffer.from(frontal.buffer).equals(Buffer.from(pixels.buffer))).toBe(false);
  });

  it('is read without complaint by DCMTK, which finds the synthetic markers', () => {
    const file = path.join(scratch, 'lateral.dcm');
    writeFileSync(file, buildSyntheticImage(spec));
    const dump = spawnSync('dcmdump', [file], { encoding: 'utf8' });
    expect(dump.error).toBeUndefined();
    expect(dump.stderr).toBe('');
    expect(dump.status).toBe(0);
    expect(dump.stdout).toContain('(0018,5101) CS [LATERAL]');
    expect(dump.stdout).toContain('(0028,0301) CS [NO]');
    expect(dump.stdout).toContain('(0008,0064) CS [SYN]');
    expect(dump.stdout).toContain(`[${SYNTHETIC_IMAGE_COMMENT}]`);
    expect(dump.stdout).toContain('[EOS FULL SPINE LATERAL (SYNTHETIC)]');
    expect(dump.stdout).toContain('PixelData');
    // DCMTK also decodes and renders the pixels.
    const png = path.join(scratch, 'lateral.png');
    execFileSync('dcm2pnm', ['--write-png', '--use-window', '1', file, png]);
    expect(readFileSync(png).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses a UID that DICOM would not take', () => {
    expect(() => buildSyntheticImage({ ...spec, sopInstanceUid: '2.25.x' })).toThrow(/UID/);
    expect(() =>
      buildSyntheticImage({ ...spec, sopInstanceUid: `2.25.${'1'.repeat(60)}` }),
    ).toThrow(/UID/);
  });
});

describe('buildSyntheticExam', () => {
  it('builds two series of one study: AP first, then lateral, of the same patient', () => {
    const { patient, study, columns, rows, seed } = spec;
    const exam = buildSyntheticExam({
      patient,
      study,
      columns,
      rows,
      seed,
      frontal: {
        series: { instanceUid: demoUid('test/f'), number: 1, description: 'FRONTAL (SYNTHETIC)' },
        sopInstanceUid: demoUid('test/f/1'),
      },
      lateral: {
        series: { instanceUid: demoUid('test/l'), number: 2, description: 'LATERAL (SYNTHETIC)' },
        sopInstanceUid: demoUid('test/l/1'),
      },
    });
    const frontal = parseDicomHeader(exam.frontal);
    const lateral = parseDicomHeader(exam.lateral);
    if (!frontal.ok || !lateral.ok) throw new Error('an exam image did not parse');
    expect(frontal.header.study).toEqual(lateral.header.study);
    expect(frontal.header.patient).toEqual(lateral.header.patient);
    expect(frontal.header.series).toMatchObject({ instanceUid: demoUid('test/f'), number: 1 });
    expect(lateral.header.series).toMatchObject({ instanceUid: demoUid('test/l'), number: 2 });
    const dump = (bytes: Buffer, name: string) => {
      writeFileSync(path.join(scratch, name), bytes);
      return execFileSync('dcmdump', [path.join(scratch, name)], { encoding: 'utf8' });
    };
    expect(dump(exam.frontal, 'f.dcm')).toContain('(0018,5101) CS [AP]');
    expect(dump(exam.lateral, 'l.dcm')).toContain('(0018,5101) CS [LATERAL]');
  });
});

describe('demoUid', () => {
  it('derives the same 2.25 UID from the same name, a different one from another', () => {
    const uid = demoUid('sagitta/demo/imaging/surgeon-001/study');
    expect(uid).toBe(demoUid('sagitta/demo/imaging/surgeon-001/study'));
    expect(uid).not.toBe(demoUid('sagitta/demo/imaging/surgeon-002/study'));
    expect(uid).toMatch(/^2\.25\.[1-9][0-9]*$/);
    expect(uid.length).toBeLessThanOrEqual(64);
    expect(BigInt(uid.slice(5))).toBeLessThan(2n ** 128n);
  });
});
