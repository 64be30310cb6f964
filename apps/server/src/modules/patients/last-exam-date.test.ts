import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { instances, modelings, patients, series, studies } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { makePatient } from '../../../test/patients';
import { moveRecord } from './flags-repo';

const t = useTestApp();

let surgeonId = '';
let surgeon2Id = '';
let institutionId = '';

/** The record's kept `last_exam_date` (migration 0014's triggers). */
async function lastExamDateOf(id: string): Promise<string | null | undefined> {
  const [row] = await t.database.db
    .select({ date: patients.lastExamDate })
    .from(patients)
    .where(eq(patients.id, id));
  return row?.date;
}

/** An exam removed with what it holds (its series and their instances, its modelings). */
async function removeExam(id: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    const held = tx.select({ id: series.id }).from(series).where(eq(series.studyId, id));
    await tx.delete(instances).where(inArray(instances.seriesId, held));
    await tx.delete(series).where(eq(series.studyId, id));
    await tx.delete(modelings).where(eq(modelings.studyId, id));
    await tx.delete(studies).where(eq(studies.id, id));
  });
}

let mrn = 0;
const record = (examDates: (string | null)[], physicianId = surgeonId) =>
  makePatient(t, {
    physicianId,
    institutionId,
    familyName: 'Keeper',
    givenName: 'Date',
    patientId: `MRN-LED-${++mrn}`,
    examDates,
  });

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
});

describe('a record keeps its newest exam date (the last-exam order)', () => {
  it('is the newest dated exam, whatever order the exams were filed in; null with none dated', async () => {
    const made = await record(['2025-03-01', '2026-01-10', null, '2024-05-05']);
    expect(await lastExamDateOf(made.id)).toBe('2026-01-10');
    expect(await lastExamDateOf((await record([null])).id)).toBeNull();
  });

  it('follows an exam re-dated, removed, or moved to another record', async () => {
    const made = await record(['2025-03-01', '2026-01-10']);
    const other = await record(['2020-01-01']);
    const [older, newer] = made.examIds;
    await t.database.db
      .update(studies)
      .set({ studyDate: '2023-01-01' })
      .where(eq(studies.id, newer ?? ''));
    expect(await lastExamDateOf(made.id)).toBe('2025-03-01');
    await t.database.db
      .update(studies)
      .set({ patientId: other.id })
      .where(eq(studies.id, older ?? ''));
    expect(await lastExamDateOf(made.id)).toBe('2023-01-01');
    expect(await lastExamDateOf(other.id)).toBe('2025-03-01');
    await removeExam(older ?? '');
    expect(await lastExamDateOf(other.id)).toBe('2020-01-01');
  });

  it("counts only the physician's exams, and follows the record given to another physician", async () => {
    const made = await record(['2025-03-01', '2026-01-10']);
    const [older] = made.examIds;
    // An exam of another physician on the record does not count.
    await t.database.db
      .update(studies)
      .set({ physicianId: surgeon2Id, studyDate: '2026-06-06' })
      .where(eq(studies.id, older ?? ''));
    expect(await lastExamDateOf(made.id)).toBe('2026-01-10');
    // The record first, then its exams: the primary physician change (flags-repo).
    await t.database.db.transaction((tx) => moveRecord(tx, made.id, surgeon2Id, new Date()));
    expect(await lastExamDateOf(made.id)).toBe('2026-06-06');
  });

  it("keeps its date when an exam's other fields change", async () => {
    const made = await record(['2025-03-01']);
    await t.database.db
      .update(studies)
      .set({ description: 'EOS FULL SPINE' })
      .where(eq(studies.id, made.examIds[0] ?? ''));
    expect(await lastExamDateOf(made.id)).toBe('2025-03-01');
  });
});
