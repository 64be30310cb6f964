import {
  defaultTierFeatures,
  TIER_FEATURES,
  type Tier,
  type TierFeature,
  type TierUpdate,
} from '@sagitta/domain';

/** The features in the seed's order, each once. */
export function inFeatureOrder(features: readonly TierFeature[]): TierFeature[] {
  return TIER_FEATURES.filter((feature) => features.includes(feature));
}

export function sameFeatures(a: readonly TierFeature[], b: readonly TierFeature[]): boolean {
  const left = inFeatureOrder(a);
  const right = inFeatureOrder(b);
  return left.length === right.length && left.every((feature, index) => feature === right[index]);
}

/**
 * What an institution's users would lose: the features it grants now that the change drops.
 * @param current - the features the institution grants today
 * @param next - the features it would grant after the change
 */
export function removedFeatures(
  current: readonly TierFeature[],
  next: readonly TierFeature[],
): TierFeature[] {
  return inFeatureOrder(current).filter((feature) => !next.includes(feature));
}

/**
 * The tier call's body. A choice equal to the tier's defaults is sent as `null`, so that the
 * institution follows the tier (and any later change of its defaults) instead of a frozen copy.
 */
export function tierUpdateFor(tier: Tier, features: readonly TierFeature[]): TierUpdate {
  return {
    tier,
    features: sameFeatures(features, defaultTierFeatures(tier)) ? null : inFeatureOrder(features),
  };
}
