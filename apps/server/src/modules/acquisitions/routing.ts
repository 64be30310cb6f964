import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import { institutions, referringPhysicianTags, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import type { DicomHeader } from './dicom/parse-header';

/** Where an imported exam belongs: physician null means the unassigned list. */
export interface ExamRoute {
  physicianId: string | null;
  institutionId: string | null;
}

/**
 * Routes by the header alone (seed §5, exact comparison): the non-deleted institution named
 * exactly Institution Name (0008,0080), then its one physician with a referring-physician tag
 * exactly equal to Referring Physician's Name (0008,0090). Two physicians sharing a tag is
 * ambiguous: nobody is guessed, the exam goes to the unassigned list.
 */
export async function routeByHeader(db: Executor, study: DicomHeader['study']): Promise<ExamRoute> {
  if (study.institutionName === null) return { physicianId: null, institutionId: null };
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.name, study.institutionName), isNull(institutions.deletedAt)));
  if (institution === undefined) return { physicianId: null, institutionId: null };
  if (study.referringPhysicianNameRaw === null) {
    return { physicianId: null, institutionId: institution.id };
  }
  const physicians = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(referringPhysicianTags, eq(referringPhysicianTags.userId, users.id))
    .where(
      and(
        eq(users.institutionId, institution.id),
        eq(userRoles.roleId, ROLE_IDS.PHYSICIAN),
        eq(referringPhysicianTags.tag, study.referringPhysicianNameRaw),
      ),
    )
    .limit(2);
  const [only] = physicians;
  return {
    physicianId: physicians.length === 1 && only !== undefined ? only.id : null,
    institutionId: institution.id,
  };
}
