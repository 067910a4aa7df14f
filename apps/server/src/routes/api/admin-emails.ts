import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The letter archive: every letter the system made (docs/product/email-events.md). */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
