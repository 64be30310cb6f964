import { and, asc, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import { referringPhysicianTags, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors/errors';
import { requireSelfOr, type RequestContext } from '../../platform/request-context';

export const TAG_MESSAGES = {
  notPhysician: 'Referring physician tags belong to physicians',
  exists: 'This referring physician tag is already there',
  absent: 'This referring physician tag is not there',
} as const;

async function requirePhysician(db: Executor, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)));
  if (row === undefined) throw new NotFound(TAG_MESSAGES.notPhysician);
}

async function tagsOf(db: Executor, userId: string): Promise<{ tags: string[] }> {
  const rows = await db
    .select({ tag: referringPhysicianTags.tag })
    .from(referringPhysicianTags)
    .where(eq(referringPhysicianTags.userId, userId))
    .orderBy(asc(referringPhysicianTags.tag));
  return { tags: rows.map((row) => row.tag) };
}

/** A physician's tags: their own, or anyone's for those who read users. */
export async function listReferringPhysicianTags(
  db: Executor,
  context: RequestContext,
  userId: string,
): Promise<{ tags: string[] }> {
  requireSelfOr(context, userId, 'users:read');
  await requirePhysician(db, userId);
  return tagsOf(db, userId);
}

/**
 * One change to a physician's tags, as add and remove both make it: by the physician themself or
 * an administrator, in one transaction that checks the user is a physician, applies `change`,
 * audits it and answers the tags as they now are.
 */
async function changeTags(
  db: Executor,
  context: RequestContext,
  userId: string,
  action: 'user.referring-tag.add' | 'user.referring-tag.remove',
  change: (tx: Executor) => Promise<void>,
): Promise<{ tags: string[] }> {
  requireSelfOr(context, userId, 'users:manage');
  return db.transaction(async (tx) => {
    await requirePhysician(tx, userId);
    await change(tx);
    await context.audit(tx, { action, targetType: 'user', targetId: userId, outcome: 'success' });
    return tagsOf(tx, userId);
  });
}

/**
 * Adds a tag: exams whose Referring Physician's Name equals it exactly (seed §5), from the
 * physician's institution, are routed to them from the next import on. Exams already waiting
 * unassigned are not moved: an administrator assigns those, having seen them.
 */
export async function addReferringPhysicianTag(
  db: Executor,
  context: RequestContext,
  userId: string,
  tag: string,
): Promise<{ tags: string[] }> {
  return changeTags(db, context, userId, 'user.referring-tag.add', async (tx) => {
    const added = await tx
      .insert(referringPhysicianTags)
      .values({ userId, tag })
      .onConflictDoNothing()
      .returning({ tag: referringPhysicianTags.tag });
    if (added.length === 0) throw new Conflict(TAG_MESSAGES.exists);
  });
}

export async function removeReferringPhysicianTag(
  db: Executor,
  context: RequestContext,
  userId: string,
  tag: string,
): Promise<{ tags: string[] }> {
  return changeTags(db, context, userId, 'user.referring-tag.remove', async (tx) => {
    const removed = await tx
      .delete(referringPhysicianTags)
      .where(and(eq(referringPhysicianTags.userId, userId), eq(referringPhysicianTags.tag, tag)))
      .returning({ tag: referringPhysicianTags.tag });
    if (removed.length === 0) throw new NotFound(TAG_MESSAGES.absent);
  });
}
