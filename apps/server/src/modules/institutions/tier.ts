import {
  defaultTierFeatures,
  TIER_FEATURES,
  type Institution,
  type Tier,
  type TierFeature,
  type TierUpdate,
} from '@sagitta/domain';
import type { SessionCache } from '../../platform/auth/sessions';
import type { Database, Executor } from '../../platform/db/database';
import { NotFound } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { institutionTierFeatures } from '../users/profile';
import { findInstitution, lockInstitution, memberIdsOf, updateInstitution } from './repo';
import { getInstitution, INSTITUTION_NOT_FOUND } from './service';

/**
 * The feature list to store for a tier: null for the tier's defaults, which then follow the
 * product when its defaults change; otherwise the features once each, in the seed's order.
 */
export function storedTierFeatures(
  tier: Tier,
  features: readonly TierFeature[] | null,
): TierFeature[] | null {
  if (features === null) return null;
  const chosen = TIER_FEATURES.filter((feature) => features.includes(feature));
  const defaults = defaultTierFeatures(tier);
  const sameAsDefaults =
    chosen.length === defaults.length && chosen.every((feature) => defaults.includes(feature));
  return sameAsDefaults ? null : chosen;
}

/**
 * The features an institution's users get: the list edited for it, else its tier's defaults.
 * @throws NotFound for an unknown or deleted institution
 */
export async function getTierFeatures(
  executor: Executor,
  id: string,
): Promise<{ features: TierFeature[] }> {
  const row = await findInstitution(executor, id);
  if (row === null) throw new NotFound(INSTITUTION_NOT_FOUND);
  return { features: institutionTierFeatures(row.tier as Tier, row.tierFeatures) };
}

/**
 * Sets an institution's tier and its features (seed §4: a tier change may disable features).
 * Members see the change on their next request: their cached profiles are forgotten.
 * @throws NotFound for an unknown or deleted institution
 */
export async function updateTier(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  id: string,
  input: TierUpdate,
): Promise<Institution> {
  const tierFeatures = storedTierFeatures(input.tier, input.features);
  const memberIds = await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, id))) throw new NotFound(INSTITUTION_NOT_FOUND);
    await updateInstitution(tx, id, { tier: input.tier, tierFeatures, updatedAt: context.now });
    await context.audit(tx, {
      action: 'institution.tier.update',
      targetType: 'institution',
      targetId: id,
      outcome: 'success',
      details: { tier: input.tier, customized: tierFeatures !== null },
    });
    return memberIdsOf(tx, id);
  });
  for (const memberId of memberIds) accounts.forgetUser(memberId);
  return getInstitution(db, id);
}
