import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import type { DicomHeader } from './dicom/parse-header';

/** Where an imported exam belongs: physician null means the unassigned list. */
export interface ExamRoute {
  physicianId: string | null;
  institutionId: string | null;
}

/**
 * A query of one row (physician_id, institution_id): where the header routes the exam (seed §5,
 * exact comparison). The non-deleted institution named exactly Institution Name (0008,0080), then
 * its one physician with a referring-physician tag exactly equal to Referring Physician's Name
 * (0008,0090). Two physicians sharing a tag is ambiguous: nobody is guessed. What the header
 * leaves open is taken from `fallback` (the uploader's part: `fallbackRoute` in import.ts); a
 * fallback physician without an institution brings their own.
 *
 * It is SQL rather than a lookup in JS so the import files an instance in one statement.
 */
export function routeOf(study: DicomHeader['study'], fallback: ExamRoute): SQL {
  return sql`
    WITH institution AS (
      SELECT id FROM institutions
      WHERE name = ${study.institutionName}::text AND deleted_at IS NULL
      ORDER BY id LIMIT 1
    ), tagged AS (
      SELECT DISTINCT users.id FROM users
      JOIN user_roles ON user_roles.user_id = users.id AND user_roles.role_id = ${ROLE_IDS.PHYSICIAN}::int
      JOIN referring_physician_tags tags ON tags.user_id = users.id
      WHERE users.institution_id = (SELECT id FROM institution)
        AND tags.tag = ${study.referringPhysicianNameRaw}::text
      LIMIT 2
    )
    SELECT
      COALESCE(
        (SELECT id FROM tagged WHERE (SELECT count(*) FROM tagged) = 1),
        ${fallback.physicianId}::uuid
      ) AS physician_id,
      COALESCE(
        (SELECT id FROM institution),
        ${fallback.institutionId}::uuid,
        (SELECT institution_id FROM users WHERE id = ${fallback.physicianId}::uuid)
      ) AS institution_id`;
}
