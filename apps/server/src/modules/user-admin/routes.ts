import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Administration of accounts: list, create, edit, status changes, removal (seed §7 Users). */
export const userAdminRoutes: FastifyPluginAsyncZod = async () => {};
