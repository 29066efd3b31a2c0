/**
 * A slug already taken is a 409. Checked before writing for the common case, and caught from the
 * unique index for the race (two admins creating the same slug at once): either way one answer.
 */
import { and, eq, ne } from 'drizzle-orm';
import { ERROR_CODES } from '@core/api/common';
import { SITE_CONTENT_MESSAGES } from '@core/api/site-content';
import type { Db } from '../../db/database';
import { siteContent } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export function slugTaken(): AppError {
  return new AppError(409, ERROR_CODES.conflict, SITE_CONTENT_MESSAGES.slugTaken, {
    errors: { slug: SITE_CONTENT_MESSAGES.slugTaken },
  });
}

export async function assertSlugFree(db: Db, slug: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: siteContent.id })
    .from(siteContent)
    .where(
      exceptId === undefined
        ? eq(siteContent.slug, slug)
        : and(eq(siteContent.slug, slug), ne(siteContent.id, exceptId)),
    )
    .limit(1);
  if (row) throw slugTaken();
}

export { isUniqueViolation } from '../../db/unique-violation';
