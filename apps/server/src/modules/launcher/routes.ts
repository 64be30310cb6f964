import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  applicationLauncherQuery,
  errorBody,
  errorResponses,
  launcherApplication,
  launcherApplications,
  launchParams,
  launchQuery,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import { APPLICATIONS } from './applications';
import { findApplication, launchUrl } from './service';

/** The application launcher service of seed §7. */
export const launcherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services;
  const tags = ['launcher'];

  app.get(API_PATHS.launcherApplications, {
    // The fixed list of applications: no patient data.
    config: { permission: 'exams:read', auditRead: 'none' },
    schema: {
      tags,
      summary: 'The applications an exam can be opened in',
      response: { 200: launcherApplications, ...errorResponses },
    },
    handler: async () => [...APPLICATIONS],
  });

  app.get(API_PATHS.launch, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'exam.launch', targetType: 'exam', target: { query: 'acquisitionId' } },
    },
    schema: {
      tags,
      summary: 'The URL that opens an exam in an application, as text (successful modeling only)',
      params: launchParams,
      querystring: launchQuery,
      response: { 200: z.string(), ...errorResponses, 409: errorBody },
    },
    handler: async (request, reply) => {
      const url = await launchUrl(
        database.db,
        contextOf(request),
        request.params.name,
        request.query.acquisitionId,
        // From configuration, never the Host header: a client chooses that (issue 14).
        config.publicUrl,
      );
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  });

  app.get(API_PATHS.applicationLauncher, {
    // One application of the fixed list, by name: no patient data.
    config: { permission: 'exams:read', auditRead: 'none' },
    schema: {
      tags,
      summary: 'An application of the launcher by name',
      querystring: applicationLauncherQuery,
      response: { 200: launcherApplication, ...errorResponses },
    },
    handler: async (request) => findApplication(request.query.applicationName),
  });
};
