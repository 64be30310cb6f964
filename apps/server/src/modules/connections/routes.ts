import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  connection,
  connectionCreate,
  connectionParams,
  errorBody,
  errorResponses,
  idParams,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { createConnection, listConnections, removeConnection } from './service';

/** Connections between physicians and the clinical staff and sales representatives who act for them. */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, accounts } = app.services;

  app.get(API_PATHS.userConnections, {
    config: { permission: 'account:read' },
    schema: {
      tags: ['connections'],
      summary: "A user's connections: one's own, or anyone's for administrators",
      params: idParams,
      response: { 200: z.array(connection), ...errorResponses },
    },
    handler: (request) => listConnections(database.db, contextOf(request), request.params.id),
  });

  app.post(API_PATHS.connections, {
    config: { permission: 'connections:manage', audit: 'connection.create' },
    schema: {
      tags: ['connections'],
      summary: 'Link a clinical staff member or sales representative to a physician',
      body: connectionCreate,
      response: { 201: connection, ...errorResponses, 409: errorBody },
    },
    handler: async (request, reply) => {
      const created = await createConnection(
        database.db,
        accounts,
        contextOf(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  });

  app.delete(API_PATHS.userConnection, {
    config: { permission: 'connections:manage', audit: 'connection.delete' },
    schema: {
      tags: ['connections'],
      summary: 'Unlink a connection of a user',
      params: connectionParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { id, connectionId } = request.params;
      await removeConnection(database.db, accounts, contextOf(request), id, connectionId);
      return reply.status(204).send(null);
    },
  });
};
