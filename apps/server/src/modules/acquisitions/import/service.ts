import { IMPORT_MESSAGES, parseDicomDate, type RoleName } from '@sagitta/domain';
import type { Clock } from '../../../platform/clock';
import { BlobTooLarge, type BlobStore, type PutResult } from '../../../platform/blobs';
import type { Database } from '../../../platform/db/database';
import { parseDicomHeaderOffThread } from '../dicom/parse-header';
import { RENDER_PREVIEWS_JOB } from '../previews/render-job';
import { fileInstance, priorOf, type ImportAudit } from './repo';
import { uploadScopeOf } from './upload-scope';

/** `MAX_UPLOAD_MB` default (issue 6). */
export const DEFAULT_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

export interface ImportDeps {
  db: Database;
  blobs: BlobStore;
  clock: Clock;
  /** Larger files answer 413; `DEFAULT_MAX_UPLOAD_BYTES` when absent. */
  maxUploadBytes?: number;
}

/** A signed-in user (developer-mode import panel) or an on-site device with its token. */
export type Uploader =
  { userId: string; roles: readonly RoleName[] } | { deviceInstitutionId: string };

/** What an import of a file stored, or found already stored. */
interface ImportedInstance {
  sopInstanceUid: string;
  /** Whose exam it is; null while unassigned (or not told). */
  physicianId: string | null;
  /** Header values stored as unknown rather than guessed (dates, seed §5). */
  warnings: string[];
}

export type ImportResult =
  | (ImportedInstance & {
      status: 'stored';
      studyId: string;
      /** True when this file started a new exam (the live feed announces it). */
      newExam: boolean;
    })
  | (ImportedInstance & {
      status: 'already-stored';
      /**
       * The exam holding it; null when that is an exam the uploader may not see (the answer
       * then says no more than 'already stored').
       */
      studyId: string | null;
      newExam: false;
    })
  | { status: 400 | 409 | 413 | 422; message: string };

/** A filing that lost a race looks again this many times in all (a race is rare; three in a row is not). */
const FILING_ATTEMPTS = 3;

/**
 * Imports one DICOM file: the blob first, then the patient, study, series and instance rows in
 * one statement (`fileInstance`), so a crash leaves at worst an orphan blob, never a row without
 * its file. It resolves only after the commit: the caller may acknowledge the file then. Bad input
 * answers a 4xx result, never throws. The same SOP Instance UID again answers 'already-stored'
 * and adds nothing (with the exam's id only when the uploader may see that exam); a file whose
 * study or series is an exam the uploader may not add to answers 409 (`repo-scope.ts`), its
 * blob unwritten. `bytes` is handed over to the blob store, which may move it to another thread:
 * the caller must not use it afterwards.
 */
export async function importDicomFile(
  deps: ImportDeps,
  bytes: Buffer,
  uploader: Uploader,
  audit: ImportAudit | null,
): Promise<ImportResult> {
  const maxBytes = deps.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (bytes.length > maxBytes) return { status: 413, message: new BlobTooLarge(maxBytes).message };
  const parsed = await parseDicomHeaderOffThread(bytes);
  if (!parsed.ok) return { status: parsed.status, message: parsed.message };
  const { header } = parsed;
  const sopInstanceUid = header.instance.sopInstanceUid;
  const scope = uploadScopeOf(uploader);
  const warnings: string[] = [];
  const birthDate = dateOf(header.patient.birthDateRaw, 'Patient Birth Date (0010,0030)', warnings);
  const studyDate = dateOf(header.study.dateRaw, 'Study Date (0008,0020)', warnings);
  let blob: PutResult | undefined;
  for (let attempt = 0; attempt < FILING_ATTEMPTS; attempt++) {
    const prior = await priorOf(deps.db, header, scope);
    if (prior.stored !== undefined) {
      return {
        status: 'already-stored',
        sopInstanceUid,
        ...prior.stored,
        newExam: false,
        warnings: [],
      };
    }
    if (prior.refused) return outOfScope();
    if (blob === undefined) {
      try {
        // The header is read: the bytes are of no further use here (an upload's may move to
        // the store's write thread).
        blob = await deps.blobs.put(bytes, { maxBytes });
      } catch (error) {
        if (error instanceof BlobTooLarge) return { status: 413, message: error.message };
        throw error;
      }
    }
    const filed = await fileInstance(deps.db, {
      header,
      blob,
      scope,
      birthDate,
      studyDate,
      now: deps.clock.now(),
      previewJobKind: RENDER_PREVIEWS_JOB,
      audit,
    });
    switch (filed.outcome) {
      case 'stored': {
        const { studyId, physicianId, newExam } = filed;
        return { status: 'stored', sopInstanceUid, studyId, physicianId, newExam, warnings };
      }
      case 'refused':
        return outOfScope();
      case 'raced':
        // A concurrent import committed first: the next look sees what it committed.
        break;
    }
  }
  throw new Error('An import lost every race to concurrent imports of the same exam');
}

const outOfScope = () => ({ status: 409 as const, message: IMPORT_MESSAGES.examOutOfScope });

function dateOf(raw: string | null, name: string, warnings: string[]): string | null {
  if (raw === null) return null;
  const parsed = parseDicomDate(raw.trim());
  if (parsed.ok) return parsed.date;
  warnings.push(`${name} stored as unknown: ${parsed.warning}`);
  return null;
}
