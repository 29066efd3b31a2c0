/** Routes of this module (issue 15); registered by buildApp. */
import type { FastifyPluginAsync } from 'fastify';

export const billingRoutes: FastifyPluginAsync = async () => {};
