import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { API_PATHS } from '@sagitta/domain';
import { checkSocketOrigin } from '../../platform/realtime/live-socket';
import { liveFeedQuery, openLiveFeed, type LiveFeedQuery } from './live-feed';

/** The patient-list live feed, a websocket (seed §7 real-time). */
export const liveFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.worklistFeed,
    {
      websocket: true,
      config: {
        permission: 'exams:read',
        auditRead: { action: 'worklist.feed.open', targetType: 'user', target: 'handler' },
      },
      schema: {
        tags: ['worklist'],
        summary: 'Live feed of the acting physician’s exams (websocket; ?physicianId= for staff)',
        querystring: liveFeedQuery,
      },
      preHandler: checkSocketOrigin,
    },
    (socket: WebSocket, request: FastifyRequest<{ Querystring: LiveFeedQuery }>) =>
      openLiveFeed(app, socket, request),
  );
};
