import { account } from './account';
import { auth } from './auth';
import { connectionAdmin } from './connections';
import { institutionAdmin } from './institution-admin';
import { profile } from './profile';
import { requestAccount } from './request-account';
import { shell } from './shell';
import { statusError } from './status-error';
import { userAdmin } from './user-admin';
import { userForms } from './user-forms';

/** The en-US texts: the reference every other locale is checked against. */
export const enUS = {
  ...shell,
  ...statusError,
  ...auth,
  ...account,
  ...userAdmin,
  ...institutionAdmin,
  ...profile,
  ...requestAccount,
  ...userForms,
  ...connectionAdmin,
} as const;
