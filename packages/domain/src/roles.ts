/** The namespace every role string carries (`sagitta:PHYSICIAN`). */
export const ROLE_NAMESPACE = 'sagitta';

/** The product's roles, in the order of seed §1. */
export const ROLE_NAMES = [
  'PHYSICIAN',
  'CLINICAL_STAFF',
  'SALES_REPRESENTATIVE',
  '3DS_TECHNICIAN',
  'ROD_MANUFACTURER',
  'SYSTEM_ADMINISTRATOR',
  'USER_ADMINISTRATOR',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Fixed role identifiers. They are part of the API (`roles`, `roleIds` on connections) and are
 * seeded with these values, so they must never be renumbered.
 */
export const ROLE_IDS: Readonly<Record<RoleName, number>> = {
  PHYSICIAN: 1,
  CLINICAL_STAFF: 2,
  SALES_REPRESENTATIVE: 3,
  '3DS_TECHNICIAN': 4,
  ROD_MANUFACTURER: 5,
  SYSTEM_ADMINISTRATOR: 6,
  USER_ADMINISTRATOR: 7,
};

/** Human-readable labels for role names. */
export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  PHYSICIAN: 'Physician',
  CLINICAL_STAFF: 'Clinical Staff',
  SALES_REPRESENTATIVE: 'Sales Representative',
  '3DS_TECHNICIAN': '3DS Technician',
  ROD_MANUFACTURER: 'Rod Manufacturer',
  SYSTEM_ADMINISTRATOR: 'System Administrator',
  USER_ADMINISTRATOR: 'User Administrator',
};

/** Sub-roles of a 3DS technician. */
export const TECHNICIAN_SUB_ROLES = ['Modeling', 'Planning', 'Manager'] as const;
export type TechnicianSubRole = (typeof TECHNICIAN_SUB_ROLES)[number];

const ROLE_BY_ID = new Map<number, RoleName>(ROLE_NAMES.map((name) => [ROLE_IDS[name], name]));

/**
 * Role names from stored role ids; unknown ids are dropped.
 * @param ids - role ids as stored in `user_roles`
 */
export function rolesFromIds(ids: readonly number[]): RoleName[] {
  return ids.flatMap((id) => ROLE_BY_ID.get(id) ?? []);
}

/**
 * The role as carried on the wire.
 * @param role - a role name
 * @returns `namespace:role`, for example `sagitta:PHYSICIAN`
 */
export function roleString(role: RoleName): string {
  return `${ROLE_NAMESPACE}:${role}`;
}

/**
 * Role names from role strings as carried on the wire (`sagitta:PHYSICIAN`); strings of another
 * namespace or unknown roles are dropped.
 * @param strings - the `roles` of a user answer
 */
export function rolesFromStrings(strings: readonly string[]): RoleName[] {
  return ROLE_NAMES.filter((name) => strings.includes(roleString(name)));
}

/** Administrator means system administrator or user administrator (seed §6). */
export function isAdministrator(roles: readonly RoleName[]): boolean {
  return roles.includes('SYSTEM_ADMINISTRATOR') || roles.includes('USER_ADMINISTRATOR');
}

/** Institution user means physician, clinical staff or sales representative (seed §6). */
export function isInstitutionUser(roles: readonly RoleName[]): boolean {
  return (
    roles.includes('PHYSICIAN') ||
    roles.includes('CLINICAL_STAFF') ||
    roles.includes('SALES_REPRESENTATIVE')
  );
}

/** Clinical staff and sales representatives act for a connected physician (seed §6). */
export function actsForPhysician(roles: readonly RoleName[]): boolean {
  return (
    !roles.includes('PHYSICIAN') &&
    (roles.includes('CLINICAL_STAFF') || roles.includes('SALES_REPRESENTATIVE'))
  );
}
