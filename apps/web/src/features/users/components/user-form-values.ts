import {
  formatPhone,
  isInstitutionRole,
  isInstitutionUser,
  ROLES_WITH_STATES,
  rolesFromStrings,
  TIERS,
  type InstitutionRole,
  type RoleName,
  type TechnicianSubRole,
  type Tier,
  type User,
  type UserCreate,
  USER_ALREADY_EXISTS,
} from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';

/** What the user form edits: text as typed, choices as Mantine selects hold them. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  suffix: string;
  emailAddress: string;
  /** Masked as typed: `(NNN) NNN NNNN`. */
  phone: string;
  role: RoleName | null;
  subRole: TechnicianSubRole | null;
  inexperienced: boolean;
  institutionId: string | null;
  institutionRole: InstitutionRole | null;
  npi: string;
  salesforceId: string;
  /** Two-letter codes. */
  states: string[];
  /** '1', '2', '3', or null for none. */
  pricingTier: string | null;
  isBetaUser: boolean;
  onlyViewSurgicalCandidates: boolean;
}

/** The payload being built, before a role is chosen. */
export type UserDraft = Omit<UserCreate, 'role'> & { role: RoleName | null };

/** Which role-dependent fields the form shows for a role. */
export interface RoleFields {
  technician: boolean;
  institution: boolean;
  physician: boolean;
  salesRepresentative: boolean;
  states: boolean;
}

export function roleFields(role: RoleName | null): RoleFields {
  return {
    technician: role === '3DS_TECHNICIAN',
    institution: role !== null && isInstitutionUser([role]),
    physician: role === 'PHYSICIAN',
    salesRepresentative: role === 'SALES_REPRESENTATIVE',
    states: role !== null && ROLES_WITH_STATES.includes(role),
  };
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  suffix: '',
  emailAddress: '',
  phone: '',
  role: null,
  subRole: null,
  inexperienced: false,
  institutionId: null,
  institutionRole: null,
  npi: '',
  salesforceId: '',
  states: [],
  pricingTier: null,
  isBetaUser: false,
  onlyViewSurgicalCandidates: false,
};

/** The form filled with an account, for the edit page. */
export function userFormValuesOf(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    suffix: user.suffix ?? '',
    emailAddress: user.emailAddress,
    phone: formatPhone(user.phone ?? ''),
    role: rolesFromStrings(user.roles)[0] ?? null,
    subRole: user.subrole,
    inexperienced: user.userRoleProperties.inexperienced,
    institutionId: user.institutionId,
    institutionRole:
      user.institutionRole !== null && isInstitutionRole(user.institutionRole)
        ? user.institutionRole
        : null,
    npi: user.npi ?? '',
    salesforceId: user.salesforceId ?? '',
    states: user.states,
    pricingTier: user.pricingTier === null ? null : String(user.pricingTier),
    isBetaUser: user.isBetaUser,
    onlyViewSurgicalCandidates: user.onlyViewSurgicalCandidates,
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value);

function tierOf(value: string | null): Tier | null {
  return TIERS.find((tier) => String(tier) === value) ?? null;
}

/**
 * The payload of `POST /api/v1/users` and `PUT /api/v1/users/{id}`: blanks become null, and the
 * fields another role would carry are cleared so that a role change leaves nothing behind.
 */
export function userDraftOf(values: UserFormValues): UserDraft {
  const shown = roleFields(values.role);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    suffix: blankToNull(values.suffix),
    emailAddress: values.emailAddress.trim(),
    phone: blankToNull(values.phone),
    role: values.role,
    subRole: shown.technician ? values.subRole : null,
    inexperienced: shown.technician && values.inexperienced,
    institutionId: shown.institution ? values.institutionId : null,
    institutionRole: shown.institution ? values.institutionRole : null,
    npi: shown.physician ? blankToNull(values.npi) : null,
    salesforceId: shown.salesRepresentative ? blankToNull(values.salesforceId) : null,
    states: shown.states ? values.states : [],
    pricingTier: tierOf(values.pricingTier),
    isBetaUser: values.isBetaUser,
    onlyViewSurgicalCandidates: values.onlyViewSurgicalCandidates,
  };
}

/** A refusal the form shows: on a field (the duplicate email) or as its alert. */
export interface UserFormProblem {
  field?: keyof UserFormValues;
  message: string;
}

/**
 * What the form shows for a failed save: 'User already exists' on the email field (seed §5: an
 * expected error returned to the caller), another refusal with the server's message.
 * @param error - what the save rejected with
 * @param fallback - the message when the server said nothing usable (network, server error)
 */
export function userFormProblemOf(error: unknown, fallback: string): UserFormProblem {
  if (!(error instanceof HttpFailure) || error.isNetworkFailure || error.status >= 500) {
    return { message: fallback };
  }
  if (error.message.toLowerCase().includes(USER_ALREADY_EXISTS.toLowerCase())) {
    return { field: 'emailAddress', message: error.message };
  }
  return { message: error.message };
}
