/**
 * What makes every tab of the Patient List and the patient file have work, written straight in
 * SQL after the exams: about one record in ten a surgical candidate (every physician's), one of
 * surgeon@'s records in fifty starred by surgeon@, and notes on a quarter of surgeon@'s records
 * (one to four each, by surgeon@). Spread by hashes of the record's MRN, so every run is the same.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/database';

export interface FlagCounts {
  candidates: number;
  favorites: number;
  notes: number;
}

const countOf = async (db: Database, query: SQL): Promise<number> => {
  // node-postgres and PGlite both answer `{ rows }` to `execute`.
  const result: unknown = await db.execute(query);
  const { rows } = result as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
};

/** Flags, stars and notes; then ANALYZE of the tables written, as autovacuum would. */
export async function flagPatients(db: Database, surgeonId: string): Promise<FlagCounts> {
  const hashed = (salt: string, modulo: number) =>
    sql.raw(`((hashtext(patient_id || '${salt}') & 2147483647) % ${modulo})`);
  await db.execute(
    sql`UPDATE patients SET surgical_candidate = true WHERE ${hashed('candidate', 10)} = 0`,
  );
  await db.execute(sql`
    INSERT INTO patient_favorites (user_id, patient_id, created_at)
    SELECT ${surgeonId}::uuid, id, now() FROM patients
    WHERE physician_id = ${surgeonId}::uuid AND ${hashed('favorite', 50)} = 0
  `);
  await db.execute(sql`
    INSERT INTO patient_notes (patient_id, author_user_id, author_role, note, created_at)
    SELECT p.id, ${surgeonId}::uuid, 'PHYSICIAN',
      'Bench note ' || k || ': follow-up in six weeks, standing films.',
      now() - make_interval(days => k * 30)
    FROM patients p CROSS JOIN LATERAL generate_series(1, 1 + ${hashed('notes', 4)}) k
    WHERE p.physician_id = ${surgeonId}::uuid AND ${hashed('noted', 4)} = 0
  `);
  await db.execute(sql`VACUUM ANALYZE patients, patient_favorites, patient_notes`);
  return {
    candidates: await countOf(
      db,
      sql`SELECT count(*) AS n FROM patients WHERE physician_id = ${surgeonId}::uuid AND surgical_candidate`,
    ),
    favorites: await countOf(db, sql`SELECT count(*) AS n FROM patient_favorites`),
    notes: await countOf(db, sql`SELECT count(*) AS n FROM patient_notes`),
  };
}
