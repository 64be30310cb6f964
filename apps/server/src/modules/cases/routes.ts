import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  caseActionBody,
  caseAnalytics as caseAnalyticsSchema,
  caseAnalyticsQuery,
  caseAssignment,
  caseHistory as caseHistorySchema,
  caseListQuery,
  casePage,
  casePriorityBody,
  caseSummary,
  caseTechnician,
  errorResponses,
  idParams,
  modelRequest,
  modelsToApproveQuery,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { caseAnalytics } from './analytics-service';
import {
  caseHistory,
  caseTechnicians,
  listCases,
  modelsToApprove,
  patientCases,
  readCase,
} from './list-service';
import {
  actOnCase,
  approvePediatricCase,
  assignCase,
  prioritiseCase,
  requestModel,
  startCase,
  takeNext,
} from './service';

/** 3D cases (issue 18): model requests, the technicians' queue and workflow, the manager's tools. */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, acquisitionEvents, jobs, caseEvents } = app.services;
  const db = database.db;
  const services = { db, acquisitionEvents, jobs, caseEvents };
  const tags = ['cases'];
  const withId = { params: idParams };

  app.post(API_PATHS.cases, {
    config: { permission: 'cases:request', audit: 'case.request' },
    schema: {
      tags,
      summary:
        'Request a 3D model of an exam (409 under 7 years; under 18 needs pediatricConfirmed)',
      body: modelRequest,
      response: { 201: caseSummary, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await requestModel(services, contextOf(request), request.body)),
  });

  app.get(API_PATHS.cases, {
    config: {
      permission: 'cases:work',
      auditRead: { action: 'case.list', targetType: 'case', target: 'items' },
    },
    schema: {
      tags,
      summary:
        "A page of a case list: one's own, the queue, every case or the approvals (managers)",
      querystring: caseListQuery,
      response: { 200: casePage, ...errorResponses },
    },
    handler: (request) => listCases(db, contextOf(request), request.query),
  });

  app.post(API_PATHS.caseQueueNext, {
    config: { permission: 'cases:work', audit: 'case.take' },
    schema: {
      tags,
      summary:
        'Take the next case of the queue (Online, no open case); 204 when the queue is empty',
      response: {
        200: caseSummary,
        204: z.null().describe('The queue is empty'),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const taken = await takeNext(services, contextOf(request));
      return taken === undefined ? reply.status(204).send(null) : taken;
    },
  });

  app.get(API_PATHS.caseTechnicians, {
    config: { permission: 'cases:work', subRole: 'Manager', auditRead: 'none' },
    schema: {
      tags,
      summary: 'The modeling and planning technicians with their status and open cases (managers)',
      response: { 200: z.array(caseTechnician), ...errorResponses },
    },
    handler: (request) => caseTechnicians(db, contextOf(request)),
  });

  app.get(API_PATHS.case, {
    config: {
      permission: 'cases:work',
      auditRead: { action: 'case.read', targetType: 'case', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: 'One case, as the lists show it',
      ...withId,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) => readCase(db, contextOf(request), request.params.id),
  });

  app.get(API_PATHS.caseAnalytics, {
    // Counts and timings only: no patient is named, so no read of patient data to audit.
    config: { permission: 'cases:work', subRole: 'Manager', auditRead: 'none' },
    schema: {
      tags,
      summary: 'Case Distribution, Task Timing and Case Timing over a date range (managers)',
      querystring: caseAnalyticsQuery,
      response: { 200: caseAnalyticsSchema, ...errorResponses },
    },
    handler: (request) => caseAnalytics(db, contextOf(request), request.query),
  });

  app.get(API_PATHS.caseHistory, {
    config: {
      permission: 'cases:work',
      auditRead: { action: 'case.history.read', targetType: 'case', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: "A case's history: every step, who and when",
      ...withId,
      response: { 200: caseHistorySchema, ...errorResponses },
    },
    handler: (request) => caseHistory(db, contextOf(request), request.params.id),
  });

  app.post(API_PATHS.caseStart, {
    config: { permission: 'cases:work', audit: 'case.start' },
    schema: {
      tags,
      summary: 'The assigned technician opens the work (in progress from now on)',
      ...withId,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) => startCase(services, contextOf(request), request.params.id),
  });

  app.post(API_PATHS.caseActions, {
    config: { permission: 'cases:work', audit: 'case.action' },
    schema: {
      tags,
      summary:
        'Send to Planning, Send for QC, Complete Case, Reject or Return (409 when not allowed)',
      ...withId,
      body: caseActionBody,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) => actOnCase(services, contextOf(request), request.params.id, request.body),
  });

  app.patch(API_PATHS.caseAssignee, {
    config: { permission: 'cases:work', subRole: 'Manager', audit: 'case.assign' },
    schema: {
      tags,
      summary: 'Assign, reassign or unassign a case (managers)',
      ...withId,
      body: caseAssignment,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) => assignCase(services, contextOf(request), request.params.id, request.body),
  });

  app.patch(API_PATHS.casePriority, {
    config: { permission: 'cases:work', subRole: 'Manager', audit: 'case.priority' },
    schema: {
      tags,
      summary: "Change a case's priority (managers)",
      ...withId,
      body: casePriorityBody,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) =>
      prioritiseCase(services, contextOf(request), request.params.id, request.body.priority),
  });

  app.post(API_PATHS.caseApproval, {
    config: { permission: 'cases:work', subRole: 'Manager', audit: 'case.approve' },
    schema: {
      tags,
      summary: 'Approve a pediatric model request: it enters the queue (managers)',
      ...withId,
      response: { 200: caseSummary, ...errorResponses },
    },
    handler: (request) => approvePediatricCase(services, contextOf(request), request.params.id),
  });

  app.get(API_PATHS.modelsToApprove, {
    config: {
      permission: 'patients:read',
      auditRead: { action: 'case.models-to-approve.read', targetType: 'case', target: 'items' },
    },
    schema: {
      tags,
      summary:
        "The completed 3D models waiting for the physician's review (Actions: approve model)",
      querystring: modelsToApproveQuery,
      response: { 200: casePage, ...errorResponses },
    },
    handler: (request) => modelsToApprove(db, contextOf(request), request.query),
  });

  app.get(API_PATHS.patientCases, {
    config: {
      permission: 'patients:read',
      auditRead: { action: 'patient.cases.read', targetType: 'patient', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: "A patient's 3D cases, newest first",
      ...withId,
      response: { 200: z.array(caseSummary), ...errorResponses },
    },
    handler: (request) => patientCases(db, contextOf(request), request.params.id),
  });
};
