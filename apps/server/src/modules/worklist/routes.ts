import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorResponses, worklistPage, worklistQuery } from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { listWorklist } from './service';

/** The patient-list service of seed §7: the worklist and its live feed. */
export const worklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;
  const tags = ['worklist'];

  app.get(API_PATHS.worklist, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'worklist.read', targetType: 'exam', target: 'items' },
    },
    schema: {
      tags,
      summary: "One page of the acting physician's exams, newest first, with a comma search",
      querystring: worklistQuery,
      response: { 200: worklistPage, ...errorResponses },
    },
    handler: (request) => listWorklist(database.db, contextOf(request), request.query),
  });
};
