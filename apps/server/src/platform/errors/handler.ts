import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@sagitta/domain';
import { AppError } from './errors';
import { isMalformedMultipart, MALFORMED_MULTIPART_MESSAGE } from './malformed-multipart';

function body(statusCode: number, message: string, details?: unknown): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details === undefined ? {} : { details }),
  };
}

/**
 * One place that turns every failure into the API's error body. Client mistakes keep their 4xx
 * status and a message naming what was wrong; anything else is logged and answered with a bare
 * 500, never a stack trace or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const where = `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`;
        return { field: where, message: issue.message ?? 'is invalid' };
      });
      const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
      return reply.status(400).send(body(400, message, issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type …
      return reply.status(status).send(body(status, error.message));
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send(body(400, MALFORMED_MULTIPART_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'Internal Server Error'));
  });
}

export { body as errorBodyOf };
