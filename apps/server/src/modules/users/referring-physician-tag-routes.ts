import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  idParams,
  referringPhysicianTagBody,
  referringPhysicianTagQuery,
  referringPhysicianTags,
} from '@sagitta/domain';
import { contextOf } from '../../platform/request-context';
import {
  addReferringPhysicianTag,
  listReferringPhysicianTags,
  removeReferringPhysicianTag,
} from './referring-physician-tags';

/** A physician's referring-physician tags (seed §3 user, §8 tag add/remove), which route exams. */
export const referringPhysicianTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services;
  const tags = ['users'];

  app.get(API_PATHS.referringPhysicianTags, {
    config: { permission: 'account:read' },
    schema: {
      tags,
      summary: "A physician's referring-physician tags (self, or administrators)",
      params: idParams,
      response: { 200: referringPhysicianTags, ...errorResponses },
    },
    handler: (request) =>
      listReferringPhysicianTags(database.db, contextOf(request), request.params.id),
  });

  app.post(API_PATHS.referringPhysicianTags, {
    config: { permission: 'account:update', audit: 'user.referring-tag.add' },
    schema: {
      tags,
      summary:
        'Add a tag, copied exactly from the imaging header: applied when an administrator adds it ' +
        "(201), a request awaiting an administrator when it is the physician's own (202)",
      params: idParams,
      body: referringPhysicianTagBody,
      response: {
        201: referringPhysicianTags,
        202: referringPhysicianTags,
        ...errorResponses,
        409: errorBody,
      },
    },
    handler: async (request, reply) => {
      const { applied, tags: answer } = await addReferringPhysicianTag(
        database.db,
        contextOf(request),
        request.params.id,
        request.body.tag,
      );
      return reply.status(applied ? 201 : 202).send(answer);
    },
  });

  app.delete(API_PATHS.referringPhysicianTags, {
    config: { permission: 'account:update', audit: 'user.referring-tag.remove' },
    schema: {
      tags,
      summary: 'Remove a tag or a request for one (self, or administrators)',
      params: idParams,
      querystring: referringPhysicianTagQuery,
      response: { 200: referringPhysicianTags, ...errorResponses },
    },
    handler: (request) =>
      removeReferringPhysicianTag(
        database.db,
        contextOf(request),
        request.params.id,
        request.query.tag,
      ),
  });
};
