import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  eulaAcknowledgement,
  idParams,
  passwordChange,
  role,
  rolesQuery,
  user,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { currentPasswordRateLimit } from './current-password-limit';
import { myAccountRoutes } from './my-account-routes';
import { acknowledgeEula, changePassword, getOwnProfile, listRoles, readUser } from './service';

/** Accounts: one's own profile, EULA acceptance, password, My Account edits; roles. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, accounts } = app.services;

  app.get(API_PATHS.currentUser, {
    config: { permission: 'account:read', allowDuringPasswordChange: true, allowBeforeEula: true },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      response: { 200: user, ...errorResponses },
    },
    handler: (request) => getOwnProfile(database.db, accounts, contextOf(request).actorUserId),
  });

  app.get(API_PATHS.user, {
    config: { permission: 'account:read' },
    schema: {
      tags: ['users'],
      summary: 'A user: oneself, or anyone for administrators',
      params: idParams,
      response: { 200: user, ...errorResponses },
    },
    handler: (request) => readUser(database.db, contextOf(request), request.params.id),
  });

  app.patch(API_PATHS.userEulaAcknowledged, {
    config: {
      permission: 'account:acknowledge',
      allowBeforeEula: true,
      audit: 'user.eula.acknowledge',
    },
    schema: {
      tags: ['users'],
      summary: 'Accept the end-user licence agreement (self only)',
      params: idParams,
      body: eulaAcknowledgement,
      response: { 200: user, ...errorResponses },
    },
    handler: (request) =>
      acknowledgeEula(database.db, accounts, contextOf(request), request.params.id),
  });

  app.put(API_PATHS.userPassword, {
    config: {
      permission: 'account:change-password',
      allowDuringPasswordChange: true,
      allowBeforeEula: true,
      audit: 'user.password.change',
      rateLimit: currentPasswordRateLimit,
    },
    schema: {
      tags: ['users'],
      summary: 'Set a new password (self only)',
      params: idParams,
      body: passwordChange,
      response: { 200: user, ...errorResponses, 429: errorBody },
    },
    handler: (request) =>
      changePassword(database.db, accounts, contextOf(request), request.params.id, request.body),
  });

  await app.register(myAccountRoutes);

  app.get(API_PATHS.roles, {
    config: { permission: 'roles:read' },
    schema: {
      tags: ['users'],
      summary: 'The roles, optionally of one namespace',
      querystring: rolesQuery,
      response: { 200: z.array(role), ...errorResponses },
    },
    handler: (request) => listRoles(request.query.namespace),
  });
};
