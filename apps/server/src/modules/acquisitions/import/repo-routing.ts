import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import type { DicomHeader } from '../dicom/parse-header';
import type { UploadScope } from './upload-scope';

/**
 * A query of one row (physician_id, institution_id): where the header routes the exam (seed §5,
 * exact comparison); physician null means the unassigned list.
 *
 * - The institution is the non-deleted one named exactly Institution Name (0008,0080), if the
 *   uploader may route into it: a device only into its own institution, a physician only into
 *   their own (issue 14: a header is no credential); a system administrator into any.
 * - Then its one physician holding a referring-physician tag exactly equal to Referring
 *   Physician's Name (0008,0090). Tags are unique within an institution; should two physicians
 *   still share one, nobody is guessed.
 * - A header naming an institution the uploader may not route into waits unassigned, at the
 *   uploader's own institution (where it was received). A header naming no institution, or no
 *   tag of it: a physician's exam is theirs, a device's waits unassigned at its institution.
 *
 * It is SQL rather than a lookup in JS so the import files an instance in one statement.
 */
export function routeOf(study: DicomHeader['study'], scope: UploadScope): SQL {
  return sql`
    WITH institution AS (
      SELECT id FROM institutions
      WHERE name = ${study.institutionName}::text AND deleted_at IS NULL
      ORDER BY id LIMIT 1
    ), home AS (
      SELECT COALESCE(
        ${scope.deviceInstitutionId}::uuid,
        (SELECT institution_id FROM users WHERE id = ${scope.physicianId}::uuid)
      ) AS id
    ), named AS (
      SELECT id FROM institution
      WHERE ${scope.administrator}::boolean OR id = (SELECT id FROM home)
    ), tagged AS (
      SELECT DISTINCT users.id FROM users
      JOIN user_roles ON user_roles.user_id = users.id AND user_roles.role_id = ${ROLE_IDS.PHYSICIAN}::int
      JOIN referring_physician_tags tags ON tags.user_id = users.id
      WHERE users.institution_id = (SELECT id FROM named)
        AND tags.institution_id = (SELECT id FROM named)
        AND tags.tag = ${study.referringPhysicianNameRaw}::text
      LIMIT 2
    )
    SELECT
      CASE WHEN EXISTS (SELECT 1 FROM institution) AND NOT EXISTS (SELECT 1 FROM named) THEN NULL
        ELSE COALESCE(
          (SELECT id FROM tagged WHERE (SELECT count(*) FROM tagged) = 1),
          ${scope.physicianId}::uuid
        )
      END AS physician_id,
      COALESCE((SELECT id FROM named), (SELECT id FROM home)) AS institution_id`;
}
