/** Connections: the administrators' edit-connections page and connection messages. */
export const connectionAdmin = {
  connectionAdmin: {},
} as const;
