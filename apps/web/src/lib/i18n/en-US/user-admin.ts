/** Users administration: users list, requests, user forms, connections editing, outbox. */
export const userAdmin = {
  userAdmin: {},
} as const;
