import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  onlineStatusBody,
  onlineStatusQuery,
  technicianPresence,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { recordHeartbeat, setOnlineStatus } from './presence-service';

/** The technicians' online status and its heartbeat (seed §4, issue 18). */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const tags = ['cases'];

  app.patch(API_PATHS.userOnlineStatus, {
    config: { permission: 'cases:work', audit: 'user.online-status' },
    schema: {
      tags,
      summary:
        "Set a technician's online status: one's own, or any technician's for a 3D manager. " +
        'Offline hands pending cases back to the queue at once, started ones after 15 minutes.',
      querystring: onlineStatusQuery,
      body: onlineStatusBody,
      response: { 200: technicianPresence, ...errorResponses, 409: errorBody },
    },
    handler: (request) =>
      setOnlineStatus(
        services,
        contextOf(request),
        request.query.userId,
        request.body.onlineStatus,
      ),
  });

  app.post(API_PATHS.technicianSessions, {
    config: { permission: 'cases:work', audit: 'user.heartbeat' },
    schema: {
      tags,
      summary:
        "The caller's 60-second heartbeat while Online or on Hold; Offline answers Offline " +
        '(the browser stops calling).',
      response: { 200: technicianPresence, ...errorResponses, 409: errorBody },
    },
    handler: (request) => recordHeartbeat(services, contextOf(request)),
  });
};
