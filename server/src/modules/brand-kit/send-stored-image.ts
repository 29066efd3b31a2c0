/**
 * Sends an uploaded picture (a brand logo or a form image) to any visitor: they are on public form
 * pages. Pictures never change under their id, so browsers and proxies may keep them for a year.
 * The CSP sandboxes the file even when opened directly: an SVG gets no script, no plugins, no
 * requests and an opaque origin; inline styles only, which SVG drawings use.
 */
import type { FastifyReply } from 'fastify';
import { BRAND_LOGO_TYPES } from '@core/api/brand-kit';
import { notFound } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMAGE_TYPES = new Set<string>(BRAND_LOGO_TYPES);

export async function sendStoredImage(
  reply: FastifyReply,
  storage: FileStorage,
  row: { storageKey: string; mimeType: string } | undefined,
  missing: string,
): Promise<FastifyReply> {
  if (!row) throw notFound(missing);
  const stream = await storage.get(row.storageKey).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw notFound(missing);
    throw err;
  });
  // Only the image types this server accepted are shown inline; anything else in the table
  // (written by hand) is a download that cannot render.
  const image = IMAGE_TYPES.has(row.mimeType);
  return reply
    .header('content-type', image ? row.mimeType : 'application/octet-stream')
    .header('content-disposition', image ? 'inline' : 'attachment')
    .header('content-security-policy', IMAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(stream);
}
