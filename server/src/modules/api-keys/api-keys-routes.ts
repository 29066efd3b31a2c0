/** Routes of this module; registered by buildApp. */
import type { FastifyPluginAsync } from 'fastify';

export const apiKeysRoutes: FastifyPluginAsync = async () => {};
