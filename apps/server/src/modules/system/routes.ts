import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  about,
  clientSettings,
  errorBody,
  errorResponses,
  health,
  idParams,
  PRODUCT_VERSION,
  releaseAcknowledgement,
  releaseAcknowledgementStatus,
  releaseVersion,
} from '@sagitta/domain';
import { auditWriteFailures } from '../../platform/audit/write-failures';
import { ping } from '../../platform/db/open';
import { Unavailable } from '../../platform/errors/errors';
import { contextOf } from '../../platform/request-context';
import {
  acknowledgeRelease,
  releaseAcknowledgementStatus as statusOf,
  releaseVersions,
} from './service';

/** Health, the about configuration, the web app's settings and release notes. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services;

  app.get(API_PATHS.health, {
    config: { public: true },
    schema: {
      tags: ['system'],
      summary: 'Liveness, version and database reachability',
      response: { 200: health, 503: errorBody },
    },
    handler: async () => {
      // A server that cannot reach its database is not healthy, whatever else works.
      await ping(database).catch((error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new Unavailable('Database unreachable');
      });
      return {
        status: 'ok' as const,
        version: PRODUCT_VERSION,
        database: database.kind,
        auditWriteFailures: auditWriteFailures(),
      };
    },
  });

  app.get(API_PATHS.about, {
    config: { public: true },
    schema: { tags: ['system'], summary: 'The about configuration', response: { 200: about } },
    handler: () => config.about,
  });

  app.get(API_PATHS.systemSettings, {
    // Public: the web app reads it before anyone signs in. It holds switches, no data.
    config: { public: true },
    schema: {
      tags: ['system'],
      summary: 'Switches of the web app set by the server configuration',
      response: { 200: clientSettings },
    },
    handler: () => config.clientSettings,
  });

  app.get(API_PATHS.releaseVersions, {
    config: { permission: 'releases:read' },
    schema: {
      tags: ['system'],
      summary: 'Every release, newest first',
      response: { 200: z.array(releaseVersion), ...errorResponses },
    },
    handler: () => releaseVersions(database.db),
  });

  app.get(API_PATHS.releaseVersionsToAcknowledge, {
    config: { permission: 'releases:read' },
    schema: {
      tags: ['system'],
      summary: "Whether the caller has acknowledged the latest release's notes",
      response: { 200: releaseAcknowledgementStatus, ...errorResponses },
    },
    handler: (request) => statusOf(database.db, contextOf(request).actorUserId),
  });

  app.patch(API_PATHS.userReleaseVersionAcknowledged, {
    config: { permission: 'account:acknowledge', audit: 'user.release.acknowledge' },
    schema: {
      tags: ['system'],
      summary: "Acknowledge a release's notes (self only)",
      params: idParams,
      body: releaseAcknowledgement,
      response: { 200: releaseAcknowledgementStatus, ...errorResponses },
    },
    handler: (request) =>
      acknowledgeRelease(
        database.db,
        contextOf(request),
        request.params.id,
        request.body.acknowledgedVersionId,
      ),
  });
};
