/**
 * The cases bench's load (issue 18), straight in SQL: a queue of cases as physicians' requests
 * leave it (each with its patient, exam, modeling, draft assessment, case row and `Requested`
 * event; the exams have no images), and technicians Online with a session each, opened as
 * sign-in opens one (`openSession`), without 100 argon2 verifications.
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import { cases, userRoles, users } from '../../apps/server/src/db/schema';
import { openSession } from '../../apps/server/src/platform/auth/sessions';
import type { Database } from '../../apps/server/src/platform/db/database';

/** A non-negative 31-bit hash of an integer expression, for spreading values reproducibly. */
const spread = (expression: string): SQL =>
  sql.raw(`(hashint4(${expression})::bigint & 2147483647)`);

/** A reproducible version-4 id: the patient, exam and modeling of case q are found without joins. */
const uuidOf = (prefix: string): SQL =>
  sql.raw(`overlay(overlay(md5('${prefix}-' || q) placing '4' from 13) placing '8' from 17)::uuid`);

/** The requests' times: spread over the last 30 days, so the queue's order is by age. */
const REQUEST_WINDOW_SECONDS = 30 * 86_400;

/**
 * `total` queued cases of `physician`'s, in one transaction: unassigned, in InitialModeling, not
 * pediatric, about one in ten High, then VACUUM ANALYZE as autovacuum would leave a table of
 * this size. Returns the High count.
 */
export async function loadCaseQueue(
  db: Database,
  physician: { id: string; institutionId: string | null },
  total: number,
): Promise<number> {
  const queued = sql.raw(String(total));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO patients (id, physician_id, institution_id, patient_id, family_name, given_name,
        birth_date, birth_date_raw, sex, search_family, search_given, search_patient_id, created_at)
      SELECT ${uuidOf('bench-case-patient')}, ${physician.id}::uuid, ${physician.institutionId}::uuid,
        'QUEUE-' || lpad(q::text, 6, '0'), 'Queue', 'Case ' || q,
        date '1950-01-01' + (${spread('q')} % 18000)::int,
        to_char(date '1950-01-01' + (${spread('q')} % 18000)::int, 'YYYYMMDD'),
        CASE WHEN q % 2 = 0 THEN 'F' ELSE 'M' END, 'queue', 'case ' || q,
        'queue-' || lpad(q::text, 6, '0'), now()
      FROM generate_series(1, ${queued}) q
    `);
    await tx.execute(sql`
      INSERT INTO studies (id, patient_id, physician_id, study_instance_uid, study_date,
        study_date_raw, description, created_at)
      SELECT ${uuidOf('bench-case-study')}, ${uuidOf('bench-case-patient')}, ${physician.id}::uuid,
        '1.2.826.0.1.3680043.10.2.' || q, (now() - interval '40 days')::date,
        to_char(now() - interval '40 days', 'YYYYMMDD'), 'EOS FULL SPINE', now() - interval '40 days'
      FROM generate_series(1, ${queued}) q
    `);
    await tx.execute(sql`
      INSERT INTO modelings (id, study_id, creation_timestamp, state)
      SELECT ${uuidOf('bench-case-modeling')}, ${uuidOf('bench-case-study')},
        (extract(epoch FROM now()) * 1000)::bigint, 'IA_IN_PROGRESS'
      FROM generate_series(1, ${queued}) q
    `);
    await tx.execute(sql`
      INSERT INTO alignment_assessments (modeling_id, state, phase, created_by, created_at)
      SELECT ${uuidOf('bench-case-modeling')}, 'draft', 'PRE_OP', ${physician.id}::uuid, now()
      FROM generate_series(1, ${queued}) q
    `);
    // Written in request order, as requests arrive; the exam's open case is unique
    // (cases_open_exam_idx): one case per exam.
    await tx.execute(sql`
      INSERT INTO cases (patient_id, study_id, modeling_id, physician_id, requested_by, type,
        priority, stage, pediatric, created_at, updated_at)
      SELECT ${uuidOf('bench-case-patient')}, ${uuidOf('bench-case-study')},
        ${uuidOf('bench-case-modeling')}, ${physician.id}::uuid, ${physician.id}::uuid, 'PreOp',
        CASE WHEN ${spread('q + 31')} % 10 = 0 THEN 'High' ELSE 'Regular' END,
        'InitialModeling', false, requested, requested
      FROM generate_series(1, ${queued}) q
      CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (${spread('q + 17')} % ${sql.raw(String(REQUEST_WINDOW_SECONDS))})::int) AS requested) r
      ORDER BY requested
    `);
    await tx.execute(sql`
      INSERT INTO case_events (case_id, event, to_stage, actor_id, at)
      SELECT id, 'Requested', 'InitialModeling', requested_by, created_at
      FROM cases ORDER BY created_at
    `);
  });
  await db.execute(sql`VACUUM ANALYZE`);
  const [counted] = await db
    .select({ high: count() })
    .from(cases)
    .where(eq(cases.priority, 'High'));
  return counted?.high ?? 0;
}

export interface BenchTechnician {
  id: string;
  email: string;
  /** A bearer token of a session opened as sign-in opens one. */
  token: string;
}

/**
 * `total` modeling technicians, experienced, Active (EULA accepted) and Online (set straight in the row: no
 * presence job watches them, so they stay Online), `bench.technician.<k>@sagitta.test`, each
 * with a session.
 */
export async function createBenchTechnicians(
  db: Database,
  total: number,
): Promise<BenchTechnician[]> {
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: total }, (_, index) => ({
        email: `bench.technician.${index + 1}@sagitta.test`,
        firstName: 'Bench',
        lastName: `Technician ${index + 1}`,
        status: 'Active' as const,
        subRole: 'Modeling' as const,
        onlineStatus: 'Online' as const,
        onlineStatusChangedAt: now,
        eulaAcknowledgedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db
    .insert(userRoles)
    .values(rows.map((row) => ({ userId: row.id, roleId: ROLE_IDS['3DS_TECHNICIAN'] })));
  const technicians: BenchTechnician[] = [];
  for (const row of rows) {
    const { token } = await openSession(db, now, row.id, '127.0.0.1');
    technicians.push({ ...row, token });
  }
  return technicians;
}

/** The seed's surgeon@, whose practice requests the bench's cases. */
export async function requestingPhysician(db: Database, email: string) {
  const [found] = await db
    .select({ id: users.id, institutionId: users.institutionId })
    .from(users)
    .where(eq(users.email, email));
  if (found === undefined) throw new Error(`${email} is missing from the seed`);
  return found;
}
