import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorResponses, outboxList, pagingQuery } from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { readOutbox } from './service';

/** The outbox of emails, for administrators. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer } = app.services;

  app.get(API_PATHS.outbox, {
    // The emails name their recipients and hold their links: account data, audited as read.
    config: {
      permission: 'outbox:read',
      auditRead: { action: 'outbox.read', targetType: 'email', target: 'items' },
    },
    schema: {
      tags: ['outbox'],
      summary: 'The emails the portal sent or keeps, newest first',
      querystring: pagingQuery,
      response: { 200: outboxList, ...errorResponses },
    },
    handler: (request) => {
      const { roles, now } = contextOf(request);
      return readOutbox(database.db, request.query, { roles, now, mailDelivers: mailer.delivers });
    },
  });
};
