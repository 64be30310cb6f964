import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, errorResponses, trendsAnswer, trendsQuery } from '@sagitta/domain';
import { recordRead } from '../../platform/audit/hook';
import { trendsScopeOf } from './scope';
import { patientsWithTrends, patientTrends } from './service';
import { scopeOwnerId } from '../../platform/access/patient-scope';

const tags = ['alignment'];

/** Patient trends (issue 17, seed §7): a patient's parameters over time, or who has trends. */
export const trendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(API_PATHS.trends, {
    config: {
      permission: 'patients:read',
      // The handler names what it read: the patient and their assessments, or the physician
      // and the patients listed. A miss names the patient asked for.
      auditRead: {
        action: 'trends.read',
        targetType: 'patient',
        target: 'handler',
        missQuery: 'patientId',
      },
    },
    schema: {
      tags,
      summary:
        "With patientId: the patient's alignment parameters over time (approved assessments); without: the patients with trends",
      description:
        'Pages of `limit` (50 by default), page 1 the newest; points oldest first within a page. 204 when the page is empty. `physicianId` names the acting physician when the header is not sent; both must agree.',
      querystring: trendsQuery,
      response: { 200: trendsAnswer, 204: z.null().describe('No trends'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { patientId, physicianId, limit, page } = request.query;
      const scope = await trendsScopeOf(request, physicianId);
      if (patientId !== undefined) {
        const trends = await patientTrends(db, scope, patientId, { limit, page });
        recordRead(request, patientId, {
          ids: trends?.points.map((point) => point.assessmentId) ?? [],
        });
        return trends === undefined ? reply.status(204).send(null) : trends;
      }
      const listed = await patientsWithTrends(db, scope, { limit, page });
      recordRead(
        request,
        scopeOwnerId(scope),
        { ids: listed?.items.map((item) => item.id) ?? [] },
        'physician',
      );
      return listed === undefined ? reply.status(204).send(null) : listed;
    },
  });
};
