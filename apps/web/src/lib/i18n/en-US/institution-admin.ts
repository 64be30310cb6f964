/** Institutions administration: list, forms, detail, AIE configuration, tier. */
export const institutionAdmin = {
  institutionAdmin: {},
} as const;
