import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  errorResponses,
  idParams,
  patientNote,
  patientNoteCreate,
  patientNoteDelete,
  patientNotePage,
  patientNotesQuery,
  patientNoteUpdate,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import {
  addPatientNote,
  editPatientNote,
  listPatientNotes,
  markPatientNoteSeen,
  removePatientNote,
} from './service';

const noContent = { 204: z.null().describe('No content') };

/** Notes on a patient (seed §7), shared by everyone who may see the patient. */
export const patientNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, patientRecordEvents } = app.services;
  const services = { db: database.db, patientRecordEvents };
  const tags = ['patient-notes'];

  app.get(API_PATHS.portalPatientNotes, {
    config: {
      permission: 'patients:read',
      auditRead: {
        action: 'patient-note.list',
        targetType: 'patient',
        target: { query: 'patientId' },
      },
    },
    schema: {
      tags,
      summary: "One page of a patient's notes, newest first, with what the caller has not seen",
      querystring: patientNotesQuery,
      response: { 200: patientNotePage, ...errorResponses },
    },
    handler: (request) => listPatientNotes(database.db, contextOf(request), request.query),
  });

  app.post(API_PATHS.patientNotes, {
    config: { permission: 'patient-notes:write', audit: 'patient-note.create' },
    schema: {
      tags,
      summary: 'Write a note on a patient (no <, > or &; at most 2 000 characters)',
      body: patientNoteCreate,
      response: { 201: patientNote, ...errorResponses },
    },
    handler: async (request, reply) => {
      const note = await addPatientNote(services, contextOf(request), request.body);
      return reply.status(201).send(note);
    },
  });

  app.patch(API_PATHS.patientNote, {
    config: { permission: 'patient-notes:write', audit: 'patient-note.update' },
    schema: {
      tags,
      summary: "Change a note's text (its author only); the note is marked edited",
      params: idParams,
      body: patientNoteUpdate,
      response: { 200: patientNote, ...errorResponses },
    },
    handler: (request) =>
      editPatientNote(services, contextOf(request), request.params.id, request.body.note),
  });

  app.delete(API_PATHS.patientNote, {
    config: { permission: 'patient-notes:write', audit: 'patient-note.delete' },
    schema: {
      tags,
      summary: 'Delete a note (its author only); the body names the note’s patient',
      params: idParams,
      body: patientNoteDelete,
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      await removePatientNote(
        services,
        contextOf(request),
        request.params.id,
        request.body.patientId,
      );
      return reply.status(204).send(null);
    },
  });

  app.post(API_PATHS.patientNoteView, {
    config: { permission: 'patient-notes:write', audit: 'patient-note.view' },
    schema: {
      tags,
      summary: 'Mark a note read by the caller (idempotent)',
      params: idParams,
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      await markPatientNoteSeen(database.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
