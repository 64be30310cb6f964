import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelingState } from '@sagitta/domain';
import {
  instances,
  modelings,
  patients,
  referringPhysicianTags,
  series,
  studies,
} from '../../db/schema';
import { createBlobStore, type BlobStore } from '../../platform/blobs';
import { useTestApp } from '../../../test/harness';
import { buildDemoImagingCatalog } from './catalog';
import { seedDemoImaging, type SeedImagingDeps } from './seed-imaging';

/** Small images: the routing and the rows are what these tests look at, not the pixels. */
const SMALL = { columns: 48, rows: 144 };

const t = useTestApp();
let scratch = '';
let blobs: BlobStore;

function deps(store: BlobStore = blobs, lines: string[] = []): SeedImagingDeps {
  return { db: t.database.db, blobs: store, clock: t.clock, log: (line) => lines.push(line) };
}

/** The real store, but every `put` after the first `healthy` ones fails, as a full disk would. */
function failingAfter(store: BlobStore, healthy: number): BlobStore {
  let puts = 0;
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'put') {
        return (...args: Parameters<BlobStore['put']>) => {
          puts++;
          if (puts > healthy) return Promise.reject(new Error('No space left on device'));
          return target.put(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function rowCounts() {
  const db = t.database.db;
  const [studyRows] = await db.select({ n: count() }).from(studies);
  const [seriesRows] = await db.select({ n: count() }).from(series);
  const [instanceRows] = await db.select({ n: count() }).from(instances);
  const [modelingRows] = await db.select({ n: count() }).from(modelings);
  const [tagRows] = await db.select({ n: count() }).from(referringPhysicianTags);
  return {
    studies: studyRows?.n,
    series: seriesRows?.n,
    instances: instanceRows?.n,
    modelings: modelingRows?.n,
    tags: tagRows?.n,
  };
}

const interrupted = {
  error: undefined as unknown,
  counts: {} as Awaited<ReturnType<typeof rowCounts>>,
};
let resumed: Awaited<ReturnType<typeof seedDemoImaging>>;
const lines: string[] = [];

// One seeding for the whole file, as it would go after a crash: the disk fills up after three
// exams and the frontal image of a fourth, then a second start seeds the rest.
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-demo-imaging-'));
  blobs = createBlobStore({ root: path.join(scratch, 'blobs'), clock: t.clock });
  interrupted.error = await seedDemoImaging(deps(failingAfter(blobs, 7)), SMALL).catch(
    (error: unknown) => error,
  );
  interrupted.counts = await rowCounts();
  resumed = await seedDemoImaging(deps(blobs, lines), SMALL);
  // 187 imports, each with its fsyncs and its transaction, are slow when other test files share
  // the machine's two cores (docs/performance.md#tests).
}, 180_000);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('seedDemoImaging', () => {
  it('stops at the first file it cannot store, keeping the exams stored before it', () => {
    expect(interrupted.error).toBeInstanceOf(Error);
    expect((interrupted.error as Error).message).toBe('No space left on device');
    expect(interrupted.counts).toMatchObject({ studies: 4, instances: 7, tags: 2 });
  });

  it('imports every other file of the catalog when run again, through the real import', async () => {
    expect(resumed).toEqual({ imported: 173, skipped: false });
    expect(await rowCounts()).toEqual({
      studies: 90,
      series: 180,
      instances: 180,
      // Each exam's modelings once, the four exams seeded before the failure included.
      modelings: buildDemoImagingCatalog(t.clock.now()).flatMap((exam) => exam.modelings).length,
      tags: 2,
    });
    expect(lines).toEqual(['Demo imaging: 173 synthetic DICOM files stored (90 exams)']);
  });

  it('routes the exams by their headers to surgeon@ and surgeon2@, none left unassigned', async () => {
    const db = t.database.db;
    const examsOf = async (physicianId: string) => {
      const rows = await db
        .select({ patientId: patients.patientId })
        .from(studies)
        .innerJoin(patients, eq(patients.id, studies.patientId))
        .where(eq(patients.physicianId, physicianId));
      return { exams: rows.length, patients: new Set(rows.map((row) => row.patientId)).size };
    };
    expect(await examsOf(await t.userIdOf('surgeon'))).toEqual({ exams: 80, patients: 40 });
    expect(await examsOf(await t.userIdOf('surgeon2'))).toEqual({ exams: 10, patients: 5 });
    const unassigned = await db
      .select({ n: count() })
      .from(patients)
      .where(isNull(patients.physicianId));
    expect(unassigned).toEqual([{ n: 0 }]);
  });

  it('stores the unknown birth dates as unknown, keeping what the header said', async () => {
    const rows = await t.database.db
      .select({ birthDate: patients.birthDate, raw: patients.birthDateRaw })
      .from(patients)
      .where(eq(patients.birthDateRaw, '19800230'));
    expect(rows).toEqual([{ birthDate: null, raw: '19800230' }]);
  });

  it('gives the exams every modeling state the worklist shows', async () => {
    const rows = await t.database.db
      .select({
        studyId: studies.id,
        id: modelings.id,
        creationTimestamp: modelings.creationTimestamp,
        state: modelings.state,
      })
      .from(studies)
      .leftJoin(modelings, eq(modelings.studyId, studies.id));
    const byStudy = new Map<string, { id: string; creationTimestamp: string; state: string }[]>();
    for (const row of rows) {
      const list = byStudy.get(row.studyId) ?? [];
      if (row.id !== null && row.state !== null && row.creationTimestamp !== null) {
        list.push({
          id: row.id,
          creationTimestamp: String(row.creationTimestamp),
          state: row.state,
        });
      }
      byStudy.set(row.studyId, list);
    }
    const now = t.clock.now().getTime();
    const kinds = [...byStudy.values()].map((list) => modelingState(list, now).kind);
    expect(new Set(kinds)).toEqual(new Set(['success', 'failure', 'in-progress']));
    expect([...byStudy.values()].some((list) => list.length === 0)).toBe(true);
    expect([...byStudy.values()].some((list) => list.length > 1)).toBe(true);
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set([null, 'NOT_MODELIZED', 'IA_IN_PROGRESS', 'MODELIZED', 'VALIDATED']),
    );
  });

  it('adds nothing when run again, even days later', async () => {
    const before = await rowCounts();
    expect(await seedDemoImaging(deps(), SMALL)).toEqual({ imported: 0, skipped: true });
    t.clock.advance(3 * 24 * 60 * 60);
    expect(await seedDemoImaging(deps(), SMALL)).toEqual({ imported: 0, skipped: true });
    expect(await rowCounts()).toEqual(before);
  });
});
