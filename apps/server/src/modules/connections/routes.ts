import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connection, errorResponses, idParams } from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { listConnections } from './service';

/** Connections between physicians and the clinical staff and sales representatives who act for them. */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;

  app.get('/api/v1/users/:id/connections', {
    config: { permission: 'account:read' },
    schema: {
      tags: ['connections'],
      summary: "A user's connections: one's own, or anyone's for administrators",
      params: idParams,
      response: { 200: z.array(connection), ...errorResponses },
    },
    handler: (request) => listConnections(database.db, contextOf(request), request.params.id),
  });
};
