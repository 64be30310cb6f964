import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alignmentApproval,
  alignmentAssessment,
  alignmentAssessmentCreate,
  alignmentAssessmentQuery,
  alignmentLandmarksSave,
  alignmentPhaseChange,
  API_PATHS,
  type AlignmentAssessment,
  type AlignmentHubChange,
  errorBody,
  errorResponses,
  idParams,
  patientAlignmentAssessments,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { alignmentReportWriter } from '../alignment-reports/report-writer';
import { currentPasswordRateLimit } from '../users/current-password-limit';
import {
  latestAssessment,
  openAssessment,
  patientAssessments,
  readAssessment,
} from './assessment-service';
import { completeAssessment, saveLandmarks } from './drafting-service';
import { changePhase } from './phase-service';
import { approveAssessment, validateAssessment } from './review-service';

const tags = ['alignment'];
const changed = { 200: alignmentAssessment, ...errorResponses, 409: errorBody };

/** Alignment assessments (issue 17): open, read, save landmarks, complete, review, sign. */
export const alignmentAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const services = { db, acquisitionEvents: app.services.acquisitionEvents };
  /** After the commit: the alignment hub tells the patient's followers (ids only). */
  const announce =
    (change: AlignmentHubChange) =>
    (assessment: AlignmentAssessment): AlignmentAssessment => {
      app.services.alignmentEvents.publish({
        change,
        patientId: assessment.patientId,
        examId: assessment.examId,
        assessmentId: assessment.id,
      });
      return assessment;
    };
  const reviewServices = {
    db,
    writeReport: alignmentReportWriter({
      db,
      blobs: app.services.blobs,
      workers: app.services.workers,
    }),
  };

  app.post(API_PATHS.eosAlignments, {
    config: { permission: 'alignment:place-landmarks', audit: 'alignment-assessment.open' },
    schema: {
      tags,
      summary: "The exam's open alignment assessment, created as a draft if it has none",
      description:
        '201 when created, 200 when the exam already had one; 409 "No images" when the exam has no lateral or frontal film, "Alignment exam locked" once approved.',
      body: alignmentAssessmentCreate,
      response: { 201: alignmentAssessment, ...changed },
    },
    handler: async (request, reply) => {
      const opened = await openAssessment(services, contextOf(request), request.body);
      if (opened.changed) announce(opened.created ? 'opened' : 'phase-changed')(opened.assessment);
      return reply.status(opened.created ? 201 : 200).send(opened.assessment);
    },
  });

  app.get(API_PATHS.eosAlignments, {
    config: {
      permission: 'exams:read',
      auditRead: {
        action: 'alignment-assessment.read',
        targetType: 'exam',
        target: { query: 'examId' },
      },
    },
    schema: {
      tags,
      summary: "The exam's latest alignment assessment; 204 when it has none",
      querystring: alignmentAssessmentQuery,
      response: {
        200: alignmentAssessment,
        204: z.null().describe('No assessment'),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const latest = await latestAssessment(db, contextOf(request), request.query.examId);
      return latest === undefined ? reply.status(204).send(null) : latest;
    },
  });

  app.get(API_PATHS.patientEosAlignments, {
    config: {
      permission: 'exams:read',
      auditRead: {
        action: 'alignment-assessment.list',
        targetType: 'patient',
        target: { param: 'id' },
      },
    },
    schema: {
      tags,
      summary:
        "The patient's alignment assessments, newest first (the patient file's ALIGNMENT tab)",
      description:
        "Only assessments on exams in the caller's scope; 404 for a patient out of scope.",
      params: idParams,
      response: { 200: patientAlignmentAssessments, ...errorResponses },
    },
    handler: (request) => patientAssessments(db, contextOf(request), request.params.id),
  });

  app.get(API_PATHS.eosAlignment, {
    config: {
      permission: 'exams:read',
      auditRead: {
        action: 'alignment-assessment.read',
        targetType: 'alignment-assessment',
        target: { param: 'id' },
      },
    },
    schema: {
      tags,
      summary: 'One alignment assessment',
      params: idParams,
      response: { 200: alignmentAssessment, ...errorResponses },
    },
    handler: (request) => readAssessment(db, contextOf(request), request.params.id),
  });

  app.put(API_PATHS.eosAlignmentLandmarks, {
    config: { permission: 'alignment:place-landmarks', audit: 'alignment-assessment.save' },
    schema: {
      tags,
      summary: 'Save the landmarks and calibration (autosave); a stale revision is refused (409)',
      description: 'Saving a completed assessment returns it to a draft. Refused once approved.',
      params: idParams,
      body: alignmentLandmarksSave,
      response: changed,
    },
    handler: (request) =>
      saveLandmarks(services, contextOf(request), request.params.id, request.body).then(
        announce('saved'),
      ),
  });

  app.patch(API_PATHS.eosAlignmentPhase, {
    config: { permission: 'alignment:place-landmarks', audit: 'alignment-assessment.phase' },
    schema: {
      tags,
      summary: 'Pre-op or post-op; changeable until approval, a stale revision is refused (409)',
      description: 'Keeps the landmarks, the measurement and the review.',
      params: idParams,
      body: alignmentPhaseChange,
      response: changed,
    },
    handler: (request) =>
      changePhase(db, contextOf(request), request.params.id, request.body).then(
        announce('phase-changed'),
      ),
  });

  app.post(API_PATHS.eosAlignmentComplete, {
    config: { permission: 'alignment:place-landmarks', audit: 'alignment-assessment.complete' },
    schema: {
      tags,
      summary: 'Compute and store the parameters; the exam becomes an alignment ready to review',
      params: idParams,
      response: changed,
    },
    handler: (request) =>
      completeAssessment(services, contextOf(request), request.params.id).then(
        announce('completed'),
      ),
  });

  app.patch(API_PATHS.eosAlignmentUserValidated, {
    config: { permission: 'alignment:approve', audit: 'alignment-assessment.validate' },
    schema: {
      tags,
      summary: "The exam's physician has reviewed the completed assessment",
      params: idParams,
      response: changed,
    },
    handler: (request) =>
      validateAssessment({ db }, contextOf(request), request.params.id).then(announce('reviewed')),
  });

  app.patch(API_PATHS.eosAlignmentStatus, {
    config: {
      permission: 'alignment:approve',
      audit: 'alignment-assessment.approve',
      // A borrowed session must not guess the password at argon2's pace.
      rateLimit: currentPasswordRateLimit,
    },
    schema: {
      tags,
      summary: 'Approve with an electronic signature (password re-entered); final',
      description:
        'The meaning "I approve this alignment assessment" is stored with the approval, and its PDF report is made: an exam of type ALIGNMENT_ASSESSMENT_REPORT (GET /api/v1/portal/alignment-reports). A wrong password answers 401 and approves nothing; a report that cannot be made approves nothing either.',
      params: idParams,
      body: alignmentApproval,
      response: { ...changed, 429: errorBody },
    },
    handler: (request) =>
      approveAssessment(reviewServices, contextOf(request), request.params.id, request.body).then(
        announce('approved'),
      ),
  });
};
