import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public access requests and one-time set-password links. */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async () => {};
