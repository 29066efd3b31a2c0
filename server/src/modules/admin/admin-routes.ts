/** Routes of this module; registered by buildApp. */
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';

export const adminRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async () => {};
