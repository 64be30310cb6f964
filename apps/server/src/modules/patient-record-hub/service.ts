import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { PatientRecordHubMessage } from '@sagitta/domain';
import { seesOnlyCandidates, type PhysicianScope } from '../../platform/access/patient-scope';
import { recordAudit } from '../../platform/audit/audit';
import { recordRead } from '../../platform/audit/hook';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import type { CaseChange } from '../../platform/realtime/case-events';
import type { PatientRecordEvent } from '../../platform/realtime/patient-record-events';
import { openLiveAccess, watchLiveAccess } from '../../platform/realtime/live-access';
import { LIVE_CLOSE } from '../../platform/realtime/live-socket';
import { isPatientInScope, patientExists, patientOfExam } from './repo';

export interface PatientRecordHubQuery {
  patientId: string;
  physicianId?: string | undefined;
}

/** The action of the hub's audit rows: one per open, granted or refused. */
export const HUB_OPEN_ACTION = 'patient-record-hub.open';

/** A refused open, for the trail: which patient was asked for, and whether it exists at all. */
async function auditRefusal(
  request: FastifyRequest,
  action: string,
  patientId: string,
): Promise<void> {
  const { database, clock } = request.server.services;
  const elsewhere = await patientExists(database.db, patientId);
  await recordAudit(database.db, clock.now(), {
    action,
    targetType: 'patient',
    targetId: patientId,
    actorUserId: request.auth?.userId ?? null,
    outcome: 'denied',
    clientIp: request.ip,
    details: { reason: elsewhere ? 'other-scope' : 'unknown' },
  });
}

/** What a patient hub's listeners get: the browser's scope, and how to talk to it. */
export interface PatientHubLink {
  db: FastifyInstance['services']['database']['db'];
  patientId: string;
  /** The browser's scope; `candidatesOnly` follows the account's changes. */
  scope: PhysicianScope;
  send: (message: object) => void;
  /** Closes the hub: the patient left the browser's scope. */
  leave: () => void;
  /** Runs event work one after another, so messages keep the order of their events. */
  inTurn: (work: () => Promise<void>) => void;
}

/** How a patient hub opens: its audit action and what it listens to (returns the unsubscribe). */
export interface PatientHubSpec {
  action: string;
  listen: (link: PatientHubLink) => () => void;
}

/**
 * A websocket following one patient (the patient record hub, the alignment hub): opened only for
 * a patient in the caller's scope (the acting physician named in the query, as the header would
 * name them; the candidates-only flag); one audit row per open, granted or refused; closed when
 * the session ends, the acting link goes, or the patient leaves the scope. Modelled on the
 * worklist's live feed (`worklist/live-feed.ts`). What it sends is the spec's listeners'.
 */
export async function openPatientHub(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest<{ Querystring: PatientRecordHubQuery }>,
  spec: PatientHubSpec,
): Promise<void> {
  const db = app.services.database.db;
  const { patientId } = request.query;
  const access = await openLiveAccess(request, socket, request.query.physicianId);
  if (access === null) return;
  const scope: PhysicianScope = {
    physicianId: access.physicianId,
    candidatesOnly: await seesOnlyCandidates(db, access.userId),
  };
  if (!(await isPatientInScope(db, scope, patientId))) {
    await auditRefusal(request, spec.action, patientId);
    // The same words for a patient elsewhere and no patient at all.
    socket.close(LIVE_CLOSE.accessEnded, 'Patient not found');
    return;
  }
  // One row per hub opened, naming the patient: the hub then sends only ids and statuses.
  recordRead(request, patientId, { onBehalf: access.onBehalf, physicianId: scope.physicianId });

  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const leave = () => {
    socket.close(LIVE_CLOSE.accessEnded, 'Patient no longer in scope');
  };
  let pending = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    pending = pending.then(work).catch((error: unknown) => {
      request.log.warn({ err: error }, 'patient hub event failed');
    });
  };

  const unsubscribe = spec.listen({ db, patientId, scope, send, leave, inTurn });
  watchLiveAccess(app, socket, request, access, {
    name: 'patient hub',
    stillAllowed: async () => {
      // An administrator may have set the account to see only candidates since the open.
      scope.candidatesOnly = await seesOnlyCandidates(db, access.userId);
      if (!(await isPatientInScope(db, scope, patientId))) leave();
    },
    onClose: unsubscribe,
  });
}

/**
 * Whether an exam of the scope belongs to the hub's patient (the scope is part of the WHERE):
 * what a hub checks before telling a browser about an exam.
 */
export async function isExamOfPatient(link: PatientHubLink, examId: string): Promise<boolean> {
  return (await patientOfExam(link.db, link.scope, examId)) === link.patientId;
}

/**
 * The patient record hub (seed §7 `/patientRecordHub`): a browser with a patient file open hears
 * `{ status, patientId, noteId?, examId?, caseId? }` whenever that patient's notes, flags, primary
 * physician, exams or 3D cases change, on any instance, and nothing else (`openPatientHub` for who may
 * open it and when it closes).
 */
export function openPatientRecordHub(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest<{ Querystring: PatientRecordHubQuery }>,
): Promise<void> {
  const { acquisitionEvents, patientRecordEvents, caseEvents } = app.services;
  return openPatientHub(app, socket, request, {
    action: HUB_OPEN_ACTION,
    listen: (link) => {
      const { db, patientId, scope, leave, inTurn } = link;
      const send = (message: PatientRecordHubMessage) => {
        link.send(message);
      };
      const onRecordEvent = (event: PatientRecordEvent) => {
        if (event.patientId !== patientId || !event.physicianIds.includes(scope.physicianId))
          return;
        const message: PatientRecordHubMessage = {
          status: event.status,
          patientId,
          ...(event.noteId === undefined ? {} : { noteId: event.noteId }),
          ...(event.examId === undefined ? {} : { examId: event.examId }),
        };
        inTurn(async () => {
          if (event.status === 'PRIMARY_PHYSICIAN_CHANGED') {
            // The browser learns why its file closes, then the hub closes if the patient moved away.
            send(message);
            if (!(await isPatientInScope(db, scope, patientId))) leave();
            return;
          }
          // A candidate a moment ago may not be one now: a candidates-only caller hears nothing more.
          if (scope.candidatesOnly && !(await isPatientInScope(db, scope, patientId))) {
            leave();
            return;
          }
          send(message);
        });
      };
      const onExamEvent = (event: AcquisitionEvent) => {
        // Only the scope's physician's exams cost a lookup: whose patient is this exam?
        if (event.physicianId !== scope.physicianId) return;
        inTurn(async () => {
          if (!(await isExamOfPatient(link, event.acquisitionId))) return;
          send({
            status: event.status === 'EXAM_IMPORTED' ? 'EXAM_ADDED' : 'EXAM_CHANGED',
            patientId,
            examId: event.acquisitionId,
          });
        });
      };
      const onCaseEvent = (event: CaseChange) => {
        // The case's physician is the one its exam belongs to: the scope the exams are heard in.
        if (event.patientId !== patientId || event.physicianId !== scope.physicianId) return;
        inTurn(async () => {
          // A candidate a moment ago may not be one now: a candidates-only caller hears nothing more.
          if (scope.candidatesOnly && !(await isPatientInScope(db, scope, patientId))) {
            leave();
            return;
          }
          send({ status: 'CASE_CHANGED', patientId, caseId: event.caseId });
        });
      };
      const unsubscribeRecord = patientRecordEvents.subscribe(onRecordEvent);
      const unsubscribeExams = acquisitionEvents.subscribe(onExamEvent);
      const unsubscribeCases = caseEvents.subscribe(onCaseEvent);
      return () => {
        unsubscribeRecord();
        unsubscribeExams();
        unsubscribeCases();
      };
    },
  });
}
