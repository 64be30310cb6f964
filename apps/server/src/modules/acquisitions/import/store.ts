import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ImportedFile } from '@sagitta/domain';
import { recordAudit } from '../../../platform/audit/audit';
import type { UploadBuffer, UploadMemory } from '../../../platform/blobs';
import type { Services } from '../../../platform/services';
import { importDicomFile, type Uploader } from './service';

/** Parts one upload may carry: enough for a study sent in one request, bounded against abuse. */
export const MAX_FILES_PER_UPLOAD = 500;

/** What a file refused for want of memory tells its client to wait before sending it again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Imports every file part of a multipart upload, one after the other as they stream in. Each
 * file gets its own answer: a bad file never stops the others. A file is reported stored only
 * once its blob and rows are committed (`importDicomFile`), and the live feed and the preview
 * worker hear of it after that commit. Each stored file is audited with its rows; a request that
 * stored none is audited by the audit trail's hook, as any other.
 */
export async function storeUploadedFiles(
  request: FastifyRequest,
  services: Services,
  uploader: Uploader,
): Promise<ImportedFile[]> {
  const { config, database, blobs, clock, jobs, acquisitionEvents, uploadBuffers } = services;
  const answers: ImportedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: config.maxUploadBytes, files: MAX_FILES_PER_UPLOAD, fields: 20 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') continue; // other fields carry nothing we use
    const fileName = part.filename || part.fieldname;
    const received = await receive(part, uploadBuffers, ownerOf(uploader));
    if (received === 'busy') {
      answers.push({
        fileName,
        status: 'error',
        statusCode: 503,
        message: 'The server is receiving too many files at once: send this file again shortly',
        warnings: [],
      });
      continue;
    }
    if (received === 'too-large') {
      answers.push({
        fileName,
        status: 'error',
        statusCode: 413,
        message: `The file is larger than the limit of ${config.maxUploadBytes / 1024 / 1024} MB`,
        warnings: [],
      });
      continue;
    }
    let result: Awaited<ReturnType<typeof importDicomFile>>;
    try {
      result = await importDicomFile(
        { db: database.db, blobs, clock, maxUploadBytes: config.maxUploadBytes },
        received.bytes(),
        uploader,
        { actorUserId: 'userId' in uploader ? uploader.userId : null, clientIp: request.ip },
      );
    } finally {
      // Read by nothing once the import has answered: the next file may fill it.
      received.release();
    }
    if ('message' in result) {
      if (result.status === 409) {
        // An attempt on an exam out of the uploader's scope: audited on its own, whatever else
        // the request stored (codes only: no UID, no file name).
        await recordAudit(database.db, clock.now(), {
          action: 'acquisition.store',
          targetType: 'acquisition',
          outcome: 'failure',
          actorUserId: 'userId' in uploader ? uploader.userId : null,
          clientIp: request.ip,
          details: { statusCode: 409 },
        });
        request.auditRecorded = true;
      }
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
        // No id of an exam the uploader may not see (already stored there by someone else).
        ...(result.studyId === null ? {} : { acquisitionId: result.studyId }),
        sopInstanceUid: result.sopInstanceUid,
        warnings: result.warnings,
      });
      if (result.status === 'stored') {
        // Its audit row committed with it (`fileInstance`): the request needs no other.
        request.auditRecorded = true;
        jobs.kick();
      }
      if (result.status === 'stored' && result.newExam) {
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

/** Whose share of the upload memory a file counts against: the user, or the device's site. */
function ownerOf(uploader: Uploader): string {
  return 'userId' in uploader
    ? `user:${uploader.userId}`
    : `device:${uploader.deviceInstitutionId}`;
}

/**
 * The file's bytes, gathered in the bounded upload memory (`UploadMemory`); 'too-large' once it
 * passed the limit, 'busy' once the memory's bounds refused it (either way the rest is drained,
 * not kept).
 */
async function receive(
  part: MultipartFile,
  memory: UploadMemory,
  owner: string,
): Promise<UploadBuffer | 'too-large' | 'busy'> {
  const bytes = memory.open(owner);
  let refused = false;
  try {
    for await (const chunk of part.file) {
      if (refused) continue; // drained: the next part follows it in the body
      if (!bytes.append(chunk as Buffer)) {
        refused = true;
        bytes.release();
      }
    }
  } catch (error) {
    bytes.release();
    throw error;
  }
  if (refused) return 'busy';
  if (part.file.truncated) {
    bytes.release();
    return 'too-large';
  }
  return bytes;
}
