import {
  ADDED_SUCCESSFULLY,
  isInstitutionUser,
  roleString,
  type InstitutionMember,
  type RoleName,
} from '@sagitta/domain';
import type { SessionCache } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/database';
import { Conflict, Invalid, NotFound } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  attachUser,
  detachMember,
  findCandidateByEmail,
  listMembers,
  type Candidate,
} from './members-repo';
import { findInstitution, lockInstitution } from './repo';
import { INSTITUTION_NOT_FOUND } from './service';

export const MEMBER_MESSAGES = {
  userNotFound: 'User not found',
  inAnotherInstitution: 'User already belongs to another institution',
  inThisInstitution: 'User already belongs to this institution',
  roleCannotJoin:
    'Only physicians, clinical staff and sales representatives belong to an institution',
  notAMember: 'User is not a member of this institution',
} as const;

/** The roles that belong to an institution (seed §6 "institution user"). */
const INSTITUTION_ROLES: readonly RoleName[] = [
  'PHYSICIAN',
  'CLINICAL_STAFF',
  'SALES_REPRESENTATIVE',
];

/**
 * Whether an account may belong to an institution: an institution user holding no other role,
 * so that an administrator or technician never gets an institution's tier through a second role.
 */
function mayJoin(roles: readonly RoleName[]): boolean {
  return isInstitutionUser(roles) && roles.every((role) => INSTITUTION_ROLES.includes(role));
}

/**
 * The institution's users, every status but Deleted.
 * @throws NotFound for an unknown or deleted institution
 */
export async function listInstitutionMembers(
  db: Database,
  institutionId: string,
): Promise<InstitutionMember[]> {
  if ((await findInstitution(db, institutionId)) === null) {
    throw new NotFound(INSTITUTION_NOT_FOUND);
  }
  return (await listMembers(db, institutionId)).map((row) => ({
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    suffix: row.suffix,
    emailAddress: row.email,
    roles: row.roles.map(roleString),
    status: row.status,
    institutionRole: row.institutionRole,
  }));
}

function refuseUnfit(candidate: Candidate, institutionId: string): void {
  if (!mayJoin(candidate.roles)) throw new Invalid(MEMBER_MESSAGES.roleCannotJoin);
  if (candidate.institutionId === institutionId) {
    throw new Conflict(MEMBER_MESSAGES.inThisInstitution);
  }
  if (candidate.institutionId !== null) throw new Conflict(MEMBER_MESSAGES.inAnotherInstitution);
}

/**
 * Adds a user, named by email, to an institution. A user belongs to one institution at most:
 * moving one means removing them from the other first.
 * @throws NotFound for an unknown or deleted institution, or an email no account has
 * @throws Invalid for a role that does not belong to institutions
 * @throws Conflict when the user already belongs to this or another institution
 */
export async function addInstitutionMember(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  institutionId: string,
  email: string,
): Promise<{ message: typeof ADDED_SUCCESSFULLY }> {
  const userId = await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, institutionId))) throw new NotFound(INSTITUTION_NOT_FOUND);
    const candidate = await findCandidateByEmail(tx, email);
    if (candidate === null) throw new NotFound(MEMBER_MESSAGES.userNotFound);
    refuseUnfit(candidate, institutionId);
    // Conditional on the user having no institution: another addition may have won meanwhile.
    if (!(await attachUser(tx, candidate.id, institutionId, context.now))) {
      throw new Conflict(MEMBER_MESSAGES.inAnotherInstitution);
    }
    await context.audit(tx, {
      action: 'institution.member.add',
      targetType: 'institution',
      targetId: institutionId,
      outcome: 'success',
      details: { userId: candidate.id },
    });
    return candidate.id;
  });
  accounts.forgetUser(userId);
  return { message: ADDED_SUCCESSFULLY };
}

/**
 * Takes a user out of an institution. They keep their account and session; their institution's
 * tier features go on their next request.
 * @throws NotFound for an unknown or deleted institution, or a user who is not its member
 */
export async function removeInstitutionMember(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  institutionId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, institutionId))) throw new NotFound(INSTITUTION_NOT_FOUND);
    if (!(await detachMember(tx, userId, institutionId, context.now))) {
      throw new NotFound(MEMBER_MESSAGES.notAMember);
    }
    await context.audit(tx, {
      action: 'institution.member.remove',
      targetType: 'institution',
      targetId: institutionId,
      outcome: 'success',
      details: { userId },
    });
  });
  accounts.forgetUser(userId);
}
