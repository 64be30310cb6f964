/** The public access-request page. */
export const requestAccount = {
  requestAccount: {},
} as const;
