import type { Config } from '../config';
import type { SessionCache } from './auth/sessions';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every module's service needs from the platform; decorated on the Fastify instance. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Short-lived memory of sessions and profiles; forget an account after changing it. */
  accounts: SessionCache;
  /** Email: written to the outbox in a transaction, delivered after commit when configured. */
  mailer: Mailer;
}
