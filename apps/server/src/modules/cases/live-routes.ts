import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { API_PATHS } from '@sagitta/domain';
import { checkSocketOrigin } from '../../platform/realtime/live-socket';
import { openCaseFeed } from './live-cases';

/** The case lists' live channel, a websocket (issue 18: a case taken elsewhere leaves at once). */
export const caseFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.caseFeed,
    {
      websocket: true,
      // Case ids and the change's name only: the lists read afterwards are audited.
      config: { permission: 'cases:work', auditRead: 'none' },
      schema: {
        tags: ['cases'],
        summary: 'Live changes of the cases the technician may see (websocket)',
      },
      // A page of another site must not open the channel with the user's cookie.
      preHandler: checkSocketOrigin,
    },
    (socket: WebSocket, request) => openCaseFeed(app, socket, request),
  );
};
