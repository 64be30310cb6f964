import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { API_PATHS, patientRecordHubQuery } from '@sagitta/domain';
import { checkSocketOrigin } from '../../platform/realtime/live-socket';
import { HUB_OPEN_ACTION, openPatientRecordHub, type PatientRecordHubQuery } from './service';

/** The patient record hub, a websocket (seed §7 real-time `/patientRecordHub`). */
export const patientRecordHubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.patientRecordHub,
    {
      websocket: true,
      config: {
        permission: 'patients:read',
        auditRead: { action: HUB_OPEN_ACTION, targetType: 'patient', target: 'handler' },
      },
      schema: {
        tags: ['patients'],
        summary:
          "Changes to one patient's record: notes, flags, primary physician, exams (websocket; " +
          '?patientId=, and ?physicianId= for staff and representatives)',
        querystring: patientRecordHubQuery,
      },
      // A page of another site must not open the hub with the user's cookie.
      preHandler: checkSocketOrigin,
    },
    (socket: WebSocket, request: FastifyRequest<{ Querystring: PatientRecordHubQuery }>) =>
      openPatientRecordHub(app, socket, request),
  );
};
