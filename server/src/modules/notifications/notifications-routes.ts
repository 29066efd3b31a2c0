/** Routes of this module (issue 14); registered by buildApp. */
import type { FastifyPluginAsync } from 'fastify';

export const notificationsRoutes: FastifyPluginAsync = async () => {};
