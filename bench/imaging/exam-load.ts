/**
 * Loads the worklist bench's exams straight in SQL (INSERT … SELECT over generate_series), into
 * the tables the real migrations made: patients with their `search_*` columns, studies with the
 * denormalised physician, two series per exam (frontal and lateral, as EOS takes them) and
 * modelings on about a quarter of the exams. Instances are not loaded: the worklist never reads
 * them.
 *
 * Patient p (1…N) is `MRN-<p>` (6 digits), with exams p-1 + N·j (j = 0…examsPerPatient-1). Names come from
 * `names.ts`, their search forms computed with the domain's `normalizeForSearch`; IDs and
 * accession numbers are ASCII, where `normalizeForSearch` is `lower` (and trim: none have spaces).
 * Dates and arrival times are spread by hashes, and rows are written in arrival order, so each
 * physician's exams are scattered over the table as they would be after years of imports.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { normalizeForSearch, ROLE_IDS } from '@sagitta/domain';
import { userRoles, users } from '../../apps/server/src/db/schema';
import type { Database } from '../../apps/server/src/platform/db/database';
import { withIndexesDeferred } from './deferred-indexes';
import { FAMILY_NAMES, GIVEN_NAMES } from './names';

const LOADED_TABLES = ['patients', 'studies', 'series', 'modelings'];

/** A physician and the run of patient numbers that are theirs. */
export interface PhysicianShare {
  label: string;
  physicianId: string;
  institutionId: string | null;
  firstPatient: number;
  lastPatient: number;
}

export interface ExamPlan {
  patients: number;
  examsPerPatient: number;
}

/** Physicians with no password (nobody signs in as them), `bench.physician.<k>@sagitta.test`. */
export async function createBenchPhysicians(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench.physician.${index + 1}@sagitta.test`,
        firstName: 'Bench',
        lastName: `Physician ${index + 1}`,
        status: 'Active' as const,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(userRoles)
    .values(rows.map((row) => ({ userId: row.id, roleId: ROLE_IDS.PHYSICIAN })));
  return rows.map((row) => row.id);
}

/**
 * The surgeon's patients first, then the others shared out in a falling line: the busiest bench
 * physician has about 100 times the patients of the quietest, all fewer than the surgeon's.
 */
export function shareOut(
  plan: ExamPlan,
  surgeon: { id: string; institutionId: string | null; patients: number },
  others: readonly string[],
): PhysicianShare[] {
  const shares: PhysicianShare[] = [
    {
      label: 'surgeon@',
      physicianId: surgeon.id,
      institutionId: surgeon.institutionId,
      firstPatient: 1,
      lastPatient: surgeon.patients,
    },
  ];
  const rest = plan.patients - surgeon.patients;
  const weights = others.map((_, index) => others.length - index);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let next = surgeon.patients + 1;
  others.forEach((physicianId, index) => {
    const last =
      index === others.length - 1
        ? plan.patients
        : next - 1 + Math.round((rest * (weights[index] ?? 0)) / total);
    shares.push({
      label: `bench.physician.${index + 1}`,
      physicianId,
      institutionId: null,
      firstPatient: next,
      lastPatient: last,
    });
    next = last + 1;
  });
  return shares;
}

/** A non-negative 31-bit hash of an integer expression, for spreading values reproducibly. */
const spread = (expression: string): SQL =>
  sql.raw(`(hashint4(${expression})::bigint & 2147483647)`);

/**
 * A reproducible id from a hash, marked version 4 (variant 10) as the API's ids must be: a
 * patient file opened by id checks it is a UUID (`z.uuid()`), which a bare md5 is not.
 */
const uuidOf = (expression: string): SQL =>
  sql.raw(`overlay(overlay(md5(${expression}) placing '4' from 13) placing '8' from 17)::uuid`);

function namesTable(names: readonly string[]): SQL {
  return sql.join(
    names.map(
      (name, index) =>
        sql`(${sql.raw(String(index))}, ${name}::text, ${normalizeForSearch(name)}::text)`,
    ),
    sql`, `,
  );
}

async function loadPatients(db: Database, shares: readonly PhysicianShare[]): Promise<void> {
  const ranges = sql.join(
    shares.map(
      (share) =>
        sql`(${share.physicianId}::uuid, ${share.institutionId}::uuid, ${sql.raw(String(share.firstPatient))}, ${sql.raw(String(share.lastPatient))})`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    WITH family(i, name, search) AS (VALUES ${namesTable(FAMILY_NAMES)}),
      given(i, name, search) AS (VALUES ${namesTable(GIVEN_NAMES)}),
      ranges(physician_id, institution_id, first_patient, last_patient) AS (VALUES ${ranges}),
      numbered AS (
        SELECT r.physician_id, r.institution_id, p, 'MRN-' || lpad(p::text, 6, '0') AS patient_id,
          date '1935-01-01' + (${spread('p * 3')} % 25000)::int AS birth_date
        FROM ranges r CROSS JOIN LATERAL generate_series(r.first_patient, r.last_patient) p
      )
    INSERT INTO patients (id, physician_id, institution_id, patient_id, family_name, given_name,
      birth_date, birth_date_raw, sex, search_family, search_given, search_patient_id, created_at)
    SELECT ${uuidOf("'bench-patient-' || n.p")}, n.physician_id, n.institution_id, n.patient_id,
      f.name, g.name, n.birth_date, to_char(n.birth_date, 'YYYYMMDD'),
      CASE WHEN ${spread('p * 5')} % 2 = 0 THEN 'F' ELSE 'M' END,
      f.search, g.search, lower(n.patient_id), now()
    FROM numbered n
    JOIN family f ON f.i = ${spread('p')} % ${sql.raw(String(FAMILY_NAMES.length))}
    JOIN given g ON g.i = ${spread('p + 7777777')} % ${sql.raw(String(GIVEN_NAMES.length))}
    ORDER BY ${spread('p + 13')}
  `);
}

async function loadStudies(db: Database, plan: ExamPlan): Promise<void> {
  const days = 6_900; // 2008-01-01 to late 2026
  await db.execute(sql`
    INSERT INTO studies (id, patient_id, physician_id, study_instance_uid, study_date,
      study_date_raw, description, accession_number, search_accession_number, created_at)
    SELECT ${uuidOf("'bench-study-' || e")}, patient_id, physician_id,
      '1.2.826.0.1.3680043.10.1.' || e,
      CASE WHEN e % 200 = 0 THEN NULL ELSE (arrival - interval '3 hours')::date END,
      CASE WHEN e % 200 = 0 THEN NULL ELSE to_char(arrival - interval '3 hours', 'YYYYMMDD') END,
      (ARRAY['EOS FULL SPINE', 'EOS LUMBAR SPINE', 'EOS CERVICAL SPINE', 'EOS LOWER LIMBS'])[1 + e % 4],
      CASE WHEN e % 10 = 0 THEN NULL ELSE 'ACC' || lpad(e::text, 7, '0') END,
      CASE WHEN e % 10 = 0 THEN '' ELSE 'acc' || lpad(e::text, 7, '0') END,
      arrival
    FROM (
      SELECT pa.id AS patient_id, pa.physician_id, x.e,
        timestamptz '2008-01-01 06:00:00+00'
          + make_interval(days => (${spread('x.e')} % ${sql.raw(String(days))})::int,
                          secs => (${spread('x.e + 1')} % 43200)::int) AS arrival
      FROM patients pa
      CROSS JOIN generate_series(0, ${sql.raw(String(plan.examsPerPatient - 1))}) j
      CROSS JOIN LATERAL (
        SELECT substr(pa.patient_id, 5)::int - 1 + ${sql.raw(String(plan.patients))} * j AS e
      ) x
      WHERE pa.patient_id LIKE 'MRN-%'
    ) exam
    ORDER BY arrival
  `);
}

/**
 * The studies, with the trigger that keeps each record's `last_exam_date` (migration 0014) off
 * while they go in, then every record's date set in one statement, as the migration does: the
 * trigger's one update per exam would be a million lookups in tables whose indexes are dropped.
 */
async function loadStudiesKeepingLastExamDates(db: Database, plan: ExamPlan): Promise<void> {
  await db.execute(sql`ALTER TABLE studies DISABLE TRIGGER studies_last_exam_date_on_insert`);
  await loadStudies(db, plan);
  await db.execute(sql`ALTER TABLE studies ENABLE TRIGGER studies_last_exam_date_on_insert`);
  await db.execute(sql`
    UPDATE patients p SET last_exam_date = latest.d
    FROM (
      SELECT s.patient_id, max(s.study_date) AS d
      FROM studies s JOIN patients o ON o.id = s.patient_id AND o.physician_id = s.physician_id
      GROUP BY s.patient_id
    ) latest
    WHERE latest.patient_id = p.id AND latest.d IS NOT NULL
  `);
}

async function loadSeriesAndModelings(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO series (study_id, series_instance_uid, description, modality, number)
    SELECT s.id, s.study_instance_uid || '.' || k,
      CASE k WHEN 1 THEN 'EOS FULL SPINE FRONTAL' ELSE 'EOS FULL SPINE LATERAL' END, 'DX', k
    FROM studies s CROSS JOIN generate_series(1, 2) k
  `);
  // About 25 % of exams have a modeling, 6 % a second one.
  await db.execute(sql`
    INSERT INTO modelings (study_id, creation_timestamp, state)
    SELECT s.id, (extract(epoch FROM s.created_at) * 1000)::bigint + k * 3600000,
      (ARRAY['MODELIZED', 'NOT_MODELIZED', 'IA_IN_PROGRESS'])[1 + (hashtext(s.study_instance_uid || k) & 2147483647) % 3]
    FROM studies s CROSS JOIN generate_series(1, 2) k
    WHERE (hashtext(s.study_instance_uid) & 1023) < CASE k WHEN 1 THEN 256 ELSE 64 END
  `);
}

/**
 * The benches' practices: surgeon@ (found by `email` in the seed) with `surgeonExams` of the
 * `exams`, the largest practice, and the rest shared out among `physicians` bench physicians
 * created here (`shareOut`).
 */
export async function benchPractices(
  db: Database,
  load: {
    email: string;
    exams: number;
    examsPerPatient: number;
    surgeonExams: number;
    physicians: number;
  },
) {
  const [surgeon] = await db
    .select({ id: users.id, institutionId: users.institutionId })
    .from(users)
    .where(eq(users.email, load.email));
  if (surgeon === undefined) throw new Error(`${load.email} is missing from the seed`);
  const plan: ExamPlan = {
    patients: load.exams / load.examsPerPatient,
    examsPerPatient: load.examsPerPatient,
  };
  const others = await createBenchPhysicians(db, load.physicians);
  const shares = shareOut(
    plan,
    { ...surgeon, patients: load.surgeonExams / load.examsPerPatient },
    others,
  );
  return { surgeon, plan, shares };
}

export interface LoadTimes {
  patientsMs: number;
  studiesMs: number;
  seriesAndModelingsMs: number;
  indexesMs: number;
  vacuumAnalyzeMs: number;
}

/**
 * Writes the plan's patients and exams in one transaction, with the tables' indexes and keys
 * made after the rows (`withIndexesDeferred`). Then VACUUM ANALYZE, as autovacuum would have
 * done on a PostgreSQL server that grew to this size (PGlite has no autovacuum: see the report).
 */
export async function loadExams(
  db: Database,
  plan: ExamPlan,
  shares: readonly PhysicianShare[],
  options: { analyze: boolean },
): Promise<LoadTimes> {
  const times: LoadTimes = {
    patientsMs: 0,
    studiesMs: 0,
    seriesAndModelingsMs: 0,
    indexesMs: 0,
    vacuumAnalyzeMs: 0,
  };
  const step = async (key: keyof LoadTimes, work: () => Promise<void>): Promise<void> => {
    const start = performance.now();
    await work();
    times[key] = performance.now() - start;
  };
  await db.transaction(async (tx) => {
    // Index builds sort in memory up to this much, instead of in temporary files.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
    const inTransaction = tx as unknown as Database;
    times.indexesMs = await withIndexesDeferred(tx, LOADED_TABLES, async () => {
      await step('patientsMs', () => loadPatients(inTransaction, shares));
      await step('studiesMs', () => loadStudiesKeepingLastExamDates(inTransaction, plan));
      await step('seriesAndModelingsMs', () => loadSeriesAndModelings(inTransaction));
    });
  });
  if (options.analyze) {
    await step('vacuumAnalyzeMs', async () => {
      await db.execute(sql`VACUUM ANALYZE`);
    });
  }
  return times;
}
