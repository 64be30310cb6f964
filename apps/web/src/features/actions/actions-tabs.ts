/** The Actions page's tabs, in the seed's order (seed §2). */
export const ACTIONS_TABS = [
  'plan-approval',
  'rod-order',
  'schedule-case',
  'approve-model',
] as const;
export type ActionsTab = (typeof ACTIONS_TABS)[number];

/**
 * The tab the page shows: the one the address names (`?tab=`), else Approve model, the only one
 * with actions so far (issue 18).
 * @param linked - the address's `?tab=`, null when it names none
 */
export function openTab(linked: string | null): ActionsTab {
  return ACTIONS_TABS.find((tab) => tab === linked) ?? 'approve-model';
}
