import { can, REFERRING_TAG_MESSAGES, type ReferringPhysicianTagList } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Conflict, NotFound } from '../../platform/errors/errors';
import { requireSelfOr, type RequestContext } from '../../platform/request-context';
import {
  deleteTag,
  deleteTagRequest,
  findPhysicianInstitution,
  findTagHolder,
  insertTag,
  insertTagRequest,
  listRequestedTags,
  listTags,
} from './referring-physician-tag-repo';

export const TAG_MESSAGES = REFERRING_TAG_MESSAGES;

/** Who applies tags: a physician's own add is a request until one of them applies it. */
const APPLIES_TAGS = 'users:manage';

/** The physician's institution (null if none); 404 when the user is no physician. */
async function physicianInstitution(db: Executor, userId: string): Promise<string | null> {
  const institutionId = await findPhysicianInstitution(db, userId);
  if (institutionId === undefined) throw new NotFound(TAG_MESSAGES.notPhysician);
  return institutionId;
}

async function tagsOf(db: Executor, userId: string): Promise<ReferringPhysicianTagList> {
  return { tags: await listTags(db, userId), requestedTags: await listRequestedTags(db, userId) };
}

/** A physician's tags and requested tags: their own, or anyone's for those who read users. */
export async function listReferringPhysicianTags(
  db: Executor,
  context: RequestContext,
  userId: string,
): Promise<ReferringPhysicianTagList> {
  requireSelfOr(context, userId, 'users:read');
  await physicianInstitution(db, userId);
  return tagsOf(db, userId);
}

/**
 * Refuses a tag the physician holds already, or another physician of the institution holds
 * (tags are unique within an institution: a tag names one physician to route to). The answer
 * never says who holds it.
 */
async function requireFree(
  tx: Executor,
  userId: string,
  institutionId: string,
  tag: string,
): Promise<void> {
  const holder = await findTagHolder(tx, institutionId, tag);
  if (holder === null) return;
  throw new Conflict(holder === userId ? TAG_MESSAGES.exists : TAG_MESSAGES.heldByAnother);
}

/**
 * Adds a tag (issue 14). Asked by an administrator, it is applied: exams whose Referring
 * Physician's Name equals it exactly (seed §5), from the physician's institution, are routed to
 * them from the next import on, and the physician's request for it, if any, is fulfilled. Asked
 * by the physician, it is a request, routing nothing until an administrator applies it (202).
 * Exams already waiting unassigned are not moved: an administrator assigns those, having seen
 * them.
 * @throws Conflict when the tag is there or requested already, or another physician of the
 *   institution holds it
 */
export async function addReferringPhysicianTag(
  db: Executor,
  context: RequestContext,
  userId: string,
  tag: string,
): Promise<{ applied: boolean; tags: ReferringPhysicianTagList }> {
  requireSelfOr(context, userId, APPLIES_TAGS);
  const applies = can(context.roles, APPLIES_TAGS);
  try {
    return await db.transaction(async (tx) => {
      const institutionId = await physicianInstitution(tx, userId);
      if (institutionId === null) throw new Conflict(TAG_MESSAGES.noInstitution);
      await requireFree(tx, userId, institutionId, tag);
      if (applies) {
        await insertTag(tx, { userId, institutionId, tag });
        await deleteTagRequest(tx, userId, tag);
      } else if (!(await insertTagRequest(tx, { userId, tag, requestedAt: context.now }))) {
        throw new Conflict(TAG_MESSAGES.alreadyRequested);
      }
      await context.audit(tx, {
        action: applies ? 'user.referring-tag.add' : 'user.referring-tag.request',
        targetType: 'user',
        targetId: userId,
        outcome: 'success',
      });
      return { applied: applies, tags: await tagsOf(tx, userId) };
    });
  } catch (error) {
    // A concurrent add of the same tag committed first.
    if (isUniqueViolation(error, 'referring_physician_tags_institution_tag_unique')) {
      throw new Conflict(TAG_MESSAGES.heldByAnother);
    }
    if (isUniqueViolation(error, 'referring_physician_tags_user_tag_unique')) {
      throw new Conflict(TAG_MESSAGES.exists);
    }
    throw error;
  }
}

/**
 * Removes a tag, or withdraws (the physician) or declines (an administrator) a request for it.
 * Either may remove: fewer tags only route fewer exams to the physician.
 */
export async function removeReferringPhysicianTag(
  db: Executor,
  context: RequestContext,
  userId: string,
  tag: string,
): Promise<ReferringPhysicianTagList> {
  requireSelfOr(context, userId, APPLIES_TAGS);
  return db.transaction(async (tx) => {
    await physicianInstitution(tx, userId);
    const removed = await deleteTag(tx, userId, tag);
    const withdrawn = await deleteTagRequest(tx, userId, tag);
    if (!removed && !withdrawn) throw new NotFound(TAG_MESSAGES.absent);
    await context.audit(tx, {
      action: 'user.referring-tag.remove',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details: { request: !removed },
    });
    return tagsOf(tx, userId);
  });
}
