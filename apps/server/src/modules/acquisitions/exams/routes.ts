import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  errorBody,
  errorResponses,
  examDetail as examDetailSchema,
  examImageParams,
  idParams,
  imageRenderQuery,
  previewQuery,
} from '@sagitta/domain';
import { contextOf } from '../../../platform/request-context';
import { examImage, examPreview, type RenderedImage } from '../previews/service';
import { examDetail } from './service';

const png = z.any().describe('image/png');

/**
 * Sends a rendered image with its validator. Images are patient data: `private` keeps them out
 * of shared caches, `no-cache` makes the browser ask again each time (a cheap 304 while the
 * ETag matches), so access removed is access lost at once.
 */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  const etag = `"${image.etag}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/png').send(image.png);
}

/** The portal's reads of one exam (seed §7 portal reads): detail, previews, viewer images. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['acquisitions'];

  app.get(API_PATHS.exam, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'exam.read', targetType: 'exam', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: 'An exam with its patient and its images, for the viewer',
      params: idParams,
      response: { 200: examDetailSchema, ...errorResponses },
    },
    handler: (request) => examDetail(services.database.db, contextOf(request), request.params.id),
  });

  app.get(API_PATHS.examPreviews, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'exam.preview.read', targetType: 'exam', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary:
        "The exam's first image (frontal first) as a PNG: Small 256, Medium 1024, Large 2048 px",
      params: idParams,
      querystring: previewQuery,
      response: { 200: png, 304: z.null(), ...errorResponses, 429: errorBody },
    },
    handler: async (request, reply) => {
      const image = await examPreview(
        services,
        contextOf(request),
        request.params.id,
        request.query.size,
      );
      return sendImage(request, reply, image);
    },
  });

  app.get(API_PATHS.examImage, {
    config: {
      permission: 'exams:read',
      auditRead: { action: 'exam.image.read', targetType: 'exam', target: { param: 'id' } },
    },
    schema: {
      tags,
      summary: 'One image of the exam as a PNG, with the window asked for (or the default one)',
      params: examImageParams,
      querystring: imageRenderQuery,
      response: { 200: png, 304: z.null(), ...errorResponses, 429: errorBody },
    },
    handler: async (request, reply) => {
      const { size, windowCenter, windowWidth } = request.query;
      const window =
        windowCenter === undefined || windowWidth === undefined
          ? undefined
          : { windowCenter, windowWidth };
      const image = await examImage(
        services,
        contextOf(request),
        { acquisitionId: request.params.id, instanceId: request.params.instanceId },
        size,
        window,
        // The viewer drops a render when its window changes again: do not draw it then.
        () => request.raw.socket.destroyed,
      );
      return sendImage(request, reply, image);
    },
  });
};
