import type { Config } from '../config';
import type { SessionCache } from './auth/sessions';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/database';

/** What every module's service needs from the platform; decorated on the Fastify instance. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Short-lived memory of sessions and profiles; forget an account after changing it. */
  accounts: SessionCache;
}
