import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, errorBody, importAnswer } from '@sagitta/domain';
import { Invalid } from '../../../platform/errors/errors';
import { MAX_FILES_PER_UPLOAD, storeUploadedFiles, UPLOAD_RETRY_AFTER_SECONDS } from './store';
import { uploaderOf } from './uploader';

/** The `error` of an upload whose every file failed, by the first failure's status. */
const ERROR_NAMES: Partial<Record<number, string>> = {
  409: 'Conflict',
  413: 'Payload Too Large',
  503: 'Service Unavailable',
};

/** DICOM uploads (seed §7 `POST /api/acquisitions/store`). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { files: MAX_FILES_PER_UPLOAD },
    // A file over the limit is answered 413 on its own; the request's other files go on.
    throwFileSizeLimit: false,
  });
  const tags = ['acquisitions'];

  app.post(API_PATHS.dicomImport, {
    // Devices have no session: the route authenticates its caller itself (`uploaderOf`).
    config: { public: true, usesSession: true, audit: 'acquisition.store' },
    schema: {
      tags,
      summary:
        'Import DICOM files (multipart): a session allowed exams:import, or a device bearer token',
      consumes: ['multipart/form-data'],
      response: {
        200: importAnswer,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        409: errorBody,
        413: errorBody,
        422: errorBody,
        503: errorBody,
      },
    },
    handler: async (request, reply) => {
      const uploader = await uploaderOf(request);
      if (!request.isMultipart()) {
        throw new Invalid('Send the DICOM files as multipart/form-data, in fields named file');
      }
      const files = await app.services.foreground.during(() =>
        storeUploadedFiles(request, app.services, uploader),
      );
      const [firstFailure] = files;
      if (firstFailure === undefined) throw new Invalid('No file was sent');
      // Files refused for want of memory: their client sends them again after this.
      if (files.some((file) => file.statusCode === 503)) {
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
      }
      if (files.some((file) => file.status !== 'error')) return reply.send({ files });
      // Every file failed: answer as an ordinary error, so one-file clients read the message.
      return reply.status(firstFailure.statusCode as 400 | 409 | 413 | 422 | 503).send({
        statusCode: firstFailure.statusCode,
        error: ERROR_NAMES[firstFailure.statusCode] ?? 'Bad Request',
        message: firstFailure.message ?? 'The file was refused',
        details: { files },
      });
    },
  });
};
