/**
 * The ingest bench's DICOM files: synthetic full-spine radiographs from the demo's generator
 * (`buildSyntheticImage`), a frontal and a lateral image per exam, each with its own UIDs.
 * Drawing one takes about a second, so the files are kept in a temporary folder named after the
 * count and size and reused by later runs (`BENCH_FRESH_FILES=1` draws them again); the upload
 * client reads them from there. Their UIDs
 * are the same from run to run, which is harmless: every run stores them on fresh servers.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSyntheticImage } from '../../apps/server/src/demo/imaging/synthetic-dicom';
import { demoUid } from '../../apps/server/src/demo/imaging/uid';
import { FAMILY_NAMES, GIVEN_NAMES } from './names';

/** A file ready to send: its name and bytes. */
export interface IngestFile {
  name: string;
  bytes: Buffer;
}

/** A file drawn into the folder. */
export interface DrawnFile {
  name: string;
  path: string;
  size: number;
}

export interface ImageSize {
  columns: number;
  rows: number;
}

const pad = (value: number) => String(value).padStart(4, '0');

function fileOf(index: number, size: ImageSize): Buffer {
  const exam = Math.floor(index / 2);
  const frontal = index % 2 === 0;
  const uid = (what: string) => demoUid(`bench/ingest/exam/${exam}/${what}`);
  return buildSyntheticImage({
    patient: {
      id: `BENCH-${pad(exam)}`,
      familyName: FAMILY_NAMES[exam % FAMILY_NAMES.length] ?? 'Bench',
      givenName: GIVEN_NAMES[exam % GIVEN_NAMES.length] ?? 'Ingest',
      birthDate: `19${String(40 + (exam % 60))}0${1 + (exam % 9)}15`,
      sex: exam % 2 === 0 ? 'F' : 'M',
    },
    study: {
      instanceUid: uid('study'),
      date: '20260315',
      time: '093000',
      description: 'EOS FULL SPINE (SYNTHETIC)',
      accessionNumber: `BENCH${pad(exam)}`,
      // No such institution: the exam goes to the uploading physician.
      institutionName: 'Bench Imaging Center',
      referringPhysicianName: 'BENCH^REFERRER',
    },
    series: {
      instanceUid: uid(frontal ? 'frontal' : 'lateral'),
      number: frontal ? 1 : 2,
      description: `EOS FULL SPINE ${frontal ? 'FRONTAL' : 'LATERAL'} (SYNTHETIC)`,
    },
    sopInstanceUid: uid(frontal ? 'frontal/image' : 'lateral/image'),
    view: frontal ? 'FRONTAL' : 'LATERAL',
    columns: size.columns,
    rows: size.rows,
    seed: 1_000 + exam,
  });
}

/**
 * `count` distinct files, drawn into a temporary folder unless a previous run left them there.
 * @returns the files, and how many had to be drawn
 */
export async function syntheticFiles(
  count: number,
  size: ImageSize,
): Promise<{ files: DrawnFile[]; drawn: number; folder: string }> {
  const folder = path.join(tmpdir(), `sagitta-bench-ingest-${size.columns}x${size.rows}`);
  await mkdir(folder, { recursive: true });
  const present = new Set(process.env.BENCH_FRESH_FILES === '1' ? [] : await readdir(folder));
  const files: DrawnFile[] = [];
  let drawn = 0;
  for (let index = 0; index < count; index += 1) {
    const name = `image-${pad(index)}.dcm`;
    const file = path.join(folder, name);
    if (!present.has(name)) {
      const bytes = fileOf(index, size);
      // Written aside, then renamed: a run stopped mid-write leaves no half file to reuse.
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
      drawn += 1;
    }
    files.push({ name, path: file, size: (await stat(file)).size });
  }
  return { files, drawn, folder };
}

/** The files' bytes, read before any clock starts. */
export async function readFiles(files: readonly DrawnFile[]): Promise<IngestFile[]> {
  return Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: await readFile(file.path) })),
  );
}
