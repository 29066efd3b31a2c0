/**
 * PUT /api/brand-kit: saves the caller's kit, or with `scope: 'global'` the global one (admins
 * only), and rewrites the forms that follow it in the same transaction, so a kit and its forms never
 * disagree. A logo must have been uploaded by the caller (POST /api/brand-kit/logo), or already be
 * the kit's: nobody can put another user's upload, or any outside address, into a kit.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandKitResponseSchema, saveBrandKitRequestSchema } from '@core/api/brand-kit';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { brandLogoId } from '@core/form/brand-logo-path';
import { brandLogos, brandSettings } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { writeAudit } from '../admin/write-audit';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { requireAdmin, requireUser } from './brand-kit-access';
import {
  lockBrandKits,
  readGlobalKit,
  readUserKit,
  toBrandKit,
  toBrandKitResponse,
} from './brand-kit-store';
import { syncBrandedForms } from './sync-branded-forms';

export function registerSaveBrandKit(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/brand-kit',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['brand-kit'],
        summary: 'Save the caller’s brand kit, or the global one (admins)',
        body: saveBrandKitRequestSchema,
        response: {
          200: brandKitResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { scope, ...fields } = request.body;
      const user = scope === 'global' ? requireAdmin(request) : requireUser(request);
      const { db } = app.database;
      const current = scope === 'global' ? await readGlobalKit(db) : await readUserKit(db, user.id);
      await checkLogo(request, user.id, fields.logoUrl, current?.logoUrl ?? null);
      const { row, synced } = await db.transaction(async (tx) => {
        await lockBrandKits(tx, user.id, scope === 'global' ? 'save-global' : 'save-user');
        const values = { ...fields, updatedAt: new Date() };
        const [saved] = await tx
          .insert(brandSettings)
          .values({ ...values, scope, userId: scope === 'global' ? null : user.id })
          .onConflictDoUpdate(
            scope === 'global'
              ? {
                  target: brandSettings.scope,
                  targetWhere: eq(brandSettings.scope, 'global'),
                  set: values,
                }
              : { target: brandSettings.userId, set: values },
          )
          .returning();
        const ids = await syncBrandedForms(tx, scope, user.id, toBrandKit(saved!));
        // The global kit is an admin action (issue 16): audited in the same transaction.
        if (scope === 'global') {
          await writeAudit(tx, {
            actor: user,
            action: 'brand_kit.update',
            targetType: 'brand_kit',
            targetId: 'global',
            targetLabel: 'Global brand kit',
            before: current ? toBrandKit(current) : null,
            after: { ...toBrandKit(saved!), syncedForms: ids.length },
          });
        }
        return { row: saved!, synced: ids };
      });
      await invalidateForm(app, synced);
      request.log.info({ scope, syncedForms: synced.length }, 'brand kit saved');
      return toBrandKitResponse(scope, row);
    },
  );
}

async function checkLogo(
  request: FastifyRequest,
  userId: number,
  logoUrl: string | null,
  currentLogoUrl: string | null,
): Promise<void> {
  if (logoUrl === null || logoUrl === currentLogoUrl) return;
  const id = brandLogoId(logoUrl);
  const [logo] = id
    ? await request.server.database.db
        .select({ id: brandLogos.id })
        .from(brandLogos)
        .where(and(eq(brandLogos.id, id), eq(brandLogos.ownerId, userId)))
        .limit(1)
    : [];
  if (!logo) {
    const message = 'Upload the logo first, then use the address it returns';
    throw new AppError(400, ERROR_CODES.validation, `logoUrl: ${message}`, {
      errors: { logoUrl: message },
    });
  }
}
