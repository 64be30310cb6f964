import type { RoleName, TechnicianSubRole } from './roles';

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
  /** Edit one's own account: phone, email, states, preferences, shipping address, properties. */
  'account:update',
  /** Read any user's account and list users. */
  'users:read',
  /** Create, edit, activate, disable, delete and reset users; set their flags. */
  'users:manage',
  /** Accept or reject access requests. */
  'access-requests:manage',
  /** Create, edit or change the status of a system administrator, or grant that role. */
  'administrators:manage',
  /** Link and unlink any physician and the staff or representatives who act for them. */
  'connections:manage',
  /** List the roles. */
  'roles:read',
  /** List and read institutions and their users. */
  'institutions:read',
  /** Add users to an institution and remove them. */
  'institutions:members',
  /** Create, edit, activate, disable and delete institutions; edit their tier. */
  'institutions:manage',
  /** Configure an institution's AIE and generate, reset or revoke its client access keys. */
  'access-keys:manage',
  /** Read the outbox of emails kept while no mail server is configured. */
  'outbox:read',
  /** Read exams (worklist, previews, viewer, launcher), scoped to one's own or acting physician. */
  'exams:read',
  /** Upload DICOM files from the portal (the developer-mode import panel). */
  'exams:import',
  /** See the exams routed to nobody and assign them to a physician by hand. */
  'exams:assign',
  /** Read the audit trail (who read or changed what, when, from where). */
  'audit:read',
  /**
   * Read patient records, their exams, notes and access history, and star them for oneself,
   * scoped to one's own or acting physician (and to candidates for a candidates-only account).
   */
  'patients:read',
  /**
   * Read who accessed a patient (the audit trail of one patient, issue 16): the physician and the
   * clinical staff acting for them; not representatives, not 3D technicians.
   */
  'patients:access-history',
  /** Change a patient's flags (surgical candidate, urgent) and primary physician. */
  'patients:update',
  /** Write notes on a patient in scope; edit and delete one's own. */
  'patient-notes:write',
  /** Measure landmarks with the alignment engine (stateless: no patient data is read or kept). */
  'alignment:measure',
  /** Open an alignment assessment on an exam in scope, save its landmarks and complete it. */
  'alignment:place-landmarks',
  /** Review and approve (sign) an alignment assessment: the exam's physician only. */
  'alignment:approve',
  /** Request a 3D model of an exam in scope (issue 18). */
  'cases:request',
  /**
   * Work on 3D cases: the lists, the queue, the workflow's actions, the history and one's own
   * online status. What a manager alone may do (assign, prioritise, approve a pediatric request,
   * set another technician's status) is checked on the sub-role by the cases service.
   */
  'cases:work',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Actions whose reads are audited, one row per request naming what was read (issue 14, HIPAA
 * audit controls): patient data, the emails kept (account data), and the audit trail itself.
 * The server refuses to start if a read route holding one of them does not declare its audit.
 */
export const AUDITED_READ_ACTIONS: readonly Action[] = [
  'exams:read',
  'patients:read',
  'patients:access-history',
  'exams:assign',
  'outbox:read',
  'audit:read',
  'cases:work',
];

/** What every signed-in user may do, whatever their role. */
const EVERY_USER: readonly Action[] = [
  'session:refresh',
  'account:read',
  'account:acknowledge',
  'account:change-password',
  'releases:read',
  'account:update',
];

/**
 * User administrators look after people: accounts, access requests, connections, and who belongs
 * to which institution. They read institutions but cannot change them.
 */
const USER_ADMINISTRATION: readonly Action[] = [
  'users:read',
  'users:manage',
  'access-requests:manage',
  'connections:manage',
  'roles:read',
  'institutions:read',
  'institutions:members',
  'outbox:read',
];

/**
 * Working on the patients in one's scope: exams, records, notes. A physician's scope is their
 * own or their acting physician's patients; a 3D technician's, the patients of their cases.
 */
const PATIENT_CARE: readonly Action[] = ['exams:read', 'patients:read', 'patient-notes:write'];

/**
 * System administrators also own what touches contracts and devices: institutions, their tiers
 * and the AIE keys that let imaging in.
 */
const SYSTEM_ADMINISTRATION: readonly Action[] = [
  ...USER_ADMINISTRATION,
  // Otherwise a user administrator could make themselves a system administrator.
  'administrators:manage',
  'institutions:manage',
  'access-keys:manage',
  // Imaging arrives per institution: whoever owns the devices fixes what they sent astray.
  'exams:import',
  'exams:assign',
  // The audit trail tells who read which patient's data: for those who answer for the system.
  'audit:read',
];

/** The permission matrix: the single place that says which role may do what. */
export const PERMISSIONS: Readonly<Record<RoleName, readonly Action[]>> = {
  PHYSICIAN: [
    ...EVERY_USER,
    ...PATIENT_CARE,
    'patients:update',
    'patients:access-history',
    'exams:import',
    'alignment:measure',
    'alignment:place-landmarks',
    'alignment:approve',
    'cases:request',
  ],
  // Staff run the practice's lists for the physician: flags and the primary physician too. They
  // may prepare an alignment assessment (place landmarks); only the physician signs it.
  CLINICAL_STAFF: [
    ...EVERY_USER,
    ...PATIENT_CARE,
    'patients:update',
    'patients:access-history',
    'alignment:measure',
    'alignment:place-landmarks',
    'cases:request',
  ],
  // Representatives read and write notes (seed §3: notes are shared with them) but change no
  // clinical flag of the patient (HIPAA: access relevant to their assigned care only); they read
  // alignment assessments and never place landmarks.
  SALES_REPRESENTATIVE: [...EVERY_USER, ...PATIENT_CARE, 'alignment:measure'],
  // Technicians read and annotate the patients and exams of the 3D cases they work on (their
  // scope is their cases, issue 18), place the case's landmarks and work the case; the model
  // reaches the physician through the case, who alone signs it.
  '3DS_TECHNICIAN': [
    ...EVERY_USER,
    ...PATIENT_CARE,
    'alignment:measure',
    'alignment:place-landmarks',
    'cases:work',
  ],
  ROD_MANUFACTURER: EVERY_USER,
  SYSTEM_ADMINISTRATOR: [...EVERY_USER, ...SYSTEM_ADMINISTRATION],
  USER_ADMINISTRATOR: [...EVERY_USER, ...USER_ADMINISTRATION],
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

/** The refusal of a route narrowed to a technician sub-role, to a caller without it. */
export const SUB_ROLE_REQUIRED: Readonly<Record<TechnicianSubRole, string>> = {
  Manager: 'Only a 3D manager can do this',
  Modeling: 'Only a modeling technician can do this',
  Planning: 'Only a planning technician can do this',
};
