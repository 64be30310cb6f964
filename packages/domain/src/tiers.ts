/** Every tier feature of seed §3, in the seed's order. */
export const TIER_FEATURES = [
  'ACTIONS',
  'CALENDAR',
  'CALENDAR_PLAN',
  'ANALYTICS',
  'PATIENTS',
  'PATIENT_FILE',
  'EOS',
  'ALIGNMENT',
  'MOBILE',
  'IOA',
  'ALIGNMENT_REPORTS',
  'PLANNING_REPORTS',
  'SURGICAL_PLAN',
  'STRATEGY',
  'REQUEST_PLAN',
  'TRENDS',
  'PLAN_GENERIC_INTERBODIES',
  'PLAN_ATEC_INTERBODIES',
] as const;
export type TierFeature = (typeof TIER_FEATURES)[number];

export const TIERS = [1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Tier 1 opens the patient file with its EOS tab; every other sub-tab shows the upgrade prompt
 * (seed §6: "Tier 1 and 2 show an upgrade prompt and a 'No exams' message"; issue 16).
 */
const TIER_1: readonly TierFeature[] = ['PATIENTS', 'PATIENT_FILE', 'EOS'];
const TIER_2: readonly TierFeature[] = [
  ...TIER_1,
  'ALIGNMENT',
  'MOBILE',
  'IOA',
  'ALIGNMENT_REPORTS',
  'TRENDS',
];

/**
 * The default features of each pricing tier. An institution may override its list later
 * (administration issue); these are the values a new institution starts with.
 */
export const DEFAULT_TIER_FEATURES: Readonly<Record<Tier, readonly TierFeature[]>> = {
  1: TIER_1,
  2: TIER_2,
  3: TIER_FEATURES,
};

/**
 * The features a tier grants by default.
 * @param tier - pricing tier 1, 2 or 3
 */
export function defaultTierFeatures(tier: Tier): TierFeature[] {
  return [...DEFAULT_TIER_FEATURES[tier]];
}

/**
 * The tier features that gate what a user sees (seed §6): a user's own tier features override
 * the selected physician's, so the physician's apply only to a user without any of their own
 * (a sales rep outside any institution).
 * @param own - the user's own tier features
 * @param selectedPhysician - the selected physician's tier features, when acting for one
 */
export function effectiveTierFeatures(
  own: readonly TierFeature[],
  selectedPhysician: readonly TierFeature[] | null,
): TierFeature[] {
  if (own.length > 0 || selectedPhysician === null) return [...own];
  return [...selectedPhysician];
}
