import { account } from './account';
import { auth } from './auth';
import { shell } from './shell';
import { statusError } from './status-error';

/** The en-US texts: the reference every other locale is checked against. */
export const enUS = { ...shell, ...statusError, ...auth, ...account } as const;
