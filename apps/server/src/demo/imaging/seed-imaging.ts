import { eq, inArray } from 'drizzle-orm';
import { instances, referringPhysicianTags, users } from '../../db/schema';
import { importDicomFile, type ImportDeps } from '../../modules/acquisitions/import/service';
import type { Database } from '../../platform/db/database';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import { LocalEventBus, type EventBus } from '../../platform/realtime/event-bus';
import { buildDemoImagingCatalog, type DemoExam } from './catalog';
import { DEMO_PRACTICES } from './demo-practices';
import { seedPatientStory } from './seed-patient-story';
import { seedDemoAssessments, type SeedAssessmentsDeps } from './seed-assessments';
import { buildSyntheticExam } from './synthetic-dicom';

/**
 * The demo's image size: 256 × 768 pixels (1.17 mm each) keeps the demo's files small and its
 * seeding quick (docs/performance.md#demo-imaging), and is still a legible full-spine image at
 * preview size.
 */
export const DEMO_IMAGE_SIZE = { columns: 256, rows: 768 } as const;

export interface SeedImagingDeps extends Pick<ImportDeps, 'db' | 'blobs' | 'clock'> {
  /** Told one line when the seeding ends; silent when absent. */
  log?: (message: string) => void;
  /** The worklist's live feed, told of the demo assessments' modelings; none when absent. */
  acquisitionEvents?: EventBus<AcquisitionEvent>;
  /** What the approval route gives the review service (`seed-assessments.ts`). */
  review: SeedAssessmentsDeps['review'];
}

export interface SeedImagingOptions {
  columns?: number;
  rows?: number;
}

/** Where a demo physician's exams come from: the institution its device uploads for. */
interface PracticeAccount {
  userId: string;
  institutionId: string;
}

/** The demo physicians' accounts by email; throws when one is missing. */
async function practiceAccounts(db: Database): Promise<(email: string) => PracticeAccount> {
  const emails = DEMO_PRACTICES.map((practice) => practice.physicianEmail);
  const rows = await db
    .select({ email: users.email, id: users.id, institutionId: users.institutionId })
    .from(users)
    .where(inArray(users.email, emails));
  const accounts = new Map<string, PracticeAccount>();
  for (const email of emails) {
    const row = rows.find((candidate) => candidate.email === email);
    if (row === undefined || row.institutionId === null) {
      throw new Error(`The demo imaging needs the demo account ${email}, in an institution`);
    }
    accounts.set(email, { userId: row.id, institutionId: row.institutionId });
  }
  return (email) => {
    const account = accounts.get(email);
    if (account === undefined) throw new Error(`${email} is no demo practice`);
    return account;
  };
}

/**
 * Exams are seeded in catalog order, each frontal film then lateral: when the last exam's
 * lateral film is there, so is everything before it.
 */
async function isSeeded(db: Database, last: DemoExam): Promise<boolean> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.sopInstanceUid, last.lateral.sopInstanceUid));
  return row !== undefined;
}

/** The demo assessments (`seed-assessments.ts`) on the films just stored. */
function seedAssessments(
  deps: SeedImagingDeps,
  catalog: readonly DemoExam[],
  size: { columns: number; rows: number },
): Promise<number> {
  return seedDemoAssessments(
    {
      db: deps.db,
      acquisitionEvents: deps.acquisitionEvents ?? new LocalEventBus<AcquisitionEvent>(),
      review: deps.review,
      now: deps.clock.now(),
    },
    catalog,
    size,
  );
}

/**
 * The demo's imaging: synthetic full-spine exams (frontal and lateral DICOM files) for surgeon@
 * (80 exams of 40 patients) and surgeon2@ (10 of 5), imported through `importDicomFile` as the
 * physicians' site device would send them, so they are routed by their headers like real ones;
 * then the story of surgeon@'s patient records (`seedPatientStory`) and surgeon@'s own alignment
 * assessments (`seedDemoAssessments`). No modeling is written here: the exams' 3D models come from
 * the cases demo (`demo/cases`), through the technicians' queue.
 * It first gives both physicians the referring-physician tag their exams carry. Idempotent: once done it answers `skipped`; after a crash it resumes, stored
 * files answering 'already-stored'. Needs the demo accounts (`seedDemoData`).
 * @param options - image size, `DEMO_IMAGE_SIZE` by default (tests use smaller images)
 * @returns how many files were stored by this call, and whether it found the demo already there
 */
export async function seedDemoImaging(
  deps: SeedImagingDeps,
  options: SeedImagingOptions = {},
): Promise<{ imported: number; skipped: boolean }> {
  const { db } = deps;
  const catalog = buildDemoImagingCatalog(deps.clock.now());
  const last = catalog.at(-1);
  if (last === undefined) return { imported: 0, skipped: true };
  const columns = options.columns ?? DEMO_IMAGE_SIZE.columns;
  const rows = options.rows ?? DEMO_IMAGE_SIZE.rows;
  if (await isSeeded(db, last)) {
    // A seeding stopped between the last exam and the story finishes it here (once only).
    await seedPatientStory(db, catalog, deps.clock.now());
    await seedAssessments(deps, catalog, { columns, rows });
    return { imported: 0, skipped: true };
  }

  const accountOf = await practiceAccounts(db);
  await db
    .insert(referringPhysicianTags)
    .values(
      DEMO_PRACTICES.map((practice) => {
        const { userId, institutionId } = accountOf(practice.physicianEmail);
        return { userId, institutionId, tag: practice.referringPhysicianName };
      }),
    )
    .onConflictDoNothing();

  let imported = 0;
  for (const exam of catalog) {
    const { institutionId: deviceInstitutionId } = accountOf(exam.physicianEmail);
    const files = buildSyntheticExam({ ...exam, columns, rows });
    for (const bytes of [files.frontal, files.lateral]) {
      // Demo data, loaded by no one: no audit row.
      const result = await importDicomFile(deps, bytes, { deviceInstitutionId }, null);
      if (typeof result.status === 'number') {
        throw new Error(`Demo exam ${exam.key} was refused (${result.status}): ${result.message}`);
      }
      if (result.status === 'stored') imported++;
      if (result.studyId === null) throw new Error(`Demo exam ${exam.key} is another site's`);
    }
  }
  await seedPatientStory(db, catalog, deps.clock.now());
  const assessed = await seedAssessments(deps, catalog, { columns, rows });
  deps.log?.(
    `Demo imaging: ${imported} synthetic DICOM files stored (${catalog.length} exams), ${assessed} alignment assessments`,
  );
  return { imported, skipped: false };
}
