import { eq, sql } from 'drizzle-orm';
import { imageViewOf, normalizeForSearch, parseDicomDate, type RoleName } from '@sagitta/domain';
import { instances, patients, series, studies } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { BlobTooLarge, type BlobStore, type PutResult } from '../../platform/blobs';
import type { Database, Transaction } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/queue';
import { parseDicomHeader, type DicomHeader } from './dicom/parse-header';
import { routeByHeader, type ExamRoute } from './routing';

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
  | { userId: string; roles: readonly RoleName[]; institutionId?: string | null }
  | { deviceInstitutionId: string };

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

/** Thrown inside the transaction to undo it when another import stored the same instance. */
class AlreadyStored extends Error {}

/**
 * Imports one DICOM file: the blob first, then the patient, study, series and instance rows in
 * one transaction, so a crash leaves at worst an orphan blob, never a row without its file. It
 * resolves only after the commit: the caller may acknowledge the file then. Bad input answers a
 * 4xx result, never throws; the same SOP Instance UID again answers 'already-stored' and adds
 * nothing. `bytes` is handed over to the blob store, which may move it to another thread: the
 * caller must not use it afterwards.
 */
export async function importDicomFile(
  deps: ImportDeps,
  bytes: Buffer,
  uploader: Uploader,
): Promise<ImportResult> {
  const maxBytes = deps.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (bytes.length > maxBytes) return { status: 413, message: new BlobTooLarge(maxBytes).message };
  const parsed = parseDicomHeader(bytes);
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
  const now = deps.clock.now();
  try {
    const study = await deps.db.transaction(async (tx) => {
      const route = withUploader(await routeByHeader(tx, header.study), uploader);
      const stored = await upsertStudy(tx, header, route, { birthDate, studyDate, now });
      const seriesId = await upsertSeries(tx, stored.id, header.series);
      const inserted = await tx
        .insert(instances)
        .values({
          seriesId,
          sopInstanceUid,
          sopClassUid: header.instance.sopClassUid,
          transferSyntaxUid: header.transferSyntaxUid,
          blobKey: blob.key,
          size: blob.size,
          rows: header.image?.rows ?? null,
          columns: header.image?.columns ?? null,
          bitsAllocated: header.image?.bitsAllocated ?? null,
          photometric: header.image?.photometricInterpretation ?? null,
          frames: header.image?.numberOfFrames ?? null,
          view: imageViewOf(header.instance.viewPosition, header.series.description),
          // Objects without pixels (reports) have nothing to preview.
          previewStatus: header.image === null ? 'unavailable' : 'pending',
          previewProblem: header.image === null ? 'No image in this object' : null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: instances.sopInstanceUid })
        .returning({ id: instances.id });
      // A concurrent import of the same file won: undo the rows this one may have added.
      const [instance] = inserted;
      if (instance === undefined) throw new AlreadyStored();
      if (header.image !== null) {
        await enqueueJob(tx, now, {
          kind: RENDER_PREVIEWS_JOB,
          payload: { instanceId: instance.id },
        });
      }
      return stored;
    });
    return {
      status: 'stored',
      sopInstanceUid,
      studyId: study.id,
      physicianId: study.physicianId,
      newExam: study.created,
      warnings,
    };
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    const stored = await storedStudyOf(deps.db, sopInstanceUid);
    if (stored === undefined) {
      throw new Error('A stored instance vanished during its import', { cause: error });
    }
    return { status: 'already-stored', sopInstanceUid, ...stored, newExam: false, warnings: [] };
  }
}

/** The job that renders an instance's previews after its import (`previews/render-job.ts`). */
export const RENDER_PREVIEWS_JOB = 'render-previews';

/** Unmatched uploads of a physician are theirs; otherwise the device's site is remembered. */
function withUploader(route: ExamRoute, uploader: Uploader): ExamRoute {
  if (route.physicianId !== null) return route;
  if ('deviceInstitutionId' in uploader) {
    return {
      physicianId: null,
      institutionId: route.institutionId ?? uploader.deviceInstitutionId,
    };
  }
  if (!uploader.roles.includes('PHYSICIAN')) return route;
  return {
    physicianId: uploader.userId,
    institutionId: route.institutionId ?? uploader.institutionId ?? null,
  };
}

function dateOf(raw: string | null, name: string, warnings: string[]): string | null {
  if (raw === null) return null;
  const parsed = parseDicomDate(raw.trim());
  if (parsed.ok) return parsed.date;
  warnings.push(`${name} stored as unknown: ${parsed.warning}`);
  return null;
}

async function storedStudyOf(
  db: Database,
  sopInstanceUid: string,
): Promise<{ studyId: string; physicianId: string | null } | undefined> {
  const [row] = await db
    .select({ studyId: series.studyId, physicianId: studies.physicianId })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .innerJoin(studies, eq(studies.id, series.studyId))
    .where(eq(instances.sopInstanceUid, sopInstanceUid));
  return row;
}

/** A study already known keeps its patient: a later file of it never re-routes it. */
async function upsertStudy(
  tx: Transaction,
  header: DicomHeader,
  route: ExamRoute,
  values: { birthDate: string | null; studyDate: string | null; now: Date },
): Promise<{ id: string; physicianId: string | null; created: boolean }> {
  const [known] = await tx
    .select({ id: studies.id, physicianId: studies.physicianId })
    .from(studies)
    .where(eq(studies.studyInstanceUid, header.study.instanceUid));
  if (known !== undefined) return { ...known, created: false };
  const { patient, study } = header;
  const demographics = {
    familyName: patient.familyName,
    givenName: patient.givenName,
    birthDate: values.birthDate,
    birthDateRaw: patient.birthDateRaw,
    sex: patient.sex,
    searchFamily: normalizeForSearch(patient.familyName ?? ''),
    searchGiven: normalizeForSearch(patient.givenName ?? ''),
  };
  // The newest file's demographics win; NULLS NOT DISTINCT makes unassigned rows conflict too.
  const [patientRow] = await tx
    .insert(patients)
    .values({
      physicianId: route.physicianId,
      institutionId: route.institutionId,
      patientId: patient.id,
      searchPatientId: normalizeForSearch(patient.id),
      ...demographics,
    })
    .onConflictDoUpdate({
      target: [patients.physicianId, patients.institutionId, patients.patientId],
      set: demographics,
    })
    .returning({ id: patients.id });
  if (patientRow === undefined) throw new Error('The patient upsert returned no row');
  const [studyRow] = await tx
    .insert(studies)
    .values({
      patientId: patientRow.id,
      physicianId: route.physicianId,
      studyInstanceUid: study.instanceUid,
      studyDate: values.studyDate,
      studyDateRaw: study.dateRaw,
      description: study.description,
      accessionNumber: study.accessionNumber,
      searchAccessionNumber: normalizeForSearch(study.accessionNumber ?? ''),
      referringPhysicianRaw: study.referringPhysicianNameRaw,
      institutionNameRaw: study.institutionName,
      createdAt: values.now,
    })
    // A concurrent import of another file of the study may have inserted it meanwhile.
    .onConflictDoUpdate({
      target: studies.studyInstanceUid,
      set: { studyInstanceUid: sql`excluded.study_instance_uid` },
    })
    .returning({
      id: studies.id,
      physicianId: studies.physicianId,
      created: sql<boolean>`xmax = 0`,
    });
  if (studyRow === undefined) throw new Error('The study upsert returned no row');
  return studyRow;
}

async function upsertSeries(
  tx: Transaction,
  studyId: string,
  header: DicomHeader['series'],
): Promise<string> {
  const [row] = await tx
    .insert(series)
    .values({
      studyId,
      seriesInstanceUid: header.instanceUid,
      description: header.description,
      modality: header.modality,
      number: header.number,
    })
    .onConflictDoUpdate({
      target: series.seriesInstanceUid,
      set: { seriesInstanceUid: sql`excluded.series_instance_uid` },
    })
    .returning({ id: series.id });
  if (row === undefined) throw new Error('The series upsert returned no row');
  return row.id;
}
