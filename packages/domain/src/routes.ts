import { can } from './permissions';
import { actsForPhysician, isAdministrator, isInstitutionUser } from './roles';
import type { RoleName, TechnicianSubRole } from './roles';
import { safeRedirectPath } from './rules/redirect';
import type { PatientFileTab } from './patient-file';
import type { TierFeature } from './tiers';

// The domain compiles without DOM or Node typings, yet every runtime it ships to (browsers,
// Node ≥ 20) has the WHATWG URL class. This module-local declaration types the part we use.
declare const URL: new (input: string) => { readonly protocol: string; readonly href: string };

/** What the router knows about the signed-in user when it decides where a navigation goes. */
export interface NavigationUser {
  roles: readonly RoleName[];
  subRole: TechnicianSubRole | null;
  eulaAcknowledged: boolean;
  passwordChangeRequired: boolean;
  /** Effective tier features (own override the selected physician's; computed by the caller). */
  tierFeatures: readonly TierFeature[];
  /** For clinical staff / sales reps: the selected physician's user id, null when none. */
  selectedPhysicianId: string | null;
  /** This tab's session is for the mobile pages only. */
  mobileOnly: boolean;
}

/** The session as the router sees it; `user` is null when nobody is signed in. */
export interface NavigationSession {
  user: NavigationUser | null;
  /** coming-soon flag for non-admins */
  comingSoon: boolean;
}

/** Where a navigation is going. */
export interface NavigationTarget {
  pathname: string;
  /** '' or starting with '?' */
  search: string;
}

/** The outcome of a guard: render the page, go elsewhere, or open an external URL in a new tab. */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'open-external'; url: string };

/** Every page of the web app (seed §2, plus set-password, request-account and the outbox). */
export const ROUTE_NAMES = [
  'worklist',
  'actions',
  'case-analytics',
  'eula',
  'institutions',
  'new-institution',
  'detail-institution',
  'detail-institution-add-surgeon',
  'update-institution-aie',
  'update-institution-info',
  'update-institution-system',
  'update-institution-tier',
  'users',
  'new-user',
  'detail-user',
  'update-administrator-info',
  'user-edit-connection',
  'outbox',
  'info',
  'bmd-info',
  'user-profile',
  'profile-edit-email',
  'profile-edit-technician',
  'profile-edit-phone',
  'profile-edit-shipping-address',
  'profile-edit-states',
  'profile-edit-password',
  'app',
  'status-error',
  'patient-list',
  'detail-patient',
  '3d-services-list-default',
  '3d-services-list-technician',
  '3d-services-list-manager',
  '3d-services-history',
  'case-calendar',
  'coming-soon',
  'analytics',
  'mobile-patient-exams',
  'mobile-patient-strategy',
  'rod-ordering',
  'set-password',
  'request-account',
  'viewer',
  'unassigned-exams',
  'audit',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** A guard runs only for a signed-in user, after the global navigation rules. */
export type RouteGuard = (
  user: NavigationUser,
  target: NavigationTarget,
  session: NavigationSession,
) => GuardDecision;

/** One entry of the route table. */
export interface RouteDefinition {
  name: RouteName;
  /** react-router pattern, e.g. '/users/detail/:id', '/app/*' */
  path: string;
  /** anonymous users may open it */
  public: boolean;
  /** a mobile page */
  mobile: boolean;
  guard: RouteGuard;
}

/** Error codes the status-error page understands (seed §2). */
export const STATUS_ERROR_CODES = [
  '401',
  'PhysicianNotSet',
  'MobileUserLeftMobileScreens',
] as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[number];

/** The status-error page with the mobile error flag. */
export const MOBILE_ERROR_PATH = '/status-error?mobileError=true';

/**
 * Roles that have account states (seed §2, user menu): the states a sales representative covers,
 * and those a physician is licensed in (issue 5: a surgeon edits their states).
 */
export const ROLES_WITH_STATES: readonly RoleName[] = ['PHYSICIAN', 'SALES_REPRESENTATIVE'];

/**
 * The status-error page, optionally with an error code.
 * @param code - the error code to show; omitted for the default message
 */
export function statusErrorPath(code?: StatusErrorCode): string {
  return code === undefined ? '/status-error' : `/status-error?code=${encodeURIComponent(code)}`;
}

/**
 * Whether the user is a 3DS technician manager.
 * @param user - roles and technician sub-role
 */
export function isManager(user: Pick<NavigationUser, 'roles' | 'subRole'>): boolean {
  return user.roles.includes('3DS_TECHNICIAN') && user.subRole === 'Manager';
}

/**
 * Whether the user is a 3DS technician of any sub-role, managers included.
 * @param user - roles of the user
 */
export function isTechnician(user: Pick<NavigationUser, 'roles'>): boolean {
  return user.roles.includes('3DS_TECHNICIAN');
}

/**
 * The page a user lands on by default (seed §2, role homes), checked in the order administrator,
 * institution user, technician manager, technician, rod manufacturer.
 * @param user - the signed-in user
 * @returns the home path, or the status-error page for a user without a usable role
 */
export function roleHome(user: NavigationUser): string {
  if (isAdministrator(user.roles)) return '/users';
  if (isInstitutionUser(user.roles)) return '/patient/list';
  if (isManager(user)) return '/case-list/manager';
  if (isTechnician(user)) return '/case-list/technician';
  if (user.roles.includes('ROD_MANUFACTURER')) return '/orders';
  return '/status-error';
}

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });
const home = (user: NavigationUser): GuardDecision => redirect(roleHome(user));
const allow: RouteGuard = () => ALLOW;

/** A guard that allows when `test` holds and otherwise sends the user to `fallback`. */
function only(
  test: (user: NavigationUser) => boolean,
  fallback: (user: NavigationUser) => string = roleHome,
): RouteGuard {
  return (user) => (test(user) ? ALLOW : redirect(fallback(user)));
}

const administratorsOnly = only((user) => isAdministrator(user.roles));
const hasFeature = (user: NavigationUser, feature: TierFeature): boolean =>
  user.tierFeatures.includes(feature);
const physicianNotSet = (user: NavigationUser): boolean =>
  actsForPhysician(user.roles) && user.selectedPhysicianId === null;

/** `/app/<url>` opens an absolute http(s) URL in a new tab; anything else goes home. */
const openExternal: RouteGuard = (user, target) => {
  const rest = matchRoute(target.pathname)?.params['*'] ?? '';
  let url: { readonly protocol: string; readonly href: string };
  try {
    url = new URL(decodeURIComponent(rest));
  } catch {
    return home(user);
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? { kind: 'open-external', url: url.href }
    : home(user);
};

const patientPage =
  (feature: TierFeature, fallback: string): RouteGuard =>
  (user) => {
    if (!isInstitutionUser(user.roles)) return home(user);
    if (physicianNotSet(user)) return redirect(statusErrorPath('PhysicianNotSet'));
    return hasFeature(user, feature) ? ALLOW : redirect(fallback);
  };

/**
 * The exam viewer (issue 6), opened in a new tab from the worklist: whoever may read exams.
 * Staff and representatives read them for a physician, so they need one selected; a 3D
 * technician opens their case's exam in it to place landmarks (issue 18), the server scoping
 * the exam to their cases.
 */
const examViewer: RouteGuard = (user) => {
  if (!can(user.roles, 'exams:read')) return home(user);
  return physicianNotSet(user) ? redirect(statusErrorPath('PhysicianNotSet')) : ALLOW;
};

/**
 * Exams no physician was found for (issue 6), assigned by hand: system administrators only, who
 * alone may assign exams. Everyone else goes home.
 */
const unassignedExams = only((user) => can(user.roles, 'exams:assign'));

/** The audit trail (issue 14): system administrators only; everyone else goes home. */
const auditTrail = only((user) => can(user.roles, 'audit:read'));

const mobilePage = only(
  (user) => user.roles.includes('PHYSICIAN') || user.roles.includes('CLINICAL_STAFF'),
  () => MOBILE_ERROR_PATH,
);

type RouteRow = [name: RouteName, path: string, guard: RouteGuard, flag?: 'public' | 'mobile'];

// prettier-ignore
const ROUTE_ROWS: readonly RouteRow[] = [
  ['worklist', '/', home, 'public'],
  ['actions', '/actions', (user, _target, session) => {
    if (session.comingSoon && !isAdministrator(user.roles)) return redirect('/coming-soon');
    return isInstitutionUser(user.roles) && hasFeature(user, 'ACTIONS') ? ALLOW : home(user);
  }],
  ['case-analytics', '/case/analytics', only(isManager)],
  ['eula', '/eula', (user) => (user.eulaAcknowledged ? home(user) : ALLOW)],
  ['institutions', '/institutions', administratorsOnly],
  ['new-institution', '/new-institution', administratorsOnly],
  ['detail-institution', '/detail-institution/:id', administratorsOnly],
  ['detail-institution-add-surgeon', '/detail-institution-add-surgeon/:id', administratorsOnly],
  ['update-institution-aie', '/update-institution/:id/aie-configuration', administratorsOnly],
  ['update-institution-info', '/update-institution/:id/information', administratorsOnly],
  ['update-institution-system', '/update-institution/:id/system', administratorsOnly],
  ['update-institution-tier', '/update-institution/:id/tier', administratorsOnly],
  ['users', '/users', administratorsOnly],
  ['new-user', '/users/new', administratorsOnly],
  ['detail-user', '/users/detail/:id', administratorsOnly],
  ['update-administrator-info', '/users/edit/:id', administratorsOnly],
  ['user-edit-connection', '/users/connection/:id', administratorsOnly],
  ['outbox', '/users/outbox', administratorsOnly],
  ['info', '/info', allow],
  ['bmd-info', '/bmd-info', allow],
  ['user-profile', '/profile', allow],
  ['profile-edit-email', '/profile/edit/email', allow],
  ['profile-edit-technician', '/profile/edit/technician', only(isTechnician, () => '/profile')],
  ['profile-edit-phone', '/profile/edit/phone', allow],
  ['profile-edit-shipping-address', '/profile/edit/shipping-address',
    only((user) => user.roles.includes('PHYSICIAN'), () => '/profile')],
  ['profile-edit-states', '/profile/edit/states',
    only((user) => user.roles.some((role) => ROLES_WITH_STATES.includes(role)), () => '/profile')],
  ['profile-edit-password', '/profile/edit/password/:id', allow],
  ['app', '/app/*', openExternal],
  ['status-error', '/status-error', allow, 'public'],
  ['patient-list', '/patient/list', patientPage('PATIENTS', '/status-error')],
  ['detail-patient', '/patient/details/:id', patientPage('PATIENT_FILE', '/patient/list')],
  ['3d-services-list-default', '/case-list', (user) => {
    if (isManager(user)) return redirect('/case-list/manager');
    return isTechnician(user) ? redirect('/case-list/technician') : home(user);
  }],
  ['3d-services-list-technician', '/case-list/technician', (user) => {
    if (isManager(user)) return redirect('/case-list/manager');
    return isTechnician(user) ? ALLOW : home(user);
  }],
  ['3d-services-list-manager', '/case-list/manager', (user) => {
    if (isManager(user)) return ALLOW;
    return isTechnician(user) ? redirect('/case-list/technician') : home(user);
  }],
  ['3d-services-history', '/case/history/:id', only(isTechnician)],
  ['case-calendar', '/calendar',
    only((user) => isInstitutionUser(user.roles) && hasFeature(user, 'CALENDAR'))],
  ['coming-soon', '/coming-soon', allow],
  ['analytics', '/analytics', () => redirect('/coming-soon')],
  ['mobile-patient-exams', '/mobile/patient/exams/:id', mobilePage, 'mobile'],
  ['mobile-patient-strategy', '/mobile/patient/strategy/:id', mobilePage, 'mobile'],
  ['rod-ordering', '/orders', only((user) => user.roles.includes('ROD_MANUFACTURER'))],
  // Public: the emailed one-time link (`?token=`) is opened signed out, and also works in a
  // browser where someone is signed in; without a token, only for a required password change.
  ['set-password', '/set-password', (user, target) =>
    user.passwordChangeRequired || /[?&]token=/.test(target.search)
      ? ALLOW
      : home(user), 'public'],
  ['request-account', '/request-account', home, 'public'],
  ['viewer', '/viewer/:id', examViewer],
  ['unassigned-exams', '/acquisitions/unassigned', unassignedExams],
  ['audit', '/audit', auditTrail],
];

/** The route table, in the order of {@link ROUTE_NAMES}. */
export const ROUTES: readonly RouteDefinition[] = ROUTE_ROWS.map(([name, path, guard, flag]) => ({
  name,
  path,
  public: flag === 'public',
  mobile: flag === 'mobile',
  guard,
}));

/** The react-router pattern of each route, by name. */
export const ROUTE_PATHS: Readonly<Record<RouteName, string>> = Object.fromEntries(
  ROUTES.map((route) => [route.name, route.path]),
) as Record<RouteName, string>;

const PATTERN_SEGMENTS = ROUTES.map((route) => route.path.split('/').filter((part) => part !== ''));

/** Path segments without the leading slash and trailing slashes; null for a relative path. */
function segmentsOf(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '').slice(1);
  return trimmed === '' ? [] : trimmed.split('/');
}

/**
 * The route a pathname opens: exact match, case-insensitive for the fixed parts, a trailing slash
 * ignored. A `:name` segment matches one non-empty segment; `*` matches the rest (`params['*']`).
 * Parameter values are returned as they appear in the pathname, still percent-encoded.
 * @param pathname - the location's pathname, starting with '/'
 * @returns the route and its parameters, or null when no route matches
 */
export function matchRoute(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null {
  const segments = segmentsOf(pathname);
  if (segments === null) return null;
  for (const [index, route] of ROUTES.entries()) {
    const params = matchSegments(PATTERN_SEGMENTS[index] ?? [], segments);
    if (params !== null) return { route, params };
  }
  return null;
}

function matchSegments(pattern: readonly string[], segments: readonly string[]) {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return segments.length === pattern.length ? params : null;
}

/** The EULA page, carrying the original target so that accepting it can go back there. */
function eulaRedirect(target: NavigationTarget, routeName: RouteName): string {
  const back = safeRedirectPath(target.pathname + target.search);
  if (routeName === 'worklist' || back === '/') return '/eula';
  return `/eula?redirect=${encodeURIComponent(back)}`;
}

/**
 * Where a navigation goes, applying the global rules of seed §2 before the route's own guard:
 * anonymous users reach only public pages; unknown paths go home; a required password change,
 * then a pending EULA, come first; a mobile-only session stays on the mobile pages.
 * @param session - the current session
 * @param target - the location being opened
 */
export function decideNavigation(
  session: NavigationSession,
  target: NavigationTarget,
): GuardDecision {
  const match = matchRoute(target.pathname);
  const { user } = session;
  if (user === null) {
    return match?.route.public === true ? ALLOW : redirect(statusErrorPath());
  }
  if (match === null) return home(user);
  const { route } = match;
  if (user.passwordChangeRequired) {
    return route.name === 'set-password' || route.name === 'status-error'
      ? ALLOW
      : redirect('/set-password');
  }
  if (!user.eulaAcknowledged) {
    return route.name === 'eula' || route.name === 'status-error'
      ? ALLOW
      : redirect(eulaRedirect(target, route.name));
  }
  if (user.mobileOnly && !route.mobile && route.name !== 'status-error' && route.name !== 'eula') {
    return redirect(statusErrorPath('MobileUserLeftMobileScreens'));
  }
  return route.guard(user, target, session);
}

/**
 * The path of a named route with its parameters filled in (percent-encoded).
 * @param name - the route
 * @param params - values for the pattern's `:name` segments and `*`
 * @throws Error when a parameter of the pattern has no value
 */
export function hrefFor(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_PATHS[name]
    .split('/')
    .map((part) => {
      if (part !== '*' && !part.startsWith(':')) return part;
      const key = part === '*' ? '*' : part.slice(1);
      const value = params[key];
      if (value === undefined) {
        if (key === '*') return '';
        throw new Error(`hrefFor(${name}): missing parameter ${key}`);
      }
      return encodeURIComponent(value);
    })
    .join('/');
}

/**
 * The viewer's page-state parameter: `?tool=measure` opens the exam with the measurement tool on,
 * as a technician's Open work on a 3D case does (the seed shows no such parameter).
 */
export const VIEWER_TOOL_PARAM = 'tool';
export const VIEWER_MEASURE_TOOL = 'measure';

/** Where an exam opens in the viewer; `measure` opens it with the measurement tool on. */
export function viewerHref(examId: string, options: { measure?: boolean } = {}): string {
  const href = hrefFor('viewer', { id: examId });
  return options.measure === true ? `${href}?${VIEWER_TOOL_PARAM}=${VIEWER_MEASURE_TOOL}` : href;
}

/**
 * The patient file's page-state parameters: `?tab=` opens a sub-tab (seed page-state parameter
 * "open tab on load"); `?assessment=` names the alignment assessment the ALIGNMENT tab shows, as
 * a released 3D model's review links do (the seed shows no such parameter).
 */
export const PATIENT_FILE_TAB_PARAM = 'tab';
export const PATIENT_FILE_ASSESSMENT_PARAM = 'assessment';

/**
 * Where a patient's file opens: on a sub-tab, and on one alignment assessment, when given.
 * @param patientId - the patient
 * @param options - the sub-tab, and the assessment the ALIGNMENT tab shows instead of the newest
 */
export function patientFileHref(
  patientId: string,
  options: { tab?: PatientFileTab; assessment?: string } = {},
): string {
  const pairs: [string, string | undefined][] = [
    [PATIENT_FILE_TAB_PARAM, options.tab],
    [PATIENT_FILE_ASSESSMENT_PARAM, options.assessment],
  ];
  const query = pairs
    .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`]))
    .join('&');
  const href = hrefFor('detail-patient', { id: patientId });
  return query === '' ? href : `${href}?${query}`;
}

/**
 * The normal path behind a legacy hash link to a mobile page (seed §2).
 * @param hash - the location's hash, e.g. '#/mobile/patient/exams/42?a=1'
 * @returns the path with its search, or null when the hash is not such a link
 */
export function hashLinkPath(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const path = hash.slice(1);
  if (!path.includes('/mobile/')) return null;
  // `#//host/mobile/` must not become a protocol-relative URL.
  return safeRedirectPath(path) === path ? path : null;
}
