import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  hashLinkPath,
  hrefFor,
  viewerHref,
  patientFileHref,
  isManager,
  isTechnician,
  matchRoute,
  MOBILE_ERROR_PATH,
  roleHome,
  ROUTE_NAMES,
  ROUTE_PATHS,
  ROUTES,
  statusErrorPath,
} from './routes';
import type { GuardDecision, NavigationSession, NavigationUser, RouteName } from './routes';
import { defaultTierFeatures } from './tiers';

const TIER_3 = defaultTierFeatures(3);

function user(overrides: Partial<NavigationUser>): NavigationUser {
  return {
    roles: ['PHYSICIAN'],
    subRole: null,
    eulaAcknowledged: true,
    passwordChangeRequired: false,
    tierFeatures: TIER_3,
    selectedPhysicianId: null,
    mobileOnly: false,
    ...overrides,
  };
}

const signedIn = (overrides: Partial<NavigationUser>, comingSoon = false): NavigationSession => ({
  user: user(overrides),
  comingSoon,
});

/** Every kind of session the table covers, in the table's column order. */
const SESSIONS = {
  phys: signedIn({ roles: ['PHYSICIAN'] }),
  staff: signedIn({ roles: ['CLINICAL_STAFF'], selectedPhysicianId: 'p1' }),
  rep: signedIn({ roles: ['SALES_REPRESENTATIVE'], selectedPhysicianId: 'p1' }),
  model: signedIn({ roles: ['3DS_TECHNICIAN'], subRole: 'Modeling', tierFeatures: [] }),
  plan: signedIn({ roles: ['3DS_TECHNICIAN'], subRole: 'Planning', tierFeatures: [] }),
  mgr: signedIn({ roles: ['3DS_TECHNICIAN'], subRole: 'Manager', tierFeatures: [] }),
  rod: signedIn({ roles: ['ROD_MANUFACTURER'], tierFeatures: [] }),
  sysad: signedIn({ roles: ['SYSTEM_ADMINISTRATOR'], tierFeatures: [] }),
  usrad: signedIn({ roles: ['USER_ADMINISTRATOR'], tierFeatures: [] }),
  anon: { user: null, comingSoon: false },
  eula: signedIn({ eulaAcknowledged: false }),
  // A new account: both a password change and the EULA are pending; the password comes first.
  pwd: signedIn({ passwordChangeRequired: true, eulaAcknowledged: false }),
  mobile: signedIn({ mobileOnly: true }),
  tier1: signedIn({ tierFeatures: ['PATIENTS', 'EOS'] }),
  noPhys: signedIn({ roles: ['CLINICAL_STAFF'], selectedPhysicianId: null }),
  csPhys: signedIn({}, true),
  csAdm: signedIn({ roles: ['SYSTEM_ADMINISTRATOR'], tierFeatures: [] }, true),
} satisfies Record<string, NavigationSession>;
type SessionKind = keyof typeof SESSIONS;
const SESSION_KINDS = Object.keys(SESSIONS) as SessionKind[];

/** The path each route is opened with in the table. */
const SAMPLE_PATHS: Record<RouteName, string> = {
  worklist: '/',
  actions: '/actions',
  'case-analytics': '/case/analytics',
  eula: '/eula',
  institutions: '/institutions',
  'new-institution': '/new-institution',
  'detail-institution': '/detail-institution/i1',
  'detail-institution-add-surgeon': '/detail-institution-add-surgeon/i1',
  'update-institution-aie': '/update-institution/i1/aie-configuration',
  'update-institution-info': '/update-institution/i1/information',
  'update-institution-system': '/update-institution/i1/system',
  'update-institution-tier': '/update-institution/i1/tier',
  users: '/users',
  'new-user': '/users/new',
  'detail-user': '/users/detail/u1',
  'update-administrator-info': '/users/edit/u1',
  'user-edit-connection': '/users/connection/u1',
  outbox: '/users/outbox',
  info: '/info',
  'bmd-info': '/bmd-info',
  'user-profile': '/profile',
  'profile-edit-email': '/profile/edit/email',
  'profile-edit-technician': '/profile/edit/technician',
  'profile-edit-phone': '/profile/edit/phone',
  'profile-edit-shipping-address': '/profile/edit/shipping-address',
  'profile-edit-states': '/profile/edit/states',
  'profile-edit-password': '/profile/edit/password/u1',
  app: '/app/https%3A%2F%2Fexample.org%2Fx',
  'status-error': '/status-error',
  'patient-list': '/patient/list',
  'detail-patient': '/patient/details/pt1',
  '3d-services-list-default': '/case-list',
  '3d-services-list-technician': '/case-list/technician',
  '3d-services-list-manager': '/case-list/manager',
  '3d-services-history': '/case/history/c1',
  'case-calendar': '/calendar',
  'coming-soon': '/coming-soon',
  analytics: '/analytics',
  'mobile-patient-exams': '/mobile/patient/exams/pt1',
  'mobile-patient-strategy': '/mobile/patient/strategy/pt1',
  'rod-ordering': '/orders',
  'set-password': '/set-password',
  'request-account': '/request-account',
  viewer: '/viewer/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
  'unassigned-exams': '/acquisitions/unassigned',
  audit: '/audit',
};

// Outcomes: OK = allow, EXT = open https://example.org/x, EU = /eula?redirect=<this route's
// sample path>, anything else = redirect to that path.
const OK = 'allow';
const EXT = 'external';
const EU = 'eula+redirect';
const EU0 = '/eula';
const PL = '/patient/list';
const TL = '/case-list/technician';
const ML = '/case-list/manager';
const UL = '/users';
const OR = '/orders';
const PR = '/profile';
const CS = '/coming-soon';
const SP = '/set-password';
const ERR = '/status-error';
const PNS = '/status-error?code=PhysicianNotSet';
const LEFT = '/status-error?code=MobileUserLeftMobileScreens';
const MOB = '/status-error?mobileError=true';

// prettier-ignore
const EXPECTED: Record<RouteName, readonly string[]> = {
  //                                 phys   staff  rep    model  plan   mgr    rod    sysad  usrad  anon   eula   pwd    mobile tier1  noPhys csPhys csAdm
  worklist:                         [PL,    PL,    PL,    TL,    TL,    ML,    OR,    UL,    UL,    OK,    EU0,   SP,    LEFT,  PL,    PL,    PL,    UL],
  actions:                          [OK,    OK,    OK,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    OK,    CS,    UL],
  'case-analytics':                 [PL,    PL,    PL,    TL,    TL,    OK,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  eula:                             [PL,    PL,    PL,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   OK,    SP,    PL,    PL,    PL,    PL,    UL],
  institutions:                     [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'new-institution':                [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'detail-institution':             [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'detail-institution-add-surgeon': [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'update-institution-aie':         [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'update-institution-info':        [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'update-institution-system':      [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'update-institution-tier':        [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  users:                            [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'new-user':                       [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'detail-user':                    [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'update-administrator-info':      [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  'user-edit-connection':           [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  outbox:                           [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    OK,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  info:                             [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  'bmd-info':                       [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  'user-profile':                   [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  'profile-edit-email':             [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  'profile-edit-technician':        [PR,    PR,    PR,    OK,    OK,    OK,    PR,    PR,    PR,    ERR,   EU,    SP,    LEFT,  PR,    PR,    PR,    PR],
  'profile-edit-phone':             [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  'profile-edit-shipping-address':  [OK,    PR,    PR,    PR,    PR,    PR,    PR,    PR,    PR,    ERR,   EU,    SP,    LEFT,  OK,    PR,    OK,    PR],
  'profile-edit-states':            [OK,    PR,    OK,    PR,    PR,    PR,    PR,    PR,    PR,    ERR,   EU,    SP,    LEFT,  OK,    PR,    OK,    PR],
  'profile-edit-password':          [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  app:                              [EXT,   EXT,   EXT,   EXT,   EXT,   EXT,   EXT,   EXT,   EXT,   ERR,   EU,    SP,    LEFT,  EXT,   EXT,   EXT,   EXT],
  'status-error':                   [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK],
  'patient-list':                   [OK,    OK,    OK,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  OK,    PNS,   OK,    UL],
  'detail-patient':                 [OK,    OK,    OK,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PNS,   OK,    UL],
  '3d-services-list-default':       [PL,    PL,    PL,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  '3d-services-list-technician':    [PL,    PL,    PL,    OK,    OK,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  '3d-services-list-manager':       [PL,    PL,    PL,    TL,    TL,    OK,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  '3d-services-history':            [PL,    PL,    PL,    OK,    OK,    OK,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  'case-calendar':                  [OK,    OK,    OK,    TL,    TL,    ML,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    OK,    OK,    UL],
  'coming-soon':                    [OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    ERR,   EU,    SP,    LEFT,  OK,    OK,    OK,    OK],
  analytics:                        [CS,    CS,    CS,    CS,    CS,    CS,    CS,    CS,    CS,    ERR,   EU,    SP,    LEFT,  CS,    CS,    CS,    CS],
  'mobile-patient-exams':           [OK,    OK,    MOB,   MOB,   MOB,   MOB,   MOB,   MOB,   MOB,   ERR,   EU,    SP,    OK,    OK,    OK,    OK,    MOB],
  'mobile-patient-strategy':        [OK,    OK,    MOB,   MOB,   MOB,   MOB,   MOB,   MOB,   MOB,   ERR,   EU,    SP,    OK,    OK,    OK,    OK,    MOB],
  'rod-ordering':                   [PL,    PL,    PL,    TL,    TL,    ML,    OK,    UL,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  'set-password':                   [PL,    PL,    PL,    TL,    TL,    ML,    OR,    UL,    UL,    OK,    EU,    OK,    LEFT,  PL,    PL,    PL,    UL],
  'request-account':                [PL,    PL,    PL,    TL,    TL,    ML,    OR,    UL,    UL,    OK,    EU,    SP,    LEFT,  PL,    PL,    PL,    UL],
  viewer:                           [OK,    OK,    OK,    OK,    OK,    OK,    OR,    UL,    UL,    ERR,   EU,    SP,    LEFT,  OK,    PNS,   OK,    UL],
  'unassigned-exams':               [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
  audit:                            [PL,    PL,    PL,    TL,    TL,    ML,    OR,    OK,    UL,    ERR,   EU,    SP,    LEFT,  PL,    PL,    PL,    OK],
};

/** The table's shorthand spelled out as a decision for a route's sample path. */
function decisionFor(outcome: string, samplePath: string): GuardDecision {
  if (outcome === OK) return { kind: 'allow' };
  if (outcome === EXT) return { kind: 'open-external', url: 'https://example.org/x' };
  if (outcome === EU)
    return { kind: 'redirect', to: `/eula?redirect=${encodeURIComponent(samplePath)}` };
  return { kind: 'redirect', to: outcome };
}

/** Splits a redirect target into the pathname and search of a navigation. */
function targetOf(location: string) {
  const query = location.indexOf('?');
  return query === -1
    ? { pathname: location, search: '' }
    : { pathname: location.slice(0, query), search: location.slice(query) };
}

const CASES = ROUTE_NAMES.flatMap((route) =>
  SESSION_KINDS.map((kind, column) => ({ route, kind, outcome: EXPECTED[route][column] ?? '' })),
);

describe('route table', () => {
  it('lists every route once, in the order of ROUTE_NAMES, with its pattern in ROUTE_PATHS', () => {
    expect(ROUTES.map((route) => route.name)).toEqual([...ROUTE_NAMES]);
    for (const route of ROUTES) expect(ROUTE_PATHS[route.name]).toBe(route.path);
    expect(ROUTES.filter((route) => route.public).map((route) => route.name)).toEqual([
      'worklist',
      'status-error',
      'set-password',
      'request-account',
    ]);
    expect(ROUTES.filter((route) => route.mobile).map((route) => route.name)).toEqual([
      'mobile-patient-exams',
      'mobile-patient-strategy',
    ]);
  });

  it('has one expected outcome per session kind on every row', () => {
    for (const name of ROUTE_NAMES) expect(EXPECTED[name]).toHaveLength(SESSION_KINDS.length);
  });

  it.each(ROUTE_NAMES)('matches the sample path of %s to that route', (name) => {
    expect(matchRoute(SAMPLE_PATHS[name])?.route.name).toBe(name);
  });
});

describe('decideNavigation', () => {
  it.each(CASES)('$route as $kind → $outcome', ({ route, kind, outcome }) => {
    const samplePath = SAMPLE_PATHS[route];
    expect(decideNavigation(SESSIONS[kind], { pathname: samplePath, search: '' })).toEqual(
      decisionFor(outcome, samplePath),
    );
  });

  it.each(CASES)('$route as $kind settles within 4 steps', ({ route, kind }) => {
    let target = { pathname: SAMPLE_PATHS[route], search: '' };
    const visited: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      const decision = decideNavigation(SESSIONS[kind], target);
      if (decision.kind !== 'redirect') return;
      visited.push(decision.to);
      target = targetOf(decision.to);
    }
    expect.fail(`no settled page after ${visited.join(' → ')}`);
  });

  it.each([
    ['/no-such-page', '/patient/list'],
    ['/users/detail', '/patient/list'],
    ['/patient/list/extra', '/patient/list'],
  ])('sends a signed-in user from an unknown path %s home', (pathname, expected) => {
    expect(decideNavigation(SESSIONS.phys, { pathname, search: '' })).toEqual({
      kind: 'redirect',
      to: expected,
    });
  });

  it('opens an emailed set-password link for anyone, signed in or not', () => {
    const link = { pathname: '/set-password', search: '?token=abc' };
    expect(decideNavigation(SESSIONS.anon, link)).toEqual({ kind: 'allow' });
    expect(decideNavigation(SESSIONS.sysad, link)).toEqual({ kind: 'allow' });
    expect(decideNavigation(SESSIONS.phys, { pathname: '/set-password', search: '' })).toEqual({
      kind: 'redirect',
      to: '/patient/list',
    });
  });

  it('sends an anonymous user from an unknown path to status-error', () => {
    expect(decideNavigation(SESSIONS.anon, { pathname: '/nope', search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/status-error',
    });
  });

  it('keeps the search string in the EULA redirect, encoded', () => {
    expect(
      decideNavigation(SESSIONS.eula, {
        pathname: '/patient/details/pt 1',
        search: '?tab=exams&x=1',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/eula?redirect=%2Fpatient%2Fdetails%2Fpt%201%3Ftab%3Dexams%26x%3D1',
    });
    expect(
      decideNavigation(SESSIONS.eula, { pathname: '/Patient/List/', search: '?physicianId=p%2F1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/eula?redirect=%2FPatient%2FList%2F%3FphysicianId%3Dp%252F1',
    });
    expect(decideNavigation(SESSIONS.eula, { pathname: '/', search: '?x=1' })).toEqual({
      kind: 'redirect',
      to: '/eula',
    });
  });

  it('opens only absolute http(s) URLs from /app', () => {
    const open = (pathname: string) => decideNavigation(SESSIONS.phys, { pathname, search: '' });
    expect(open('/app/https%3A%2F%2Fexample.org%2Fx')).toEqual({
      kind: 'open-external',
      url: 'https://example.org/x',
    });
    expect(open('/app/http://example.org/a/b?c=1')).toEqual({
      kind: 'open-external',
      url: 'http://example.org/a/b?c=1',
    });
    for (const pathname of [
      '/app/javascript:alert(1)',
      '/app/javascript%3Aalert(1)',
      '/app/data:text/html,hi',
      '/app/%2Fpatient%2Flist',
      '/app/%E0%A4%A',
      '/app',
    ]) {
      expect(open(pathname)).toEqual({ kind: 'redirect', to: '/patient/list' });
    }
  });
});

describe('roleHome', () => {
  it.each([
    [['SYSTEM_ADMINISTRATOR'], null, '/users'],
    [['USER_ADMINISTRATOR'], null, '/users'],
    [['PHYSICIAN'], null, '/patient/list'],
    [['CLINICAL_STAFF'], null, '/patient/list'],
    [['SALES_REPRESENTATIVE'], null, '/patient/list'],
    [['3DS_TECHNICIAN'], 'Manager', '/case-list/manager'],
    [['3DS_TECHNICIAN'], 'Modeling', '/case-list/technician'],
    [['3DS_TECHNICIAN'], null, '/case-list/technician'],
    [['ROD_MANUFACTURER'], null, '/orders'],
    [[], null, '/status-error'],
    [['USER_ADMINISTRATOR', 'PHYSICIAN'], null, '/users'],
    [['PHYSICIAN', '3DS_TECHNICIAN'], 'Manager', '/patient/list'],
  ] as const)('%j (%s) → %s', (roles, subRole, expected) => {
    expect(roleHome(user({ roles, subRole }))).toBe(expected);
  });
});

describe('technician predicates', () => {
  it.each([
    [['3DS_TECHNICIAN'], 'Manager', true, true],
    [['3DS_TECHNICIAN'], 'Planning', false, true],
    [['3DS_TECHNICIAN'], null, false, true],
    [['PHYSICIAN'], 'Manager', false, false],
  ] as const)('%j (%s): manager %s, technician %s', (roles, subRole, manager, technician) => {
    expect(isManager({ roles, subRole })).toBe(manager);
    expect(isTechnician({ roles })).toBe(technician);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'worklist', {}],
    ['/USERS', 'users', {}],
    ['/users/', 'users', {}],
    ['/Case-List/Manager/', '3d-services-list-manager', {}],
    ['/users/detail/AbC-42', 'detail-user', { id: 'AbC-42' }],
    ['/Users/Detail/AbC-42/', 'detail-user', { id: 'AbC-42' }],
    ['/update-institution/i%2F1/tier', 'update-institution-tier', { id: 'i%2F1' }],
    ['/app/https://example.org/x', 'app', { '*': 'https://example.org/x' }],
    ['/app', 'app', { '*': '' }],
    ['/mobile/patient/exams/7', 'mobile-patient-exams', { id: '7' }],
    ['/Viewer/e1/', 'viewer', { id: 'e1' }],
    ['/Acquisitions/Unassigned/', 'unassigned-exams', {}],
  ])('%s → %s %j', (pathname, name, params) => {
    expect(matchRoute(pathname)).toEqual({ route: expect.objectContaining({ name }), params });
  });

  it.each([
    '',
    'users',
    '/users/detail',
    '/users/detail/',
    '/users/extra/deep',
    '/update-institution//tier',
    '/viewer',
    '/viewer/a/images',
    '/acquisitions',
    '/acquisitions/unassigned/x',
    '/nope',
  ])('%j matches nothing', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });
});

describe('viewerHref', () => {
  it('opens an exam in the viewer, with the measurement tool on when asked', () => {
    expect(viewerHref('e 1')).toBe('/viewer/e%201');
    expect(viewerHref('e1', { measure: true })).toBe('/viewer/e1?tool=measure');
    expect(matchRoute('/viewer/e1')?.route.name).toBe('viewer');
  });
});

describe('patientFileHref', () => {
  it('opens a patient file, on a sub-tab and one alignment assessment when given', () => {
    expect(patientFileHref('p1')).toBe('/patient/details/p1');
    expect(patientFileHref('p1', { tab: 'TRENDS' })).toBe('/patient/details/p1?tab=TRENDS');
    expect(patientFileHref('p 1', { tab: 'ALIGNMENT', assessment: 'a&1' })).toBe(
      '/patient/details/p%201?tab=ALIGNMENT&assessment=a%261',
    );
    expect(matchRoute('/patient/details/p1')?.route.name).toBe('detail-patient');
  });
});

describe('hrefFor', () => {
  it('fills parameters, percent-encoded', () => {
    expect(hrefFor('worklist')).toBe('/');
    expect(hrefFor('users')).toBe('/users');
    expect(hrefFor('detail-user', { id: 'a/b c' })).toBe('/users/detail/a%2Fb%20c');
    expect(hrefFor('update-institution-aie', { id: 'i1' })).toBe(
      '/update-institution/i1/aie-configuration',
    );
    expect(hrefFor('app', { '*': 'https://example.org/x' })).toBe(
      '/app/https%3A%2F%2Fexample.org%2Fx',
    );
  });

  it('round-trips through matchRoute', () => {
    for (const name of ROUTE_NAMES) {
      const href = hrefFor(name, { id: 'x 1', '*': 'rest' });
      expect(matchRoute(href)?.route.name).toBe(name);
    }
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => hrefFor('detail-user')).toThrow(/id/);
  });
});

describe('hashLinkPath', () => {
  it.each([
    ['#/x/mobile/y?a=1', '/x/mobile/y?a=1'],
    ['#/mobile/patient/exams/42', '/mobile/patient/exams/42'],
    ['#/mobile/patient/strategy/42?physicianId=p1', '/mobile/patient/strategy/42?physicianId=p1'],
    ['#/patient/list', null],
    ['#mobile/patient/exams/42', null],
    ['/mobile/patient/exams/42', null],
    ['', null],
    ['#/', null],
    ['#//evil.example/mobile/x', null],
  ])('%j → %j', (hash, expected) => {
    expect(hashLinkPath(hash)).toBe(expected);
  });
});

describe('statusErrorPath', () => {
  it('adds the code when given', () => {
    expect(statusErrorPath()).toBe('/status-error');
    expect(statusErrorPath('401')).toBe('/status-error?code=401');
    expect(statusErrorPath('PhysicianNotSet')).toBe('/status-error?code=PhysicianNotSet');
    expect(MOBILE_ERROR_PATH).toBe('/status-error?mobileError=true');
  });
});
