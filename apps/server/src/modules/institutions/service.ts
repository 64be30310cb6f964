import type { z } from 'zod';
import {
  DUPLICATE_INSTITUTION_MESSAGE,
  type ConflictKind,
  type Institution,
  type institutionInput,
  type InstitutionList,
  type institutionListQuery,
  type Tier,
} from '@sagitta/domain';
import { endUserSessions, type SessionCache } from '../../platform/auth/sessions';
import type { Database, Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Conflict, NotFound } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { revokeInstitutionKeys } from '../access-keys/service';
import { institutionTierFeatures } from '../users/profile';
import {
  detachAllUsers,
  findInstitution,
  findInstitutionIdByName,
  insertInstitution,
  listInstitutions,
  lockInstitution,
  memberIdsOf,
  updateInstitution,
  type InstitutionRow,
} from './repo';

type InstitutionFields = z.output<typeof institutionInput>;
type ListQuery = z.output<typeof institutionListQuery>;

export const INSTITUTION_NOT_FOUND = 'Institution not found';
/** The unique index on live institutions' lower-cased names (`db/schema/institutions.ts`). */
export const NAME_INDEX = 'institutions_name_unique';

const duplicateName = () =>
  new Conflict(DUPLICATE_INSTITUTION_MESSAGE, {
    kind: 'DuplicateInstitution' satisfies ConflictKind,
  });

/** The Institution of seed §3 as the API answers it. */
export function toInstitution(row: InstitutionRow): Institution {
  const tier = row.tier as Tier;
  return {
    institutionId: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    city: row.city,
    zip: row.zip,
    state: row.state,
    active: row.active,
    tier,
    tierFeatures: institutionTierFeatures(tier, row.tierFeatures),
    tierFeaturesCustomized: row.tierFeatures !== null,
    contractPricing: row.contractPricing,
    dataAgreement: row.dataAgreement,
    dataUseLimitedToServices: row.dataUseLimitedToServices,
    deidentificationForStorage: row.deidentificationForStorage,
    hasSignedBaa: row.hasSignedBaa,
    specialConsiderations: row.specialConsiderations,
    eosSerialNumbers: row.eosSerialNumbers,
    surgeonCount: row.surgeonCount,
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An institution that is not deleted.
 * @throws NotFound for an unknown or deleted institution
 */
export async function getInstitution(executor: Executor, id: string): Promise<Institution> {
  const row = await findInstitution(executor, id);
  if (row === null) throw new NotFound(INSTITUTION_NOT_FOUND);
  return toInstitution(row);
}

/** One page of the institutions, never the deleted ones. */
export async function listInstitutionsPage(
  db: Database,
  query: ListQuery,
): Promise<InstitutionList> {
  const { totalCount, rows } = await listInstitutions(db, query);
  return { totalCount, items: rows.map(toInstitution) };
}

/** The stored columns of the fields create and update share. */
function columnsOf(input: InstitutionFields) {
  return {
    name: input.name,
    email: input.email ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    zip: input.zip ?? null,
    state: input.state ?? null,
    tier: input.tier,
    contractPricing: input.contractPricing,
    dataAgreement: input.dataAgreement,
    dataUseLimitedToServices: input.dataUseLimitedToServices,
    deidentificationForStorage: input.deidentificationForStorage,
    hasSignedBaa: input.hasSignedBaa,
    specialConsiderations: input.specialConsiderations ?? null,
    eosSerialNumbers: input.eosSerialNumbers,
  };
}

/**
 * Runs a change that may take a name already used; the unique index answers the race that the
 * check before it cannot see.
 */
async function guardingName<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw duplicateName();
    throw error;
  }
}

/**
 * Creates an institution with its tier's default features.
 * @throws Conflict (DuplicateInstitution) when a live institution has the name, in any case
 */
export async function createInstitution(
  db: Database,
  context: RequestContext,
  input: InstitutionFields,
): Promise<Institution> {
  const id = await guardingName(() =>
    db.transaction(async (tx) => {
      if ((await findInstitutionIdByName(tx, input.name)) !== null) throw duplicateName();
      const created = await insertInstitution(tx, {
        ...columnsOf(input),
        active: input.active,
        createdAt: context.now,
        updatedAt: context.now,
      });
      await context.audit(tx, {
        action: 'institution.create',
        targetType: 'institution',
        targetId: created,
        outcome: 'success',
      });
      return created;
    }),
  );
  return getInstitution(db, id);
}

/**
 * Edits an institution's information and system fields. Its status is left alone: `active`
 * defaults to true when a body omits it, and a disabled institution must not come back by an
 * edit that did not mean it; status changes go through `setInstitutionActive`, which also ends
 * sessions. A new tier drops the feature list edited for the old one.
 * @throws NotFound for an unknown or deleted institution
 * @throws Conflict (DuplicateInstitution) when another live institution has the name
 */
export async function updateInstitutionInfo(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  id: string,
  input: InstitutionFields,
): Promise<{ success: true }> {
  const memberIds = await guardingName(() =>
    db.transaction(async (tx) => {
      const current = await findInstitution(tx, id);
      if (current === null) throw new NotFound(INSTITUTION_NOT_FOUND);
      const holder = await findInstitutionIdByName(tx, input.name);
      if (holder !== null && holder !== id) throw duplicateName();
      await updateInstitution(tx, id, {
        ...columnsOf(input),
        ...(input.tier === current.tier ? {} : { tierFeatures: null }),
        updatedAt: context.now,
      });
      await context.audit(tx, {
        action: 'institution.update',
        targetType: 'institution',
        targetId: id,
        outcome: 'success',
      });
      return memberIdsOf(tx, id);
    }),
  );
  // Members' profiles carry the institution's name and tier.
  for (const memberId of memberIds) accounts.forgetUser(memberId);
  return { success: true };
}

/**
 * Activates or disables an institution. Disabling ends its members' sessions at once: they lose
 * access to their data (seed §4), and the session check would only notice on their next call.
 * @throws NotFound for an unknown or deleted institution
 */
export async function setInstitutionActive(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  id: string,
  active: boolean,
): Promise<Institution> {
  const memberIds = await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, id))) throw new NotFound(INSTITUTION_NOT_FOUND);
    await updateInstitution(tx, id, { active, updatedAt: context.now });
    const members = await memberIdsOf(tx, id);
    if (!active) {
      for (const memberId of members) {
        await endUserSessions(tx, context.now, memberId, 'institution-inactive');
      }
    }
    await context.audit(tx, {
      action: 'institution.status.change',
      targetType: 'institution',
      targetId: id,
      outcome: 'success',
      details: { active, endedSessionsOf: active ? 0 : members.length },
    });
    return members;
  });
  for (const memberId of memberIds) accounts.forgetUser(memberId);
  return getInstitution(db, id);
}

/**
 * Soft-deletes an institution: it is kept for the audit trail, never shown again, and its name
 * is free. Seed §4 says its physicians are removed from it; every user is, so that no account
 * points at an institution that no longer exists. They keep their accounts and sessions: only
 * their institution's tier features go (a user without an institution has none), which their
 * next request sees. Its client access keys are revoked, so its AIE stops at once.
 * @throws NotFound for an unknown or already deleted institution
 */
export async function deleteInstitution(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  id: string,
): Promise<void> {
  const detached = await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, id))) throw new NotFound(INSTITUTION_NOT_FOUND);
    const userIds = await detachAllUsers(tx, id, context.now);
    const revokedKeys = await revokeInstitutionKeys(tx, id, context.now);
    await updateInstitution(tx, id, { deletedAt: context.now, updatedAt: context.now });
    await context.audit(tx, {
      action: 'institution.delete',
      targetType: 'institution',
      targetId: id,
      outcome: 'success',
      details: { usersRemoved: userIds.length, keysRevoked: revokedKeys },
    });
    return userIds;
  });
  for (const userId of detached) accounts.forgetUser(userId);
}
