import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** AIE configuration and client access keys of institutions; device tokens. */
export const accessKeysRoutes: FastifyPluginAsyncZod = async () => {};
