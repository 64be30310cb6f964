import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  accessRequest,
  accessRequestAnswer,
  errorBody,
  setPasswordWithLink,
} from '@sagitta/domain';
import { requestAccess, setPasswordWithToken } from './service';

/** Access requests allowed per client IP per hour. */
export const ACCESS_REQUESTS_PER_HOUR = 5;
/** Set-password attempts allowed per client IP per 15 minutes (each valid one costs argon2). */
export const SET_PASSWORD_ATTEMPTS_PER_WINDOW = 10;

const passwordSetAnswer = z.object({ message: z.string() });

/** Public access requests and one-time set-password links. */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, accounts } = app.services;

  app.post(API_PATHS.accessRequests, {
    config: {
      public: true,
      audit: 'access-request.create',
      rateLimit: { max: ACCESS_REQUESTS_PER_HOUR, timeWindow: '1 hour' },
    },
    schema: {
      tags: ['access-requests'],
      summary: 'Ask for an account; the same answer whether or not the email is known',
      body: accessRequest,
      response: { 202: accessRequestAnswer, 400: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const answer = await requestAccess(
        database.db,
        { now: clock.now(), clientIp: request.ip },
        request.body,
      );
      request.auditRecorded = true;
      return reply.code(202).send(answer);
    },
  });

  app.post(API_PATHS.setPassword, {
    config: {
      public: true,
      audit: 'user.password.set-with-link',
      rateLimit: { max: SET_PASSWORD_ATTEMPTS_PER_WINDOW, timeWindow: '15 minutes' },
    },
    schema: {
      tags: ['auth'],
      summary: 'Set a password with an emailed one-time link',
      body: setPasswordWithLink,
      response: { 200: passwordSetAnswer, 400: errorBody, 429: errorBody },
    },
    handler: async (request) => {
      const answer = await setPasswordWithToken(
        database.db,
        accounts,
        { now: clock.now(), clientIp: request.ip },
        request.body,
      );
      request.auditRecorded = true;
      return answer;
    },
  });
};
