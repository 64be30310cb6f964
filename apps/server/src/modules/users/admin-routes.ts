import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  bulkResult,
  errorBody,
  errorResponses,
  idParams,
  statusChangeRequest,
  userCreate,
  userData,
  userIdsQuery,
  userList,
  userListQuery,
  userUpdate,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { createUser, listUsers, updateUser, type AccountServices } from './admin-service';
import { changeStatuses, rejectRequests } from './status-service';

/** Administration of accounts: list, create, edit, status changes, removal (seed §7 Users). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, accounts, mailer, config } = app.services;
  const services: AccountServices = {
    db: database.db,
    accounts,
    mailer,
    // From configuration, never the Host header: a client chooses that (issue 14).
    publicUrl: config.publicUrl,
  };

  app.get(API_PATHS.users, {
    config: { permission: 'users:read' },
    schema: {
      tags: ['user-admin'],
      summary: 'One page of accounts: search by name or email, filter by role, status, institution',
      querystring: userListQuery,
      response: { 200: userList, ...errorResponses },
    },
    handler: (request) => listUsers(database.db, request.query),
  });

  app.post(API_PATHS.users, {
    config: { permission: 'users:manage', audit: 'user.create' },
    schema: {
      tags: ['user-admin'],
      summary: 'Create an account (status New); a set-password link is emailed',
      body: userCreate,
      response: { 201: userData, ...errorResponses, 409: errorBody },
    },
    handler: async (request, reply) => {
      const created = await createUser(services, contextOf(request), request.body);
      return reply.code(201).send(created);
    },
  });

  app.put(API_PATHS.user, {
    config: { permission: 'users:manage', audit: 'user.update' },
    schema: {
      tags: ['user-admin'],
      summary: 'Edit an account; fields left out keep their value',
      params: idParams,
      body: userUpdate,
      response: { 200: userData, ...errorResponses, 409: errorBody },
    },
    handler: (request) => updateUser(services, contextOf(request), request.params.id, request.body),
  });

  app.patch(API_PATHS.usersStatus, {
    // Accepting requests (status New) also needs access-requests:manage, checked by the service.
    config: { permission: 'users:manage', audit: 'user.status.change' },
    schema: {
      tags: ['user-admin'],
      summary: 'Activate, disable, delete, reset or accept users, each on their own',
      querystring: userIdsQuery,
      body: statusChangeRequest,
      response: { 200: bulkResult, ...errorResponses },
    },
    handler: (request) =>
      changeStatuses(services, contextOf(request), request.query.userIds, request.body),
  });

  app.delete(API_PATHS.users, {
    config: { permission: 'access-requests:manage', audit: 'access-request.reject' },
    schema: {
      tags: ['user-admin'],
      summary: 'Reject access requests: removes Pending accounts and emails the requesters',
      querystring: userIdsQuery,
      response: { 200: bulkResult, ...errorResponses },
    },
    handler: (request) => rejectRequests(services, contextOf(request), request.query.userIds),
  });
};
