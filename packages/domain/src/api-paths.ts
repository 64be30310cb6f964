/**
 * Every API path the server serves, written once: the server registers each one as it stands
 * (Fastify's `:param` pattern) and the web builds its URLs from the same entry with
 * {@link apiUrl}, so the two cannot drift apart (a server test checks that every route is here
 * and every entry has a route). Paths are lower case: the server matches them case-insensitively,
 * so the seed's spellings (`/api/v1/Users/Status`) keep working for other callers.
 */
export const API_PATHS = {
  // Sign-in and session
  login: '/auth/api/v1/login',
  refreshSession: '/auth/api/v1/refresh-session',
  logout: '/auth/api/v1/logout',
  setPassword: '/auth/api/v1/set-password',

  // Access requests (the public request-an-account form)
  accessRequests: '/api/v1/access-requests',

  // The signed-in user and accounts
  currentUser: '/api/v1/users/self',
  users: '/api/v1/users',
  usersStatus: '/api/v1/users/status',
  user: '/api/v1/users/:id',
  userPassword: '/api/v1/users/:id/password',
  userEmail: '/api/v1/users/:id/email',
  userProfile: '/api/v1/users/:id/profile',
  userShippingAddress: '/api/v1/users/:id/shipping-address',
  userEulaAcknowledged: '/api/v1/users/:id/eula-acknowledged',
  userReleaseVersionAcknowledged: '/api/v1/users/:id/release-version-acknowledged',
  referringPhysicianTags: '/api/v1/users/:id/referring-physician-tags',
  roles: '/api/v1/roles',
  outbox: '/api/v1/outbox',

  // Connections between physicians and their staff or sales representatives
  connections: '/api/v1/users/connections',
  userConnections: '/api/v1/users/:id/connections',
  userConnection: '/api/v1/users/:id/connections/:connectionId',

  // Institutions, their members, tier and AIE access keys
  institutions: '/api/v1/institutions',
  institution: '/api/v1/institutions/:id',
  institutionActive: '/api/v1/institutions/:id/active',
  institutionMembers: '/api/v1/institutions/:id/users',
  institutionMember: '/api/v1/institutions/:id/users/:userId',
  institutionTier: '/api/v1/institutions/:id/tier',
  institutionTierFeatures: '/api/v1/institutions/:id/tier/features',
  institutionAie: '/api/v1/institutions/:id/aie',
  accessKeys: '/auth/api/v1/client-access-key',
  accessKey: '/auth/api/v1/client-access-key/:id',
  accessKeyToken: '/auth/api/v1/client-access-key/token',

  // Exams: import, the worklist and its live feed, unassigned exams, the viewer
  dicomImport: '/api/acquisitions/store',
  worklist: '/patient-list/api/v1/acquisitions',
  worklistFeed: '/patient-list/ws',
  unassignedExams: '/api/v1/acquisitions/unassigned',
  examAssignment: '/api/v1/acquisitions/:id/assignment',
  exam: '/api/v1/portal/acquisitions/:id',
  examPreviews: '/api/v1/portal/acquisitions/:id/previews',
  examImage: '/api/v1/portal/acquisitions/:id/images/:instanceId',

  // Patients: records, their exams, flags, notes, the patient record hub (issue 16)
  patientRecords: '/api/v1/patient-records',
  patientRecord: '/api/v1/patient-records/:id',
  patientAccessHistory: '/api/v1/patient-records/:id/access-history',
  latestExams: '/api/v1/patients/exams/latest',
  latestExamsV2: '/api/v2/patients/exams/latest',
  surgicalCandidateExams: '/api/v1/patients/exams/surgical-candidates',
  patientExams: '/api/v1/patients/:id/exams/latest',
  patientFavorite: '/api/v1/patients/:id/is-favorite',
  patientPrimaryPhysician: '/api/v1/patients/:id/primary-physician-id',
  patientPhysicianChoices: '/api/v1/patients/:id/physicians',
  patientSurgicalCandidate: '/api/v1/patients/:id/surgical-candidate',
  patientUrgent: '/api/v1/patients/:id/urgent',
  patientLookahead: '/api/v1/portal/patients/lookahead',
  modeling: '/api/v1/portal/modelings/:id',
  preferences: '/api/v1/portal/preferences/:id',
  patientNotes: '/api/v1/patient-notes',
  patientNote: '/api/v1/patient-notes/:id',
  patientNoteView: '/api/v1/patient-notes/:id/patient-note-view',
  portalPatientNotes: '/api/v1/portal/patient-notes',
  patientRecordHub: '/patientrecordhub',

  // Alignment: the stateless measure call and assessments (issue 17)
  alignmentMeasure: '/api/v1/alignment/measure',
  eosAlignments: '/api/v1/eos-alignments',
  eosAlignment: '/api/v1/eos-alignments/:id',
  eosAlignmentLandmarks: '/api/v1/eos-alignments/:id/landmarks',
  eosAlignmentComplete: '/api/v1/eos-alignments/:id/complete',
  eosAlignmentPhase: '/api/v1/eos-alignments/:id/phase',
  patientEosAlignments: '/api/v1/patients/:id/eos-alignments',
  /** Seed §7 real-time `/alignmentHub` (lower case, as `/patientrecordhub`). */
  alignmentHub: '/alignmenthub',
  eosAlignmentUserValidated: '/api/v1/eos-alignments/:id/user-validated',
  eosAlignmentStatus: '/api/v1/eos-alignments/:id/eos-alignment-status',
  // 3D cases: model requests, the technicians' queue and workflow, presence (issue 18)
  cases: '/api/v1/cases',
  caseQueueNext: '/api/v1/cases/next',
  caseTechnicians: '/api/v1/cases/technicians',
  caseAnalytics: '/api/v1/cases/analytics',
  case: '/api/v1/cases/:id',
  caseHistory: '/api/v1/cases/:id/history',
  caseActions: '/api/v1/cases/:id/actions',
  caseStart: '/api/v1/cases/:id/start',
  caseAssignee: '/api/v1/cases/:id/assignee',
  casePriority: '/api/v1/cases/:id/priority',
  caseApproval: '/api/v1/cases/:id/approval',
  patientCases: '/api/v1/patients/:id/cases',
  /** The case lists' live channel, a websocket beside the patient list's `/patient-list/ws`. */
  caseFeed: '/case-list/ws',
  modelsToApprove: '/api/v1/portal/models-to-approve',
  userOnlineStatus: '/api/v1/users/online-status',
  technicianSessions: '/api/v1/sessions/technicians',

  // The approval's PDF reports (not named by the seed: docs/api/alignment.md)
  alignmentReports: '/api/v1/portal/alignment-reports',
  alignmentReportPdf: '/api/v1/portal/alignment-reports/:id/pdf',
  trends: '/api/v1/portal/trends',

  // Launching other applications
  launcherApplications: '/launcher/api/v1/applications',
  launch: '/launcher/api/v1/launch/:name',
  applicationLauncher: '/api/v1/application-launcher',

  // System: health, about, settings, release notes, client logs, audit trail
  health: '/api/health',
  about: '/api/v1/bmd/about',
  systemSettings: '/api/v1/portal/system/settings',
  releaseVersions: '/api/v1/portal/system/release-versions',
  releaseVersionsToAcknowledge: '/api/v1/portal/system/release-versions/user-acknowledgement',
  clientLogs: '/api/v1/client-logs',
  auditEvents: '/api/v1/audit-events',
} as const;

/** One of the table's paths, as the server registers it. */
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The names of a path's `:params`, e.g. `'id' | 'userId'`. */
export type ApiPathParamName<Path extends string> =
  Path extends `${string}:${infer Param}/${infer Rest}`
    ? Param | ApiPathParamName<Rest>
    : Path extends `${string}:${infer Param}`
      ? Param
      : never;

/** A value for each of a path's params; a path without params takes none. */
export type ApiPathParams<Path extends string> = [ApiPathParamName<Path>] extends [never]
  ? []
  : [params: Record<ApiPathParamName<Path>, string>];

/**
 * The concrete URL of a table path: each `:param` replaced by its value, URI-encoded (an id can
 * never reach another path). A query string, if any, is the caller's to append.
 * @example apiUrl(API_PATHS.institutionMember, { id, userId })
 */
export function apiUrl<Path extends ApiPath>(path: Path, ...[params]: ApiPathParams<Path>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    // The types make this unreachable; a caller that escapes them gets an error, not `:id`.
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
