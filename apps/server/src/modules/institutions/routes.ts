import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Institutions, their users and their tier (seed §7 Institutions). */
export const institutionsRoutes: FastifyPluginAsyncZod = async () => {};
