import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';
import { safeError } from './safe-error';

/**
 * pino options: headers that carry secrets are redacted, and requests are logged by method and
 * path only, because query strings carry searches by patient name (PHI) and bodies carry
 * passwords and notes. Nothing else of a request reaches the log. Errors are logged through
 * `safeError`: a database error never brings its SQL, its parameters or the values PostgreSQL
 * quotes.
 * @param stream - where lines go; standard output by default (tests read them from elsewhere)
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      err: (error: unknown) => safeError(error),
    },
  };
}
