import type { z } from 'zod';
import { isInstitutionUser, ROLES_WITH_STATES, type userCreate } from '@sagitta/domain';
import { Invalid } from '../../platform/errors/errors';
import type { UserRow } from './repo';
import type { UserValues } from './admin-repo';

export type AccountInput = z.output<typeof userCreate>;

/** What a role allows of the fields an administrator sets (the field rules are the schema's). */
export const ACCOUNT_FIELD_MESSAGES = {
  subRoleRequired: 'A 3DS technician needs a sub-role',
  subRoleNotAllowed: 'Only 3DS technicians have a sub-role',
  inexperiencedNotAllowed: 'Only 3DS technicians can be marked inexperienced',
  institutionNotAllowed:
    'Only physicians, clinical staff and sales representatives belong to an institution',
  institutionRoleWithoutInstitution: 'An institution role needs an institution',
  statesNotAllowed: 'This role has no account states',
  institutionNotFound: 'Institution not found',
} as const;

function refuse(field: string, message: string): never {
  throw new Invalid(message, [{ field: `body.${field}`, message }]);
}

/** A field left out keeps what is stored (its default on creation); null clears it. */
const kept = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/**
 * The account's columns from what an administrator sent, on creation (`stored` null) or on
 * edit. Fields a role does not have are refused when sent, and dropped when left out: a
 * technician made a physician loses their sub-role.
 * @throws Invalid naming the field, with the message of `ACCOUNT_FIELD_MESSAGES`
 */
export function accountColumns(
  input: AccountInput,
  stored: UserRow | null,
): Omit<UserValues, 'status' | 'createdAt' | 'updatedAt'> {
  const technician = input.role === '3DS_TECHNICIAN';
  const institutionUser = isInstitutionUser([input.role]);
  const hasStates = ROLES_WITH_STATES.includes(input.role);

  const subRole = kept(input.subRole, technician ? (stored?.subRole ?? null) : null);
  if (!technician && subRole !== null) refuse('subRole', ACCOUNT_FIELD_MESSAGES.subRoleNotAllowed);
  if (technician && subRole === null) refuse('subRole', ACCOUNT_FIELD_MESSAGES.subRoleRequired);

  const inexperienced = kept(input.inexperienced, technician && (stored?.inexperienced ?? false));
  if (!technician && inexperienced) {
    refuse('inexperienced', ACCOUNT_FIELD_MESSAGES.inexperiencedNotAllowed);
  }

  const institutionId = kept(
    input.institutionId,
    institutionUser ? (stored?.institutionId ?? null) : null,
  );
  if (!institutionUser && institutionId !== null) {
    refuse('institutionId', ACCOUNT_FIELD_MESSAGES.institutionNotAllowed);
  }
  const institutionRole = kept(
    input.institutionRole,
    institutionId === null ? null : (stored?.institutionRole ?? null),
  );
  if (institutionRole !== null && institutionId === null) {
    refuse('institutionRole', ACCOUNT_FIELD_MESSAGES.institutionRoleWithoutInstitution);
  }

  const states = kept(input.states, hasStates ? (stored?.states ?? []) : []);
  if (!hasStates && states.length > 0) refuse('states', ACCOUNT_FIELD_MESSAGES.statesNotAllowed);

  return {
    email: input.emailAddress,
    firstName: input.firstName,
    lastName: input.lastName,
    suffix: kept(input.suffix, stored?.suffix ?? null),
    phone: kept(input.phone, stored?.phone ?? null),
    subRole,
    inexperienced,
    // Technicians who take cases start Offline; managers hand them out and have no status.
    onlineStatus: technician && subRole !== 'Manager' ? (stored?.onlineStatus ?? 'Offline') : null,
    institutionId,
    institutionRole,
    states,
    isBetaUser: kept(input.isBetaUser, stored?.isBetaUser ?? false),
    onlyViewSurgicalCandidates: kept(
      input.onlyViewSurgicalCandidates,
      stored?.onlyViewSurgicalCandidates ?? false,
    ),
    npi: kept(input.npi, stored?.npi ?? null),
    salesforceId: kept(input.salesforceId, stored?.salesforceId ?? null),
    pricingTier: kept(input.pricingTier, stored?.pricingTier ?? null),
    inactivitySeconds: kept(input.inactivitySeconds, stored?.inactivitySeconds ?? null),
  };
}
