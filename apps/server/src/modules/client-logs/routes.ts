import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, clientLog, errorBody } from '@sagitta/domain';
import { logClientError } from './service';

/** Error reports a client may send per IP per minute: enough for a bad page, not for a flood. */
export const CLIENT_LOGS_PER_MINUTE = 30;

/** Errors reported by the web app, written to the server log. */
export const clientLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(API_PATHS.clientLogs, {
    config: {
      // Public: errors happen before sign-in and after a session ends too. The session, when
      // there is one, names the reporter.
      public: true,
      usesSession: true,
      changesNoState: true,
      rateLimit: { max: CLIENT_LOGS_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['system'],
      summary: 'Report an error that happened in the browser',
      body: clientLog,
      response: { 204: z.null(), 400: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      logClientError(request.log, request.body, request.auth?.userId ?? null);
      return reply.status(204).send(null);
    },
  });
};
