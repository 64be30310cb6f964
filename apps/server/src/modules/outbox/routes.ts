import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The outbox of emails, for administrators. */
export const outboxRoutes: FastifyPluginAsyncZod = async () => {};
