import type { RoleName, TechnicianSubRole, UserStatus } from '@sagitta/domain';

/** The password of every demo account; printed at start-up and in the README. */
export const DEMO_PASSWORD = 'Sagitta-Demo-2026!';

export const DEMO_INSTITUTIONS = {
  lakeside: { name: 'Lakeside Spine Center', tier: 3 },
  harbor: { name: 'Harbor Orthopedics', tier: 1 },
} as const;

export interface DemoAccount {
  email: string;
  role: RoleName;
  description: string;
  firstName: string;
  lastName: string;
  suffix?: string;
  institution?: keyof typeof DEMO_INSTITUTIONS;
  institutionRole?: string;
  subRole?: TechnicianSubRole;
  eulaAcknowledged: boolean;
  releaseNotesAcknowledged: boolean;
  salesforceId?: string;
  npi?: string;
  states?: string[];
  /** Active unless said otherwise. */
  status?: UserStatus;
  /** The idle time-out; the product default when absent. */
  inactivitySeconds?: number;
  /** Sees only surgical candidates (issue 16); false when absent. */
  onlyViewSurgicalCandidates?: boolean;
  /** An inexperienced technician: their modeling goes to QC (issue 18); false when absent. */
  inexperienced?: boolean;
}

const accepted = { eulaAcknowledged: true, releaseNotesAcknowledged: true };

/** One account per role and situation the team checks every change with. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@sagitta.test',
    role: 'SYSTEM_ADMINISTRATOR',
    description: 'system administrator',
    firstName: 'Avery',
    lastName: 'Lindqvist',
    ...accepted,
  },
  {
    email: 'useradmin@sagitta.test',
    role: 'USER_ADMINISTRATOR',
    description: 'user administrator',
    firstName: 'Jordan',
    lastName: 'Okafor',
    ...accepted,
  },
  {
    email: 'surgeon@sagitta.test',
    role: 'PHYSICIAN',
    description: 'physician, tier 3',
    firstName: 'Maria',
    lastName: 'Chen',
    suffix: 'MD',
    institution: 'lakeside',
    institutionRole: 'Surgeon',
    npi: '1245319599',
    states: ['CA', 'NV'],
    ...accepted,
  },
  {
    email: 'surgeon.t1@sagitta.test',
    role: 'PHYSICIAN',
    description: 'physician, tier 1',
    firstName: 'Daniel',
    lastName: 'Reyes',
    suffix: 'MD',
    institution: 'harbor',
    institutionRole: 'Surgeon',
    npi: '1679576722',
    states: ['OR'],
    ...accepted,
  },
  {
    email: 'surgeon.new@sagitta.test',
    role: 'PHYSICIAN',
    description: 'physician, tier 3, EULA not accepted',
    firstName: 'Priya',
    lastName: 'Natarajan',
    suffix: 'DO',
    institution: 'lakeside',
    institutionRole: 'Surgeon',
    eulaAcknowledged: false,
    releaseNotesAcknowledged: false,
  },
  {
    email: 'surgeon2@sagitta.test',
    role: 'PHYSICIAN',
    description: 'physician, tier 3, another practice',
    firstName: 'Thomas',
    lastName: 'Whitaker',
    suffix: 'MD',
    institution: 'lakeside',
    institutionRole: 'Surgeon',
    states: ['CA'],
    ...accepted,
  },
  {
    email: 'staff@sagitta.test',
    role: 'CLINICAL_STAFF',
    description: 'clinical staff, connected to surgeon@',
    firstName: 'Lena',
    lastName: 'Hoffmann',
    institution: 'lakeside',
    institutionRole: 'Physician Assistant',
    ...accepted,
  },
  {
    email: 'rep@sagitta.test',
    role: 'SALES_REPRESENTATIVE',
    description: 'sales representative, connected to surgeon@',
    firstName: 'Marcus',
    lastName: 'Bell',
    salesforceId: '0055e000001AbCdEFG',
    states: ['CA'],
    ...accepted,
  },
  {
    email: 'rep.candidates@sagitta.test',
    role: 'SALES_REPRESENTATIVE',
    description: 'sales representative, connected to surgeon@, sees only surgical candidates',
    firstName: 'Nadia',
    lastName: 'Farouk',
    states: ['CA'],
    onlyViewSurgicalCandidates: true,
    ...accepted,
  },
  {
    email: 'modeler@sagitta.test',
    role: '3DS_TECHNICIAN',
    description: '3DS technician, Modeling',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    subRole: 'Modeling',
    ...accepted,
  },
  {
    email: 'modeler.new@sagitta.test',
    role: '3DS_TECHNICIAN',
    description: '3DS technician, Modeling, inexperienced: their work goes to QC',
    firstName: 'Lucas',
    lastName: 'Moreau',
    subRole: 'Modeling',
    inexperienced: true,
    ...accepted,
  },
  {
    email: 'planner@sagitta.test',
    role: '3DS_TECHNICIAN',
    description: '3DS technician, Planning',
    firstName: 'Kenji',
    lastName: 'Mori',
    subRole: 'Planning',
    ...accepted,
  },
  {
    email: 'manager@sagitta.test',
    role: '3DS_TECHNICIAN',
    description: '3DS technician, Manager',
    firstName: 'Grace',
    lastName: 'Adeyemi',
    subRole: 'Manager',
    ...accepted,
  },
  {
    email: 'rods@sagitta.test',
    role: 'ROD_MANUFACTURER',
    description: 'rod manufacturer',
    firstName: 'Oskar',
    lastName: 'Brandt',
    ...accepted,
  },
];

/** The connections of the demo: parent physician, child staff member or representative. */
export const DEMO_CONNECTIONS: { physician: string; connected: string }[] = [
  { physician: 'surgeon@sagitta.test', connected: 'staff@sagitta.test' },
  { physician: 'surgeon@sagitta.test', connected: 'rep@sagitta.test' },
  { physician: 'surgeon@sagitta.test', connected: 'rep.candidates@sagitta.test' },
];

/** A pending access request of the demo, as the public request form makes them. */
export interface DemoAccessRequest {
  email: string;
  role: Extract<RoleName, 'PHYSICIAN' | 'CLINICAL_STAFF' | 'SALES_REPRESENTATIVE'>;
  firstName: string;
  lastName: string;
  phone: string;
  requestedInstitution: string;
  npi?: string;
}

/** Two requests waiting for an administrator, so that the Requests tab has something to show. */
export const DEMO_ACCESS_REQUESTS: DemoAccessRequest[] = [
  {
    email: 'ines.duarte@sagitta.test',
    role: 'PHYSICIAN',
    firstName: 'Inês',
    lastName: 'Duarte',
    phone: '6195550187',
    requestedInstitution: 'Northbay Spine Institute',
    npi: '1348726591',
  },
  {
    email: 'samuel.ortiz@sagitta.test',
    role: 'CLINICAL_STAFF',
    firstName: 'Samuel',
    lastName: 'Ortiz',
    phone: '6195550143',
    requestedInstitution: 'Lakeside Spine Center',
  },
];
