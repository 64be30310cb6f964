/** My Account and its edit pages. */
export const profile = {
  profile: {},
} as const;
