import { and, count, eq, ne, notExists, sql } from 'drizzle-orm';
import { patientNotes } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/**
 * How many notes the record has, and how many of them the user has not seen: notes by others
 * without the user's view row (their own notes count as seen).
 */
export async function noteCounts(
  db: Executor,
  patientId: string,
  userId: string,
): Promise<{ noteCount: number; unseenNoteCount: number }> {
  const seen = sql`(SELECT 1 FROM "patient_note_views" WHERE "patient_note_views"."note_id" = "patient_notes"."id" AND "patient_note_views"."user_id" = ${userId})`;
  const [row] = await db
    .select({
      noteCount: count(),
      unseenNoteCount: count(
        sql`CASE WHEN ${and(ne(patientNotes.authorUserId, userId), notExists(seen))} THEN 1 END`,
      ),
    })
    .from(patientNotes)
    .where(eq(patientNotes.patientId, patientId));
  return { noteCount: row?.noteCount ?? 0, unseenNoteCount: row?.unseenNoteCount ?? 0 };
}
