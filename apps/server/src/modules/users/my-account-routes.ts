import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  emailChange,
  errorBody,
  errorResponses,
  idParams,
  profileUpdate,
  shippingAddressAnswer,
  shippingAddressInput,
  user,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { currentPasswordRateLimit } from './current-password-limit';
import { changeEmail, updateProfile } from './my-account';
import { readShippingAddress, updateShippingAddress } from './shipping-address';

/** My Account: what account holders edit themselves (seed §2 profile edit pages). */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, accounts } = app.services;

  app.patch(API_PATHS.userProfile, {
    config: { permission: 'account:update', audit: 'user.profile.update' },
    schema: {
      tags: ['users'],
      summary: 'Edit phone, states, preferences or experience (self only)',
      params: idParams,
      body: profileUpdate,
      response: { 200: user, ...errorResponses },
    },
    handler: (request) =>
      updateProfile(database.db, accounts, contextOf(request), request.params.id, request.body),
  });

  app.put(API_PATHS.userEmail, {
    config: {
      permission: 'account:update',
      audit: 'user.email.change',
      rateLimit: currentPasswordRateLimit,
    },
    schema: {
      tags: ['users'],
      summary: 'Change the sign-in email, confirmed with the password (self only)',
      params: idParams,
      body: emailChange,
      response: { 200: user, ...errorResponses, 409: errorBody, 429: errorBody },
    },
    handler: (request) =>
      changeEmail(database.db, accounts, contextOf(request), request.params.id, request.body),
  });

  app.get(API_PATHS.userShippingAddress, {
    config: { permission: 'account:read' },
    schema: {
      tags: ['users'],
      summary: "A user's rod shipping address: one's own, or anyone's for administrators",
      params: idParams,
      response: { 200: shippingAddressAnswer, ...errorResponses },
    },
    handler: (request) => readShippingAddress(database.db, contextOf(request), request.params.id),
  });

  app.put(API_PATHS.userShippingAddress, {
    config: { permission: 'account:update', audit: 'user.shipping-address.update' },
    schema: {
      tags: ['users'],
      summary: 'Save or remove the rod shipping address (self only, physicians)',
      params: idParams,
      body: shippingAddressInput,
      response: { 200: shippingAddressAnswer, ...errorResponses },
    },
    handler: (request) =>
      updateShippingAddress(
        database.db,
        accounts,
        contextOf(request),
        request.params.id,
        request.body,
      ),
  });
};
