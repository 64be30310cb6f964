import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, auditEventsPage, auditEventsQuery, errorResponses } from '@sagitta/domain';
import { readAuditEvents } from './service';

/** The audit trail, for system administrators (issue 14, HIPAA audit controls). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;

  app.get(API_PATHS.auditEvents, {
    config: {
      permission: 'audit:read',
      // Reading the trail is itself audited: who looked, and which events they saw.
      auditRead: { action: 'audit.read', targetType: 'audit-event', target: 'items' },
    },
    schema: {
      tags: ['audit'],
      summary:
        'Audit events (who read or changed what, when, from where), newest first; every filter optional, `to` exclusive',
      querystring: auditEventsQuery,
      response: { 200: auditEventsPage, ...errorResponses },
    },
    handler: (request) => readAuditEvents(database.db, request.query),
  });
};
