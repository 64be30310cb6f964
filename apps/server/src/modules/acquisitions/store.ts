import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ImportedFile } from '@sagitta/domain';
import type { Services } from '../../platform/services';
import { importDicomFile, type Uploader } from './import';

/** Parts one upload may carry: enough for a study sent in one request, bounded against abuse. */
export const MAX_FILES_PER_UPLOAD = 500;

/**
 * Imports every file part of a multipart upload, one after the other as they stream in. Each
 * file gets its own answer: a bad file never stops the others. A file is reported stored only
 * once its blob and rows are committed (`importDicomFile`), and the live feed and the preview
 * worker hear of it after that commit.
 */
export async function storeUploadedFiles(
  request: FastifyRequest,
  services: Services,
  uploader: Uploader,
): Promise<ImportedFile[]> {
  const { config, database, blobs, clock, jobs, acquisitionEvents } = services;
  const answers: ImportedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: config.maxUploadBytes, files: MAX_FILES_PER_UPLOAD, fields: 20 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') continue; // other fields carry nothing we use
    const fileName = part.filename || part.fieldname;
    const bytes = await readWhole(part);
    if (bytes === 'too-large') {
      answers.push({
        fileName,
        status: 'error',
        statusCode: 413,
        message: `The file is larger than the limit of ${config.maxUploadBytes / 1024 / 1024} MB`,
        warnings: [],
      });
      continue;
    }
    const result = await importDicomFile(
      { db: database.db, blobs, clock, maxUploadBytes: config.maxUploadBytes },
      bytes,
      uploader,
    );
    if ('message' in result) {
      answers.push({
        fileName,
        status: 'error',
        statusCode: result.status,
        message: result.message,
        warnings: [],
      });
    } else {
      answers.push({
        fileName,
        status: result.status,
        statusCode: result.status === 'stored' ? 201 : 200,
        acquisitionId: result.studyId,
        sopInstanceUid: result.sopInstanceUid,
        warnings: result.warnings,
      });
      if (result.status === 'stored') jobs.kick();
      if (result.newExam) {
        acquisitionEvents.publish({
          status: 'EXAM_IMPORTED',
          acquisitionId: result.studyId,
          physicianId: result.physicianId,
        });
      }
    }
  }
  return answers;
}

/** The file's bytes, or 'too-large' once it passed the limit (the rest is drained, not kept). */
async function readWhole(part: MultipartFile): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) return 'too-large';
  return Buffer.concat(chunks);
}
