import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { alignmentHubQuery, API_PATHS, type AlignmentHubMessage } from '@sagitta/domain';
import { checkSocketOrigin } from '../../platform/realtime/live-socket';
import type { AlignmentEvent } from '../../platform/realtime/alignment-events';
import {
  isExamOfPatient,
  openPatientHub,
  type PatientRecordHubQuery,
} from '../patient-record-hub/service';

/** The action of the alignment hub's audit rows: one per open, granted or refused. */
export const ALIGNMENT_HUB_OPEN_ACTION = 'alignment-hub.open';

/**
 * `/alignmentHub` (seed §7 real-time): a browser showing a patient's alignment hears
 * `{ change, patientId, examId, assessmentId }` when one of the patient's assessments is
 * opened, saved, re-phased, completed, reviewed or approved, on any instance. Opened and scoped
 * exactly as the patient record hub (`openPatientHub`); each event is sent only when its exam is
 * in the browser's scope, checked in SQL, as the reads are.
 */
export const alignmentHubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.alignmentHub,
    {
      websocket: true,
      config: {
        permission: 'exams:read',
        auditRead: {
          action: ALIGNMENT_HUB_OPEN_ACTION,
          targetType: 'patient',
          target: 'handler',
        },
      },
      schema: {
        tags: ['alignment'],
        summary:
          "Changes to one patient's alignment assessments (websocket; ?patientId=, and " +
          '?physicianId= for staff and representatives)',
        querystring: alignmentHubQuery,
      },
      // A page of another site must not open the hub with the user's cookie.
      preHandler: checkSocketOrigin,
    },
    (socket: WebSocket, request: FastifyRequest<{ Querystring: PatientRecordHubQuery }>) =>
      openPatientHub(app, socket, request, {
        action: ALIGNMENT_HUB_OPEN_ACTION,
        listen: (link) =>
          app.services.alignmentEvents.subscribe((event: AlignmentEvent) => {
            if (event.patientId !== link.patientId) return;
            link.inTurn(async () => {
              if (!(await isExamOfPatient(link, event.examId))) return;
              const message: AlignmentHubMessage = {
                change: event.change,
                patientId: event.patientId,
                examId: event.examId,
                assessmentId: event.assessmentId,
              };
              link.send(message);
            });
          }),
      }),
  );
};
