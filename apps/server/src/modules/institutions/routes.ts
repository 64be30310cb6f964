import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  addInstitutionMember,
  errorBody,
  errorResponses,
  idParams,
  institution,
  institutionActive,
  institutionInput,
  institutionList,
  institutionListQuery,
  institutionMember,
  institutionUserParams,
  memberAdded,
  successAnswer,
  tierFeaturesAnswer,
  tierUpdate,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import {
  addInstitutionMember as addMember,
  listInstitutionMembers,
  removeInstitutionMember,
} from './members';
import {
  createInstitution,
  deleteInstitution,
  getInstitution,
  listInstitutionsPage,
  setInstitutionActive,
  updateInstitutionInfo,
} from './service';
import { getTierFeatures, updateTier } from './tier';

const withConflict = { ...errorResponses, 409: errorBody };
const noContent = { 204: z.null().describe('No content') };

/** Institutions, their users and their tier (seed §7 Institutions). */
export const institutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, accounts } = app.services;
  const tags = ['institutions'];

  app.get(API_PATHS.institutions, {
    config: { permission: 'institutions:read' },
    schema: {
      tags,
      summary: 'One page of the institutions (never the deleted ones)',
      querystring: institutionListQuery,
      response: { 200: institutionList, ...errorResponses },
    },
    handler: (request) => listInstitutionsPage(database.db, request.query),
  });

  app.get(API_PATHS.institution, {
    config: { permission: 'institutions:read' },
    schema: {
      tags,
      summary: 'An institution',
      params: idParams,
      response: { 200: institution, ...errorResponses },
    },
    handler: (request) => getInstitution(database.db, request.params.id),
  });

  app.post(API_PATHS.institutions, {
    config: { permission: 'institutions:manage', audit: 'institution.create' },
    schema: {
      tags,
      summary: 'Create an institution; 409 when the name is taken',
      body: institutionInput,
      response: { 201: institution, ...withConflict },
    },
    handler: async (request, reply) => {
      const created = await createInstitution(database.db, contextOf(request), request.body);
      return reply.status(201).send(created);
    },
  });

  app.put(API_PATHS.institution, {
    config: { permission: 'institutions:manage', audit: 'institution.update' },
    schema: {
      tags,
      summary: "Edit an institution's information and system fields (not its status)",
      params: idParams,
      body: institutionInput,
      response: { 200: successAnswer, ...withConflict },
    },
    handler: (request) =>
      updateInstitutionInfo(
        database.db,
        accounts,
        contextOf(request),
        request.params.id,
        request.body,
      ),
  });

  app.patch(API_PATHS.institutionActive, {
    config: { permission: 'institutions:manage', audit: 'institution.status.change' },
    schema: {
      tags,
      summary: "Activate or disable an institution; disabling ends its users' sessions",
      params: idParams,
      body: institutionActive,
      response: { 200: institution, ...errorResponses },
    },
    handler: (request) =>
      setInstitutionActive(
        database.db,
        accounts,
        contextOf(request),
        request.params.id,
        request.body.active,
      ),
  });

  app.delete(API_PATHS.institution, {
    config: { permission: 'institutions:manage', audit: 'institution.delete' },
    schema: {
      tags,
      summary: 'Delete an institution: its users leave it, its access keys are revoked',
      params: idParams,
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteInstitution(database.db, accounts, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get(API_PATHS.institutionMembers, {
    config: { permission: 'institutions:read' },
    schema: {
      tags,
      summary: "An institution's users (every status but Deleted)",
      params: idParams,
      response: { 200: z.array(institutionMember), ...errorResponses },
    },
    handler: (request) => listInstitutionMembers(database.db, request.params.id),
  });

  app.post(API_PATHS.institutionMembers, {
    config: { permission: 'institutions:members', audit: 'institution.member.add' },
    schema: {
      tags,
      summary: 'Add a user, by email, to an institution',
      params: idParams,
      body: addInstitutionMember,
      response: { 200: memberAdded, ...withConflict },
    },
    handler: (request) =>
      addMember(
        database.db,
        accounts,
        contextOf(request),
        request.params.id,
        request.body.userEmailAddress,
      ),
  });

  app.delete(API_PATHS.institutionMember, {
    config: { permission: 'institutions:members', audit: 'institution.member.remove' },
    schema: {
      tags,
      summary: 'Take a user out of an institution',
      params: institutionUserParams,
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { id, userId } = request.params;
      await removeInstitutionMember(database.db, accounts, contextOf(request), id, userId);
      return reply.status(204).send(null);
    },
  });

  app.get(API_PATHS.institutionTierFeatures, {
    config: { permission: 'institutions:read' },
    schema: {
      tags,
      summary: "The features an institution's users get",
      params: idParams,
      response: { 200: tierFeaturesAnswer, ...errorResponses },
    },
    handler: (request) => getTierFeatures(database.db, request.params.id),
  });

  app.put(API_PATHS.institutionTier, {
    config: { permission: 'institutions:manage', audit: 'institution.tier.update' },
    schema: {
      tags,
      summary: "Set an institution's tier and its features (null: the tier's defaults)",
      params: idParams,
      body: tierUpdate,
      response: { 200: institution, ...errorResponses },
    },
    handler: (request) =>
      updateTier(database.db, accounts, contextOf(request), request.params.id, request.body),
  });
};
