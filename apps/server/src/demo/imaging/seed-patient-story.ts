import { and, eq, inArray } from 'drizzle-orm';
import type { RoleName } from '@sagitta/domain';
import { patientFavorites, patientNotes, patientNoteViews, patients, users } from '../../db/schema';
import type { Database, Executor } from '../../platform/db/database';
import type { DemoExam } from './catalog';
import { DEMO_PATIENT_STORY, practicePatientIds } from './patient-story';

const HOUR_MS = 60 * 60 * 1000;
const SURGEON = 'surgeon@sagitta.test';

/** A demo note: on which story patient, by whom, how long ago, and whether surgeon@ read it. */
interface DemoNote {
  patient: number;
  author: 'surgeon@sagitta.test' | 'staff@sagitta.test' | 'rep@sagitta.test';
  role: RoleName;
  text: string;
  hoursAgo: number;
  seenBySurgeon: boolean;
}

/** Plain text (no < > &, which notes refuse), some of staff@'s and rep@'s unread by surgeon@. */
export const DEMO_NOTES: readonly DemoNote[] = [
  {
    patient: DEMO_PATIENT_STORY.followedThreeYears,
    author: SURGEON,
    role: 'PHYSICIAN',
    text: 'Fusion T4-L2 done. Post-op films show good correction; review again in 12 months.',
    hoursAgo: 24 * 40,
    seenBySurgeon: true,
  },
  {
    patient: DEMO_PATIENT_STORY.followedThreeYears,
    author: 'rep@sagitta.test',
    role: 'SALES_REPRESENTATIVE',
    text: 'Rod set delivered to the hospital for the revision discussion.',
    hoursAgo: 24 * 10,
    seenBySurgeon: true,
  },
  {
    patient: DEMO_PATIENT_STORY.followedThreeYears,
    author: 'staff@sagitta.test',
    role: 'CLINICAL_STAFF',
    text: 'Patient called: mild pain at the lower end of the construct since last week.',
    hoursAgo: 20,
    seenBySurgeon: false,
  },
  {
    patient: DEMO_PATIENT_STORY.pediatric,
    author: 'staff@sagitta.test',
    role: 'CLINICAL_STAFF',
    text: 'Parents asked about bracing options before the next visit.',
    hoursAgo: 6,
    seenBySurgeon: false,
  },
  {
    patient: DEMO_PATIENT_STORY.urgent,
    author: SURGEON,
    role: 'PHYSICIAN',
    text: 'Curve progressed 12 degrees in six months. Discuss surgery soon.',
    hoursAgo: 24 * 3,
    seenBySurgeon: true,
  },
  {
    patient: DEMO_PATIENT_STORY.urgent,
    author: 'rep@sagitta.test',
    role: 'SALES_REPRESENTATIVE',
    text: 'Planning team can return a plan within five working days.',
    hoursAgo: 2,
    seenBySurgeon: false,
  },
];

async function userIds(db: Executor): Promise<Map<string, string>> {
  const emails = [SURGEON, 'staff@sagitta.test', 'rep@sagitta.test'];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * surgeon@'s patient records as the story tells them (issue 16): surgical candidates, an urgent
 * patient, surgeon@'s favorites, and notes by surgeon@, staff@ and rep@, some unread by
 * surgeon@. Runs once the exams are imported (the records come from them); written in one
 * transaction and only when the story's notes are not there yet, so a restart changes nothing a
 * user changed since.
 * @returns whether the story was written by this call
 */
export async function seedPatientStory(
  db: Database,
  catalog: readonly DemoExam[],
  now: Date,
): Promise<boolean> {
  const ids = await userIds(db);
  const surgeonId = ids.get(SURGEON);
  if (surgeonId === undefined) return false;
  const patientIds = practicePatientIds(catalog, SURGEON);
  const rows = await db
    .select({ id: patients.id, patientId: patients.patientId })
    .from(patients)
    .where(and(eq(patients.physicianId, surgeonId), inArray(patients.patientId, patientIds)));
  const byIndex = (index: number): string => {
    const record = rows.find((row) => row.patientId === patientIds[index]);
    if (record === undefined) throw new Error(`Demo patient ${index} has no record yet`);
    return record.id;
  };
  const noted = await db
    .select({ id: patientNotes.id })
    .from(patientNotes)
    .where(eq(patientNotes.patientId, byIndex(DEMO_PATIENT_STORY.followedThreeYears)))
    .limit(1);
  if (noted.length > 0) return false;
  await db.transaction(async (tx) => {
    const candidates = DEMO_PATIENT_STORY.surgicalCandidates.map(byIndex);
    await tx
      .update(patients)
      .set({ surgicalCandidate: true, updatedAt: now })
      .where(inArray(patients.id, candidates));
    await tx
      .update(patients)
      .set({ urgent: true, updatedAt: now })
      .where(eq(patients.id, byIndex(DEMO_PATIENT_STORY.urgent)));
    await tx
      .insert(patientFavorites)
      .values(
        DEMO_PATIENT_STORY.favorites.map((index) => ({
          userId: surgeonId,
          patientId: byIndex(index),
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    for (const note of DEMO_NOTES) {
      const authorUserId = ids.get(note.author);
      if (authorUserId === undefined) continue;
      const createdAt = new Date(now.getTime() - note.hoursAgo * HOUR_MS);
      const [row] = await tx
        .insert(patientNotes)
        .values({
          patientId: byIndex(note.patient),
          authorUserId,
          authorRole: note.role,
          note: note.text,
          createdAt,
        })
        .returning({ id: patientNotes.id });
      if (row !== undefined && note.seenBySurgeon) {
        await tx
          .insert(patientNoteViews)
          .values({ noteId: row.id, userId: surgeonId, viewedAt: createdAt });
      }
    }
  });
  return true;
}
