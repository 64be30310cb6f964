import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessHistoryPage,
  accessHistoryQuery,
  API_PATHS,
  errorResponses,
  idParams,
  latestExamsV1Page,
  latestExamsV2Page,
  lookaheadQuery,
  lookaheadResult,
  modelingRecord as modelingRecordSchema,
  patientExamPage,
  patientExamsQuery,
  patientRecordDetail,
  patientRecordPage,
  patientRecordsQuery,
} from '@sagitta/domain';
import { recordRead } from '../../platform/audit/hook';
import { contextOf } from '../../platform/request-context';
import { accessHistory } from './access-history-service';
import { patientChangeRoutes } from './change-routes';
import {
  latestExams,
  listRecords,
  lookahead,
  modelingRecord,
  recordDetail,
  recordExams,
  toLatestExamsV1,
} from './service';
import { scopeOwnerId } from '../../platform/access/patient-scope';

const tags = ['patients'];

/** A read of one patient record named by the path's id: one audit row naming it. */
const readOf = (action: string) => ({
  permission: 'patients:read' as const,
  auditRead: { action, targetType: 'patient', target: { param: 'id' } },
});

/**
 * The patient calls of issue 16 (seed §7 Patients and exams, portal reads): the Patient List,
 * the patient file's record, exams and access history, the latest-exam lists, the lookahead and
 * modelings; the changes (favorite, flags, primary physician) are in `change-routes.ts`.
 */
export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;
  await app.register(patientChangeRoutes);

  app.get(API_PATHS.patientRecords, {
    config: {
      permission: 'patients:read',
      auditRead: { action: 'patient.list.read', targetType: 'patient', target: 'items' },
    },
    schema: {
      tags,
      summary: 'A page of patient records: all, favorites or candidates, searched, sorted',
      querystring: patientRecordsQuery,
      response: { 200: patientRecordPage, ...errorResponses },
    },
    handler: (request) => listRecords(database.db, contextOf(request), request.query),
  });

  app.get(API_PATHS.patientRecord, {
    config: readOf('patient.read'),
    schema: {
      tags,
      summary: 'A patient record with its latest exam of each type and its note counts',
      params: idParams,
      response: { 200: patientRecordDetail, ...errorResponses },
    },
    handler: (request) => recordDetail(database.db, contextOf(request), request.params.id),
  });

  app.get(API_PATHS.patientAccessHistory, {
    config: {
      ...readOf('patient.access-history.read'),
      permission: 'patients:access-history' as const,
    },
    schema: {
      tags,
      summary: "Who read or changed the patient, newest first (the patient's physician and staff)",
      params: idParams,
      querystring: accessHistoryQuery,
      response: { 200: accessHistoryPage, ...errorResponses },
    },
    handler: (request) =>
      accessHistory(database.db, contextOf(request), request.params.id, request.query),
  });

  app.get(API_PATHS.patientExams, {
    config: readOf('patient.exams.read'),
    schema: {
      tags,
      summary: "A patient's exams, newest first, with type, status, images and latest modeling",
      params: idParams,
      querystring: patientExamsQuery,
      response: { 200: patientExamPage, ...errorResponses },
    },
    handler: (request) =>
      recordExams(database.db, contextOf(request), request.params.id, request.query),
  });

  // The latest-exam lists answer `{ patient, exam }` items: the handler names the patients read.
  const latestRead = (action: string) => ({
    permission: 'patients:read' as const,
    auditRead: { action, targetType: 'physician', target: 'handler' as const },
  });

  app.get(API_PATHS.latestExams, {
    config: latestRead('patient.latest-exams.read'),
    schema: {
      tags,
      summary: "Each patient's latest exam, newest first (version 1: type and date)",
      querystring: patientExamsQuery,
      response: { 200: latestExamsV1Page, ...errorResponses },
    },
    handler: async (request) => {
      const context = contextOf(request);
      const page = await latestExams(database.db, context, {
        ...request.query,
        candidatesOnly: false,
      });
      recordRead(request, scopeOwnerId(await context.patientScope()), {
        ids: page.items.map((item) => item.patient.id),
      });
      return toLatestExamsV1(page);
    },
  });

  for (const [path, action, candidatesOnly, summary] of [
    [
      API_PATHS.latestExamsV2,
      'patient.latest-exams.read',
      false,
      "Each patient's latest exam, newest first, with its status and modeling",
    ],
    [
      API_PATHS.surgicalCandidateExams,
      'patient.candidate-exams.read',
      true,
      "Each surgical candidate's latest exam, newest first, with its status and modeling",
    ],
  ] as const) {
    app.get(path, {
      config: latestRead(action),
      schema: {
        tags,
        summary,
        querystring: patientExamsQuery,
        response: { 200: latestExamsV2Page, ...errorResponses },
      },
      handler: async (request) => {
        const context = contextOf(request);
        const page = await latestExams(database.db, context, { ...request.query, candidatesOnly });
        recordRead(request, scopeOwnerId(await context.patientScope()), {
          ids: page.items.map((item) => item.patient.id),
        });
        return page;
      },
    });
  }

  app.get(API_PATHS.patientLookahead, {
    config: {
      permission: 'patients:read',
      auditRead: { action: 'patient.lookahead.read', targetType: 'patient', target: 'items' },
    },
    schema: {
      tags,
      summary: 'Up to 10 patients whose names, MRN or product id begin with q; 204 when none',
      querystring: lookaheadQuery,
      response: { 200: lookaheadResult, 204: z.null().describe('No patient'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const found = await lookahead(database.db, contextOf(request), request.query.q);
      if (found.items.length === 0) return reply.status(204).send(null);
      return found;
    },
  });

  app.get(API_PATHS.modeling, {
    config: {
      permission: 'patients:read',
      auditRead: { action: 'modeling.read', targetType: 'patient', target: 'handler' },
    },
    schema: {
      tags,
      summary: 'A modeling of an exam of a patient in scope',
      params: idParams,
      response: { 200: modelingRecordSchema, ...errorResponses },
    },
    handler: async (request) => {
      const found = await modelingRecord(database.db, contextOf(request), request.params.id);
      recordRead(request, found.patientId, { modelingId: found.id, examId: found.examId });
      return found;
    },
  });
};
