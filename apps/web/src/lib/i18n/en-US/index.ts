import { account } from './account';
import { audit, auditRoutes } from './audit';
import { auth } from './auth';
import { connectionAdmin } from './connections';
import { institutionAdmin } from './institution-admin';
import { profile } from './profile';
import { referringTags } from './referring-physician-tags';
import { requestAccount } from './request-account';
import { shell } from './shell';
import { statusError } from './status-error';
import { unassignedExams, unassignedExamsRoutes } from './unassigned-exams';
import { userAdmin } from './user-admin';
import { userForms } from './user-forms';
import { viewer, viewerRoutes } from './viewer';
import { worklist } from './worklist';

/** The en-US texts: the reference every other locale is checked against. */
export const enUS = {
  ...shell,
  routes: { ...shell.routes, ...viewerRoutes, ...unassignedExamsRoutes, ...auditRoutes },
  ...statusError,
  ...auth,
  ...account,
  ...userAdmin,
  ...institutionAdmin,
  ...profile,
  ...requestAccount,
  ...userForms,
  ...connectionAdmin,
  ...viewer,
  ...worklist,
  ...referringTags,
  ...unassignedExams,
  ...audit,
} as const;
