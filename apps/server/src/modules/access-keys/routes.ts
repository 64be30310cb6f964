import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  accessKeyInstitutionQuery,
  aieConfiguration,
  aieConfigurationInput,
  clientAccessKey,
  deviceToken,
  deviceTokenRequest,
  errorBody,
  errorResponses,
  generatedAccessKey,
  idParams,
} from '@sagitta/domain';
import { Invalid } from '../../platform/errors/errors';
import { contextOf } from '../../platform/request-context';
import {
  generateAccessKey,
  getAieConfiguration,
  listAccessKeys,
  revokeAccessKeys,
  updateAieConfiguration,
} from './service';
import { exchangeAccessKey } from './token-exchange';

/** Key exchanges allowed per client address per minute: a device needs one per 15 minutes. */
export const TOKEN_EXCHANGES_PER_MINUTE = 30;

const noContent = { 204: z.null().describe('No content') };

/**
 * The seed sends the institution in the query or in the body (§7); either will do, but two
 * different ones are refused rather than guessed between.
 */
function institutionIdOf(
  query: { institutionId?: string | undefined },
  body: { institutionId?: string | undefined } | null | undefined,
): string {
  const fromBody = body?.institutionId;
  const fromQuery = query.institutionId;
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw new Invalid('institutionId differs between query and body');
  }
  const institutionId = fromBody ?? fromQuery;
  if (institutionId === undefined) {
    throw new Invalid('institutionId is required', [
      { field: 'querystring.institutionId', message: 'is required' },
    ]);
  }
  return institutionId;
}

/** AIE configuration and client access keys of institutions; device tokens. */
export const accessKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const tags = ['access-keys'];

  app.get(API_PATHS.institutionAie, {
    config: { permission: 'access-keys:manage' },
    schema: {
      tags,
      summary: "An institution's AIE configuration and live key (never a secret)",
      params: idParams,
      response: { 200: aieConfiguration, ...errorResponses },
    },
    handler: (request) => getAieConfiguration(database.db, request.params.id),
  });

  app.put(API_PATHS.institutionAie, {
    config: { permission: 'access-keys:manage', audit: 'institution.aie.update' },
    schema: {
      tags,
      summary: "Set where an institution's AIE is: AE title, IP address, port",
      params: idParams,
      body: aieConfigurationInput,
      response: { 200: aieConfiguration, ...errorResponses },
    },
    handler: (request) =>
      updateAieConfiguration(database.db, contextOf(request), request.params.id, request.body),
  });

  app.get(API_PATHS.accessKeys, {
    config: { permission: 'access-keys:manage' },
    schema: {
      tags,
      summary: "An institution's keys, or every live key; never a secret",
      querystring: accessKeyInstitutionQuery,
      response: { 200: z.array(clientAccessKey), ...errorResponses },
    },
    handler: (request) => listAccessKeys(database.db, request.query.institutionId),
  });

  app.post(API_PATHS.accessKeys, {
    config: { permission: 'access-keys:manage', audit: 'access-key.generate' },
    schema: {
      tags,
      summary: 'Generate (or reset) an institution key; the only answer with the secret',
      querystring: accessKeyInstitutionQuery,
      // Fastify hands a request without a body over as null.
      body: accessKeyInstitutionQuery.nullish(),
      response: { 201: generatedAccessKey, ...errorResponses },
    },
    handler: async (request, reply) => {
      const institutionId = institutionIdOf(request.query, request.body);
      const generated = await generateAccessKey(database.db, contextOf(request), institutionId);
      return reply.status(201).send(generated);
    },
  });

  app.delete(API_PATHS.accessKeys, {
    config: { permission: 'access-keys:manage', audit: 'access-key.revoke' },
    schema: {
      tags,
      summary: "Revoke an institution's live key (disable its AIE)",
      querystring: accessKeyInstitutionQuery,
      // Fastify hands a request without a body over as null.
      body: accessKeyInstitutionQuery.nullish(),
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      const institutionId = institutionIdOf(request.query, request.body);
      await revokeAccessKeys(database.db, contextOf(request), { institutionId });
      return reply.status(204).send(null);
    },
  });

  app.delete(API_PATHS.accessKey, {
    config: { permission: 'access-keys:manage', audit: 'access-key.revoke' },
    schema: {
      tags,
      summary: 'Revoke one key',
      params: idParams,
      response: { ...noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      await revokeAccessKeys(database.db, contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  });

  app.post(API_PATHS.accessKeyToken, {
    config: {
      public: true,
      audit: 'access-key.token',
      auditedByService: true,
      rateLimit: { max: TOKEN_EXCHANGES_PER_MINUTE, timeWindow: '1 minute' },
    },
    schema: {
      tags,
      summary: 'Exchange an AIE key and secret for a device token (15 minutes)',
      body: deviceTokenRequest,
      response: { 200: deviceToken, 400: errorBody, 401: errorBody, 429: errorBody },
    },
    handler: (request) => {
      request.auditRecorded = true; // the exchange audits every outcome from here on
      return exchangeAccessKey(database.db, clock.now(), request.body, request.ip);
    },
  });
};
