import type { Config } from '../config';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/database';

/** What every module's service needs from the platform; decorated on the Fastify instance. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
}
