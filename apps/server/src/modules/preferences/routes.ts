import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorResponses,
  idParams,
  userPreferences,
  userPreferencesPatch,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { readPreferences, updatePreferences } from './service';

/** A user's display preferences (seed §7 portal preferences): the account holder's only. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;
  const tags = ['preferences'];

  app.get(API_PATHS.preferences, {
    config: { permission: 'account:read' },
    schema: {
      tags,
      summary: "The account holder's display preferences, defaults when none were saved",
      params: idParams,
      response: { 200: userPreferences, ...errorResponses },
    },
    handler: (request) => readPreferences(database.db, contextOf(request), request.params.id),
  });

  app.patch(API_PATHS.preferences, {
    config: { permission: 'account:update', audit: 'user.preferences.update' },
    schema: {
      tags,
      summary: 'Change some display preferences of the account holder; the others are kept',
      params: idParams,
      body: userPreferencesPatch,
      response: { 200: userPreferences, ...errorResponses },
    },
    handler: (request) =>
      updatePreferences(database.db, contextOf(request), request.params.id, request.body),
  });
};
