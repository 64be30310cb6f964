import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alignmentReportFileName,
  alignmentReportList,
  alignmentReportsQuery,
  API_PATHS,
  errorResponses,
  idParams,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { listReports, reportPdf } from './service';

const tags = ['alignment'];
const pdf = z.any().describe('application/pdf');

/**
 * The alignment assessment reports (issue 17): the patient's list and the PDF download. The
 * reports themselves are made by the approval (`alignment/review-service.ts`).
 */
export const alignmentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, blobs } = app.services;
  const db = database.db;

  app.get(API_PATHS.alignmentReports, {
    config: {
      permission: 'exams:read',
      auditRead: {
        action: 'alignment-report.list.read',
        targetType: 'patient',
        target: { query: 'patientId' },
      },
    },
    schema: {
      tags,
      summary: "The patient's alignment assessment reports, newest approval first",
      querystring: alignmentReportsQuery,
      response: { 200: alignmentReportList, ...errorResponses },
    },
    handler: (request) => listReports(db, contextOf(request), request.query.patientId),
  });

  app.get(API_PATHS.alignmentReportPdf, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'alignment-report.read', targetType: 'exam', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: 'One alignment assessment report as a PDF (the id is the report exam)',
      description:
        'Served as an attachment named `alignment-report-{id}.pdf`: nothing about the patient in the name.',
      params: idParams,
      response: { 200: pdf, ...errorResponses },
    },
    handler: async (request, reply) => {
      const found = await reportPdf({ db, blobs }, contextOf(request), request.params.id);
      // Patient data: never kept by a shared cache or the browser's.
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${alignmentReportFileName(found.report.id)}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(found.pdf);
    },
  });
};
