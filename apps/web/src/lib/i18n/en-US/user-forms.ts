/** Users administration: the new, detail and edit pages of a user. */
export const userForms = {
  userForms: {},
} as const;
