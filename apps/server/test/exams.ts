import { randomUUID } from 'node:crypto';
import { normalizeForSearch } from '@sagitta/domain';
import { instances, modelings, patients, series, studies } from '../src/db/schema';
import type { Executor } from '../src/platform/db/database';

export interface ExamSpec {
  physicianId: string | null;
  institutionId?: string | null;
  familyName?: string | null;
  givenName?: string | null;
  patientId?: string;
  birthDate?: string | null;
  sex?: string | null;
  accessionNumber?: string | null;
  studyDate?: string | null;
  description?: string | null;
  seriesDescription?: string | null;
  createdAt?: Date;
  modelings?: { creationTimestamp: number; state: string }[];
}

let made = 0;

/**
 * Writes an exam's rows straight into the database, as the import would from a header (search
 * columns folded with the domain's `normalizeForSearch`), for tests about reading exams: lists,
 * search, scope. Tests about importing go through the upload route instead.
 * @returns the exam (study) id
 */
export async function insertExam(db: Executor, spec: ExamSpec): Promise<string> {
  made += 1;
  const uid = `2.25.${process.pid}${Date.now()}${made}`;
  const patientId = spec.patientId ?? `P-${made}-${randomUUID().slice(0, 8)}`;
  const [patient] = await db
    .insert(patients)
    .values({
      physicianId: spec.physicianId,
      institutionId: spec.institutionId ?? null,
      patientId,
      familyName: spec.familyName ?? null,
      givenName: spec.givenName ?? null,
      birthDate: spec.birthDate ?? null,
      sex: spec.sex ?? null,
      searchFamily: normalizeForSearch(spec.familyName ?? ''),
      searchGiven: normalizeForSearch(spec.givenName ?? ''),
      searchPatientId: normalizeForSearch(patientId),
    })
    .onConflictDoUpdate({
      target: [patients.physicianId, patients.institutionId, patients.patientId],
      set: { patientId },
    })
    .returning({ id: patients.id });
  if (patient === undefined) throw new Error('no patient row');
  const [study] = await db
    .insert(studies)
    .values({
      patientId: patient.id,
      physicianId: spec.physicianId,
      studyInstanceUid: `${uid}.1`,
      studyDate: spec.studyDate ?? null,
      description: spec.description ?? null,
      accessionNumber: spec.accessionNumber ?? null,
      searchAccessionNumber: normalizeForSearch(spec.accessionNumber ?? ''),
      createdAt: spec.createdAt ?? new Date(),
    })
    .returning({ id: studies.id });
  if (study === undefined) throw new Error('no study row');
  const [seriesRow] = await db
    .insert(series)
    .values({
      studyId: study.id,
      seriesInstanceUid: `${uid}.2`,
      description: spec.seriesDescription ?? null,
      number: 1,
    })
    .returning({ id: series.id });
  await db.insert(instances).values({
    seriesId: seriesRow?.id ?? '',
    sopInstanceUid: `${uid}.3`,
    transferSyntaxUid: '1.2.840.10008.1.2.1',
    blobKey: '0'.repeat(64),
    size: 0,
    previewStatus: 'unavailable',
    // As the import files a header without spacing: read, uncalibrated.
    pixelSpacingSource: 'NONE',
    createdAt: spec.createdAt ?? new Date(),
  });
  for (const modeling of spec.modelings ?? []) {
    await db.insert(modelings).values({ studyId: study.id, ...modeling });
  }
  return study.id;
}
