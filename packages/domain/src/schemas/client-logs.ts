import { z } from 'zod';
import { CLIENT_LOG_MESSAGE_MAX } from '../rules/client-log';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Characters of a route name (`patient-list`) or pattern (`/patient/:patientId`). */
const ROUTE_CHARACTERS = /^[\w\-./:*]*$/;
/** A path segment made of digits only: an id, not a pattern. */
const NUMERIC_SEGMENT = /(^|\/)\d+(\/|$)/;

/**
 * Where in the web app an error happened: a route name or pattern, never a URL. Query strings
 * carry searches by patient name and paths carry ids, so neither may reach the log.
 */
const clientRoute = z
  .string()
  .max(100)
  .regex(ROUTE_CHARACTERS, { error: 'must be a route name or pattern, without query or fragment' })
  .refine((value) => !value.includes('//'), { error: 'must be a route name or pattern, not a URL' })
  .refine((value) => !UUID.test(value) && !NUMERIC_SEGMENT.test(value), {
    error: 'must be a route name or pattern, without ids',
  });

/**
 * An error the browser reports to the server's log (seed §8: "all errors are logged at ERROR
 * level to the logging service"). Unknown keys are refused: nothing but these fields is sent.
 */
export const clientLog = z.strictObject({
  level: z.literal('ERROR'),
  /** An HTTP status, or an error code of the web app (`PhysicianNotSet`, 999 …). */
  code: z.union([z.number().int(), z.string().max(40)]),
  message: z.string().max(CLIENT_LOG_MESSAGE_MAX),
  route: clientRoute,
  occurredAt: z.iso.datetime(),
});
export type ClientLog = z.infer<typeof clientLog>;
