import type { RoleName } from './roles';

/**
 * Every action a route can require. A route declares exactly one; the matrix below says which
 * roles may perform it. Row-level scoping (whose data) is the service's job, not this table's.
 */
export const ACTIONS = [
  /** Keep one's own session alive. */
  'session:refresh',
  /** Read one's own account (`users/self`, `users/{own id}`). */
  'account:read',
  /** Acknowledge the EULA or a release version for oneself. */
  'account:acknowledge',
  /** Change one's own password. */
  'account:change-password',
  /** Read release versions and one's acknowledgement of them. */
  'releases:read',
  /** Read any user's account. */
  'users:read',
  /** List the roles. */
  'roles:read',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What every signed-in user may do, whatever their role. */
const EVERY_USER: readonly Action[] = [
  'session:refresh',
  'account:read',
  'account:acknowledge',
  'account:change-password',
  'releases:read',
];

const ADMINISTRATION: readonly Action[] = ['users:read', 'roles:read'];

/** The permission matrix: the single place that says which role may do what. */
export const PERMISSIONS: Readonly<Record<RoleName, readonly Action[]>> = {
  PHYSICIAN: EVERY_USER,
  CLINICAL_STAFF: EVERY_USER,
  SALES_REPRESENTATIVE: EVERY_USER,
  '3DS_TECHNICIAN': EVERY_USER,
  ROD_MANUFACTURER: EVERY_USER,
  SYSTEM_ADMINISTRATOR: [...EVERY_USER, ...ADMINISTRATION],
  USER_ADMINISTRATOR: [...EVERY_USER, ...ADMINISTRATION],
};

/**
 * Whether a user holding these roles may perform an action.
 * @param roles - every role the user holds
 * @param action - the action a route declares
 */
export function can(roles: readonly RoleName[], action: Action): boolean {
  return roles.some((role) => PERMISSIONS[role].includes(action));
}

/** Type guard for action strings read from route configuration. */
export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}
