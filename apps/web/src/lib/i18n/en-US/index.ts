import { patientAlignment } from './patient-alignment';
import { actionsPage } from './actions-page';
import { modelRequests } from './model-requests';
import { alignmentWords } from './alignment-words';
import { account } from './account';
import { audit, auditRoutes } from './audit';
import { auth } from './auth';
import { cases } from './cases';
import { connectionAdmin } from './connections';
import { institutionAdmin } from './institution-admin';
import { patients } from './patients';
import { patientFile } from './patient-file';
import { profile } from './profile';
import { referringTags } from './referring-physician-tags';
import { requestAccount } from './request-account';
import { shell } from './shell';
import { statusError } from './status-error';
import { trends } from './trends';
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
  ...alignmentWords,
  ...worklist,
  ...referringTags,
  ...unassignedExams,
  ...audit,
  ...patients,
  ...patientFile,
  ...patientAlignment,
  ...trends,
  ...cases,
  ...modelRequests,
  ...actionsPage,
} as const;
