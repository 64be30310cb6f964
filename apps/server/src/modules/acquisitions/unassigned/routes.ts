import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  examAssignment,
  idParams,
  unassignedPage,
  unassignedQuery,
  worklistExam,
} from '@sagitta/domain';
import { contextOf } from '../../../platform/request-context';
import { assignExam, listUnassigned } from './service';

/** The unassigned exams (seed §7): the list administrators work through, and assignment. */
export const unassignedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['acquisitions'];

  app.get(API_PATHS.unassignedExams, {
    config: {
      permission: 'exams:assign',
      auditRead: { action: 'exam.unassigned.read', targetType: 'exam', target: 'items' },
    },
    schema: {
      tags,
      summary: 'Exams routed to no physician, newest first, with the header values received',
      querystring: unassignedQuery,
      response: { 200: unassignedPage, ...errorResponses },
    },
    handler: (request) => listUnassigned(services.database.db, request.query),
  });

  app.post(API_PATHS.examAssignment, {
    config: { permission: 'exams:assign', audit: 'acquisition.assign' },
    schema: {
      tags,
      summary: 'Give an unassigned exam to a physician; 409 when it already has one',
      params: idParams,
      body: examAssignment,
      response: { 200: worklistExam, ...errorResponses, 409: errorBody },
    },
    handler: (request) =>
      assignExam(
        services.database.db,
        services.acquisitionEvents,
        contextOf(request),
        request.params.id,
        request.body.physicianId,
      ),
  });
};
