import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  idParams,
  patientFavoriteBody,
  patientRecord,
  physicianChoices as physicianChoicesSchema,
  primaryPhysicianBody,
  surgicalCandidateBody,
  urgentBody,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import {
  changeFavorite,
  changeFlag,
  changePrimaryPhysician,
  physicianChoices,
} from './changes-service';

/** The changes to a patient record (issue 16): the caller's star, the flags, its physician. */
export const patientChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const { database } = services;
  const tags = ['patients'];

  app.patch(API_PATHS.patientFavorite, {
    config: { permission: 'patients:read', audit: 'patient.favorite' },
    schema: {
      tags,
      summary: "Star or unstar the patient for the caller alone; answers the patient's record",
      params: idParams,
      body: patientFavoriteBody,
      response: { 200: patientRecord, ...errorResponses },
    },
    handler: (request) =>
      changeFavorite(database.db, contextOf(request), request.params.id, request.body.isFavorite),
  });

  app.patch(API_PATHS.patientSurgicalCandidate, {
    config: { permission: 'patients:update', audit: 'patient.surgical-candidate' },
    schema: {
      tags,
      summary: 'Mark or unmark the patient as a surgical candidate',
      params: idParams,
      body: surgicalCandidateBody,
      response: { 200: patientRecord, ...errorResponses },
    },
    handler: (request) =>
      changeFlag(database.db, services, contextOf(request), request.params.id, {
        surgicalCandidate: request.body.isSurgicalCandidate,
      }),
  });

  app.patch(API_PATHS.patientUrgent, {
    config: { permission: 'patients:update', audit: 'patient.urgent' },
    schema: {
      tags,
      summary: 'Mark or unmark the patient as urgent',
      params: idParams,
      body: urgentBody,
      response: { 200: patientRecord, ...errorResponses },
    },
    handler: (request) =>
      changeFlag(database.db, services, contextOf(request), request.params.id, {
        urgent: request.body.isUrgent,
      }),
  });

  app.get(API_PATHS.patientPhysicianChoices, {
    config: {
      permission: 'patients:update',
      auditRead: {
        action: 'patient.physician-choices.read',
        targetType: 'patient',
        target: { param: 'id' },
      },
    },
    schema: {
      tags,
      summary: "The active physicians of the patient's institution, who may become its physician",
      params: idParams,
      response: { 200: physicianChoicesSchema, ...errorResponses },
    },
    handler: (request) => physicianChoices(database.db, contextOf(request), request.params.id),
  });

  app.patch(API_PATHS.patientPrimaryPhysician, {
    config: { permission: 'patients:update', audit: 'patient.primary-physician' },
    schema: {
      tags,
      summary: 'Give the patient and its exams to another active physician of the same institution',
      params: idParams,
      body: primaryPhysicianBody,
      response: { 200: patientRecord, ...errorResponses, 409: errorBody },
    },
    handler: (request) =>
      changePrimaryPhysician(
        database.db,
        services,
        contextOf(request),
        request.params.id,
        request.body.primaryPhysicianId,
      ),
  });
};
