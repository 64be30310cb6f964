import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseDicomDate, type RoleName } from '@sagitta/domain';
import { instances, series, studies } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { BlobTooLarge, type BlobStore, type PutResult } from '../../platform/blobs';
import type { Database } from '../../platform/db/database';
import { executeNamed } from '../../platform/db/named-statement';
import { parseDicomHeaderOffThread } from './dicom/parse-header';
import { fileInstance, type ImportAudit } from './file-instance';
import type { ExamRoute } from './routing';

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

export type ImportResult =
  | {
      status: 'stored' | 'already-stored';
      sopInstanceUid: string;
      studyId: string;
      /** Whose exam it is; null while unassigned. */
      physicianId: string | null;
      /** True when this file started a new exam (the live feed announces it). */
      newExam: boolean;
      /** Header values stored as unknown rather than guessed (dates, seed §5). */
      warnings: string[];
    }
  | { status: 400 | 413 | 422; message: string };

/**
 * Imports one DICOM file: the blob first, then the patient, study, series and instance rows in
 * one statement (`fileInstance`), so a crash leaves at worst an orphan blob, never a row without
 * its file. It resolves only after the commit: the caller may acknowledge the file then. Bad input answers a
 * 4xx result, never throws; the same SOP Instance UID again answers 'already-stored' and adds
 * nothing. `bytes` is handed over to the blob store, which may move it to another thread: the
 * caller must not use it afterwards.
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
  const warnings: string[] = [];
  const existing = await storedStudyOf(deps.db, sopInstanceUid);
  if (existing !== undefined) {
    return { status: 'already-stored', sopInstanceUid, ...existing, newExam: false, warnings };
  }

  let blob: PutResult;
  try {
    // The header is read: the bytes are of no further use here, and may move to another thread.
    blob = await deps.blobs.put(bytes, { maxBytes, handOver: true });
  } catch (error) {
    if (error instanceof BlobTooLarge) return { status: 413, message: error.message };
    throw error;
  }
  const birthDate = dateOf(header.patient.birthDateRaw, 'Patient Birth Date (0010,0030)', warnings);
  const studyDate = dateOf(header.study.dateRaw, 'Study Date (0008,0020)', warnings);
  const filed = await fileInstance(deps.db, {
    header,
    blob,
    fallback: fallbackRoute(uploader),
    birthDate,
    studyDate,
    now: deps.clock.now(),
    previewJobKind: RENDER_PREVIEWS_JOB,
    audit,
  });
  if (filed.stored) {
    const { studyId, physicianId, newExam } = filed;
    return { status: 'stored', sopInstanceUid, studyId, physicianId, newExam, warnings };
  }
  // A concurrent import of the same file committed first.
  const stored = await storedStudyOf(deps.db, sopInstanceUid);
  if (stored === undefined) throw new Error('A stored instance vanished during its import');
  return { status: 'already-stored', sopInstanceUid, ...stored, newExam: false, warnings: [] };
}

/** The job that renders an instance's previews after its import (`previews/render-job.ts`). */
export const RENDER_PREVIEWS_JOB = 'render-previews';

/**
 * What routing takes when the header matches nobody: an unmatched upload of a physician is
 * theirs; an on-site device's exam remembers the device's site; anybody else's waits unassigned.
 */
function fallbackRoute(uploader: Uploader): ExamRoute {
  if ('deviceInstitutionId' in uploader) {
    return { physicianId: null, institutionId: uploader.deviceInstitutionId };
  }
  if (!uploader.roles.includes('PHYSICIAN')) return { physicianId: null, institutionId: null };
  return { physicianId: uploader.userId, institutionId: null };
}

function dateOf(raw: string | null, name: string, warnings: string[]): string | null {
  if (raw === null) return null;
  const parsed = parseDicomDate(raw.trim());
  if (parsed.ok) return parsed.date;
  warnings.push(`${name} stored as unknown: ${parsed.warning}`);
  return null;
}

/** Built once: a zod schema costs more to build than to check a row with. */
const storedStudyRows = z.array(
  z.object({ study_id: z.string(), physician_id: z.string().nullable() }),
);

/** The exam holding an instance already stored, if any. */
async function storedStudyOf(
  db: Database,
  sopInstanceUid: string,
): Promise<{ studyId: string; physicianId: string | null } | undefined> {
  const query = db
    .select({ studyId: series.studyId, physicianId: studies.physicianId })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .innerJoin(studies, eq(studies.id, series.studyId))
    .where(eq(instances.sopInstanceUid, sopInstanceUid))
    .getSQL();
  // Asked before every upload's blob is written: parsed once per connection.
  const { rows } = await executeNamed(db, 'stored_study_of', query);
  const [row] = storedStudyRows.parse(rows);
  return row === undefined ? undefined : { studyId: row.study_id, physicianId: row.physician_id };
}
